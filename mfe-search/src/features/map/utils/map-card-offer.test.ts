import { offerFixture } from '../../../test/offers-fixture';
import { cardOfferFromDetail, cardOfferFromSearchOffer, loadedOfferOf } from './map-card-offer';

describe('the offer of a marker', () => {
  const marker = { id: 601, lat: 48.85, lng: 2.33, weekendIds: [102, 101] };

  it('is its best stay when that one is loaded', () => {
    const loaded = [offerFixture({ id: 101 }), offerFixture({ id: 102 })];
    expect(loadedOfferOf(marker, loaded)?.id).toBe(102);
  });

  it('else any loaded stay of the same hotel, else none', () => {
    const sameHotel = offerFixture({ id: 300, hotel: { ...offerFixture().hotel, id: 601 } });
    expect(loadedOfferOf(marker, [offerFixture({ id: 5 }), sameHotel])?.id).toBe(300);
    expect(loadedOfferOf(marker, [offerFixture({ id: 5 })])).toBeUndefined();
  });

  it('reads the same card from a search offer and from a stay detail', () => {
    const offer = offerFixture({ id: 101 });
    expect(cardOfferFromSearchOffer(offer)).toMatchObject({
      id: 101,
      label: offer.label,
      hotelLabel: offer.hotel.label,
      stars: 4,
      sellPrice: 18900,
    });
    expect(
      cardOfferFromDetail({
        id: 9,
        label: 'Escapade',
        images: ['/images/9.svg'],
        hotel: {
          id: 1,
          label: 'Hôtel',
          stars: 3,
          review: { count: 1, average: 8 },
          location: { label: 'Nice', lat: 43.7, lng: 7.26 },
        },
        price: {
          sellPrice: 12000,
          refPrice: 15000,
          promoPercentageRounded: 20,
          priceType: 'from-price',
          nights: 1,
          adults: 2,
        },
      }),
    ).toEqual({
      id: 9,
      label: 'Escapade',
      imageUrl: '/images/9.svg',
      hotelLabel: 'Hôtel',
      stars: 3,
      locationLabel: 'Nice',
      review: { count: 1, average: 8 },
      sellPrice: 12000,
      refPrice: 15000,
      promo: 20,
      priceType: 'from-price',
    });
  });
});
