import { expiredOfferBranch, hotelIdOfHash, type HotelOffersAnswer } from './expired-offer-branch';

const HOTEL_WITH_OFFERS: HotelOffersAnswer = { exactMatch: [{ hotel: { label: 'Hôtel des Dunes' } }] };
const HOTEL_WITHOUT_OFFERS: HotelOffersAnswer = { exactMatch: [] };

describe('the 404 hotelId branch', () => {
  it('shows the way home when the address names no hotel', () => {
    expect(hotelIdOfHash('')).toBeUndefined();
    expect(expiredOfferBranch('', undefined)).toEqual({ kind: 'homeButton' });
    expect(expiredOfferBranch('', HOTEL_WITH_OFFERS)).toEqual({ kind: 'homeButton' });
    expect(expiredOfferBranch('city=12&a=2', HOTEL_WITH_OFFERS)).toEqual({ kind: 'homeButton' });
  });

  it('reads no hotel from an id that is not made of digits', () => {
    for (const hash of ['hotelId=', 'hotelId=abc', 'hotelId=12a', 'hotelId=-4', 'hotelId=1.5']) {
      expect(hotelIdOfHash(hash)).toBeUndefined();
      expect(expiredOfferBranch(hash, HOTEL_WITH_OFFERS)).toEqual({ kind: 'homeButton' });
    }
  });

  it('reads the hotel among other criteria', () => {
    expect(hotelIdOfHash('a=2&hotelId=1203&checkin=2031-05-02')).toBe('1203');
  });

  it('warns of the expired offer when the hotel still has offers, with the hotel name of the answer', () => {
    expect(expiredOfferBranch('hotelId=1203', HOTEL_WITH_OFFERS)).toEqual({
      kind: 'expiredOffer',
      hotelId: '1203',
      hotelName: 'Hôtel des Dunes',
    });
  });

  it('shows the way home when the hotel has no offer left', () => {
    expect(expiredOfferBranch('hotelId=1203', HOTEL_WITHOUT_OFFERS)).toEqual({ kind: 'homeButton' });
  });

  it('shows the way home while the hotel is searched or when its search failed', () => {
    expect(expiredOfferBranch('hotelId=1203', undefined)).toEqual({ kind: 'homeButton' });
  });
});
