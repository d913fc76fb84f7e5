import { hotelTarget, stayTarget } from './card-links';

const dated = { checkin: '2026-05-01', checkout: '2026-05-03', nights: 2, adults: 2, children: 0, babies: 0 };

describe('stayTarget', () => {
  it('opens the stay page with the id, the hash criteria and the flow', () => {
    expect(stayTarget(20001, 'booking', 'checkin=2026-05-01&city=10001')).toEqual({
      kind: 'stay',
      id: '20001',
      query: { flow: 'booking' },
      hash: 'checkin=2026-05-01&city=10001',
    });
  });
});

describe('hotelTarget', () => {
  it('carries the dates hash plus a nights count in the booking flow', () => {
    expect(hotelTarget(1234, 'booking', dated)).toEqual({
      kind: 'hotel',
      id: '1234',
      hash: 'checkin=2026-05-01&checkout=2026-05-03&night=2',
    });
  });

  it('adds travellers that differ from the defaults', () => {
    expect(hotelTarget(1234, 'booking', { ...dated, adults: 3, children: 1 }).hash).toBe(
      'checkin=2026-05-01&checkout=2026-05-03&night=2&a=3&c=1',
    );
  });

  it('has no hash in the booking flow without dates and default travellers', () => {
    expect(hotelTarget(1234, 'booking', { ...dated, checkin: null, checkout: null, nights: 1 })).toEqual({
      kind: 'hotel',
      id: '1234',
    });
  });

  it('carries no dates hash in the gifting flow', () => {
    expect(hotelTarget(1234, 'gifting', { ...dated, adults: 3 })).toEqual({ kind: 'hotel', id: '1234' });
  });
});
