import { hotelDetailFixture, hotelRoomFixture, roomOfferFixture } from '../../../test/hotel-detail-fixture';
import { hotelOffers, offersState, selectedOffer } from './hotel-offers';

describe('hotel offers', () => {
  it('tells rooms to show from no availability on the dates and from no offers at all', () => {
    expect(offersState([hotelRoomFixture()], true)).toBe('available');
    expect(offersState([], true)).toBe('noAvailabilityOnDates');
    expect(offersState([], false)).toBe('noOffers');
  });

  it('lists every offer of the hotel cheapest first, with its room', () => {
    const offers = hotelOffers(hotelDetailFixture());
    expect(offers.map(({ offer, room }) => [offer.id, room.label])).toEqual([
      [501, 'Chambre Supérieure'],
      [502, 'Chambre Supérieure'],
      [503, 'Suite Junior'],
    ]);
  });

  it('keeps the picked offer while the room sells it, and falls back to the first one', () => {
    const room = hotelRoomFixture();
    expect(selectedOffer(room, null)?.id).toBe(501);
    expect(selectedOffer(room, 502)?.id).toBe(502);
    expect(selectedOffer(hotelRoomFixture({ offers: [roomOfferFixture({ id: 600 })] }), 502)?.id).toBe(600);
  });
});
