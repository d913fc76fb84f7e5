import { buildOffersRequest, parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { flatOffersQuery } from './get-fallback-offers';

const NOW = new Date(2026, 2, 10, 12);

describe('flatOffersQuery', () => {
  it('writes the criteria as the query names of GET /api/offers.json, 3 results, catalog search', () => {
    const criteria = parseSearchCriteria(
      {
        hash: 'lat=44.66&lng=-1.17&distanceMin=0&distanceMax=30&sort=distance&theme=26&checkin=2026-04-10&checkout=2026-04-12&night=2&a=3&c=1&stars=4,5&facilities=spa,pets&tags=101&priceMin=10000&hotelScore=8',
        search: '',
      },
      NOW,
    );
    const query = flatOffersQuery(
      buildOffersRequest(criteria, { locale: 'fr_FR', limit: 3, page: 0, excludedHotelIds: [11, 12] }),
    );
    expect(query).toEqual({
      locale: 'fr_FR',
      flow: 'booking',
      searchProvider: 'catalog',
      lat: 44.66,
      lng: -1.17,
      distanceMin: 0,
      distanceMax: 30,
      excludedHotelIds: '11,12',
      stars: '4,5',
      hotelScore: 8,
      facilities: 'spa',
      petsAllowed: true,
      priceMin: 10000,
      tags: '101',
      themeIds: '26',
      checkin: '2026-04-10',
      night: 2,
      adult: 3,
      child: 1,
      baby: 0,
      orderBy: 'distance',
      page: 0,
      limit: 3,
      numberOfPackagesPerHotel: 1,
    });
  });

  it('sends places by id and the gift price in the gifting flow', () => {
    const criteria = parseSearchCriteria({ hash: 'region=110&priceMax=20000', search: 'flow=gifting' }, NOW);
    const query = flatOffersQuery(buildOffersRequest(criteria, { locale: 'it_IT', limit: 3, page: 0 }));
    expect(query).toMatchObject({
      regionId: 110,
      flow: 'gifting',
      singleVoucherPriceMax: 20000,
      performGiftableSearch: true,
      limit: 3,
    });
    expect(query).not.toHaveProperty('priceMax');
    expect(query).not.toHaveProperty('excludedHotelIds');
  });
});
