import { stayTarget } from './stay-target';

describe('stayTarget', () => {
  it('opens the stay page of the offer', () => {
    expect(stayTarget({ id: 2041, nights: 2 }, undefined)).toEqual({ kind: 'stay', id: '2041' });
  });

  it('opens it on the chosen check-in, for the nights of the offer', () => {
    expect(stayTarget({ id: 2041, nights: 2 }, '2026-12-30')).toEqual({
      kind: 'stay',
      id: '2041',
      hash: 'checkin=2026-12-30&checkout=2027-01-01',
    });
  });
});
