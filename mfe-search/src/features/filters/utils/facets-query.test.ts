import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { facetsParams } from './facets-query';
import { filterStateFromCriteria } from './filter-state';

const PARIS = { lat: 48.85, lng: 2.35 };

function queryFor(hash: string, search = '', position: { lat: number; lng: number } | null = PARIS) {
  const criteria = parseSearchCriteria({ hash, search });
  return facetsParams(criteria, filterStateFromCriteria(criteria), { locale: 'fr_FR', position });
}

describe('facetsParams', () => {
  it('asks for every facet group with names and activities, sorted by price/quality', () => {
    expect(queryFor('city=10001')).toEqual({
      locale: 'fr_FR',
      flow: 'booking',
      orderBy: 'priceQuality',
      withNames: 'true',
      withActivities: 'true',
      propertiesRequested: 'price,score,facility,stars,style,type,environment,tag',
      cityId: '10001',
      adults: '2',
      children: '0',
      babies: '0',
    });
  });

  it('sends the filters: types, environments, styles, stars and tags comma-joined, score, price, facilities without pets plus petsAllowed', () => {
    const query = queryFor(
      'city=10001&hotelTypes=castle,hotel&hotelEnvironments=city&hotelStyles=design&stars=4,5&hotelScore=8&priceMin=5000&priceMax=20000&facilities=spa,pool&petsAllowed=true&tags=101,103',
    );
    expect(query).toMatchObject({
      hotelType: 'castle,hotel',
      hotelEnvironment: 'city',
      hotelStyle: 'design',
      stars: '4,5',
      minHotelReviewScore: '8',
      priceMin: '5000',
      priceMax: '20000',
      facilities: 'spa,pool',
      petsAllowed: 'true',
      tags: '101,103',
    });
  });

  it('sends pets alone as petsAllowed only', () => {
    const query = queryFor('city=10001&petsAllowed=true');
    expect(query.facilities).toBeUndefined();
    expect(query.petsAllowed).toBe('true');
  });

  it('sends distance and position only when the distance is active and a position is known', () => {
    expect(queryFor('city=10001&distanceMax=80')).toMatchObject({ distanceMax: '80', lat: '48.85', lng: '2.35' });
    expect(queryFor('city=10001&distanceMax=80', '', null)).not.toHaveProperty('lat');
    expect(queryFor('city=10001&distanceMax=80', '', null)).not.toHaveProperty('distanceMax');
    expect(queryFor('city=10001')).not.toHaveProperty('lat');
  });

  it('gifting: the price goes to the single voucher price and dates are left out', () => {
    const query = queryFor('city=10001&priceMax=15000&checkin=2099-01-10&checkout=2099-01-12', 'flow=gifting');
    expect(query).toMatchObject({ flow: 'gifting', singleVoucherPriceMax: '15000' });
    expect(query).not.toHaveProperty('priceMax');
    expect(query).not.toHaveProperty('checkin');
  });

  it("gifting: the price bounds are the gift stay's for its nights, as the cards show them", () => {
    expect(queryFor('city=10001&giftNights=2', 'flow=gifting')).toMatchObject({ giftNights: '2' });
    expect(queryFor('city=10001&giftNights=9', 'flow=gifting')).toMatchObject({ giftNights: '3' });
    expect(queryFor('city=10001', 'flow=gifting')).not.toHaveProperty('giftNights');
    expect(queryFor('city=10001&giftNights=2')).not.toHaveProperty('giftNights');
  });

  it('keeps the search: dates, travellers and theme', () => {
    expect(queryFor('checkin=2099-01-10&checkout=2099-01-12&a=3&c=1&theme=26&region=101')).toMatchObject({
      checkin: '2099-01-10',
      nights: '2',
      adults: '3',
      children: '1',
      themeId: '26',
      regionId: '101',
    });
  });
});
