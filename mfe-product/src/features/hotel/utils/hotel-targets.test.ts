import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import {
  asksForOffers,
  hotelPageTarget,
  otherHotelTarget,
  placeSearchTarget,
  stayOfferTarget,
  withoutDates,
} from './hotel-targets';

const criteria = (hash: string, search = '') => parseSearchCriteria({ hash, search }, new Date(2030, 0, 1));

describe('hotel page targets', () => {
  it('reads the offers anchor from the hash', () => {
    expect(asksForOffers('anchor=products&a=3')).toBe(true);
    expect(asksForOffers('#anchor=products')).toBe(true);
    expect(asksForOffers('anchor=reviews')).toBe(false);
    expect(asksForOffers('')).toBe(false);
  });

  it('writes dates and travellers only (no anchor, no place) to the hotel page, keeping its query', () => {
    const from = criteria('checkin=2030-03-14&checkout=2030-03-16&a=3&c=1&anchor=products&city=12');
    expect(hotelPageTarget('77', 'flow=booking', from)).toEqual({
      kind: 'hotel',
      id: '77',
      query: { flow: 'booking' },
      hash: 'checkin=2030-03-14&checkout=2030-03-16&night=2&a=3&c=1&s=true',
    });
    expect(hotelPageTarget('77', '', withoutDates(from)).hash).toBe('a=3&c=1&s=true');
  });

  it('links a stay in the booking flow, or the gifting one, with the dates and travellers', () => {
    expect(stayOfferTarget(501, criteria('a=1'))).toEqual({
      kind: 'stay',
      id: '501',
      query: { flow: 'booking' },
      hash: 'a=1',
    });
    expect(stayOfferTarget(501, criteria('', 'flow=gifting')).query).toEqual({ flow: 'gifting' });
    expect(stayOfferTarget(501, criteria('', 'flow=hotel')).query).toEqual({ flow: 'booking' });
  });

  it('searches a place of the breadcrumb under its own hash key, or no place', () => {
    const from = criteria('checkin=2030-03-14&checkout=2030-03-15');
    expect(placeSearchTarget(from, { placeType: 'region', placeId: 93 })).toEqual({
      kind: 'search',
      query: { flow: 'booking' },
      hash: 'checkin=2030-03-14&checkout=2030-03-15&night=1&region=93',
    });
    expect(placeSearchTarget(criteria(''))).toEqual({ kind: 'search', query: { flow: 'booking' }, hash: '' });
  });

  it('links another hotel with the same criteria, without an empty hash', () => {
    expect(otherHotelTarget(2001, criteria(''))).toEqual({ kind: 'hotel', id: '2001' });
    expect(otherHotelTarget(2001, criteria('b=1'))).toEqual({ kind: 'hotel', id: '2001', hash: 'b=1&s=true' });
  });
});
