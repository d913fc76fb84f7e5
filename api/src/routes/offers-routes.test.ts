import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import {
  FRANCE_COUNTRY_ID,
  MARSEILLE_CITY_ID,
  PARIS_CITY_ID,
  createTestApp,
  daysFromToday,
  type TestApp,
} from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface SearchOfferJson {
  id: number;
  sellPrice: number;
  refPrice: number;
  promo: number;
  priceType: string;
  checkin: string | null;
  checkout: string | null;
  nights: number;
  distance: number | null;
  index: number;
  label: string;
  hotel: { id: number; stars: number; review: { average: number; count: number }; location: { label: string } };
}

interface SearchJson {
  exactMatch: SearchOfferJson[];
  totalCount: number;
  searchDetails: Record<string, unknown>;
  mapMarkers?: { id: number; lat: number; lng: number; weekendIds: number[] }[];
}

function body(overrides: {
  property?: OffersRequestBody['filters']['property'];
  offer?: Partial<OffersRequestBody['filters']['offer']>;
  sort?: OffersRequestBody['sorting']['orderBy'];
  page?: number;
  limit?: number;
  flow?: OffersRequestBody['flow'];
  locale?: OffersRequestBody['locale'];
  performMapSearch?: boolean;
}): OffersRequestBody {
  return {
    filters: {
      property: overrides.property ?? {},
      offer: { familyComposition: { adults: 2, children: 0, babies: 0, singleRoom: false }, ...overrides.offer },
    },
    sorting: { orderBy: overrides.sort ?? 'priceQuality' },
    pagination: { page: overrides.page ?? 0, limit: overrides.limit ?? 12 },
    flow: overrides.flow ?? 'booking',
    locale: overrides.locale ?? 'fr_FR',
    searchProvider: 'catalog',
    ...(overrides.performMapSearch ? { performMapSearch: true } : {}),
  };
}

async function search(payload: OffersRequestBody): Promise<SearchJson> {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/offers.json', payload });
  expect(response.statusCode).toBe(200);
  return response.json() as SearchJson;
}

describe('POST /api/offers.json', () => {
  it('finds real stays in and around a city, with the destination and its hierarchy', async () => {
    const result = await search(body({ property: { cityId: PARIS_CITY_ID } }));
    expect(result.totalCount).toBeGreaterThan(20);
    expect(result.exactMatch).toHaveLength(12);
    expect(result.searchDetails).toMatchObject({
      totalCount: result.totalCount,
      destination: 'Paris',
      cityId: PARIS_CITY_ID,
      location: { latitude: 48.8566, longitude: 2.3522 },
      locationHierarchy: [
        { type: 'country', id: FRANCE_COUNTRY_ID, label: 'France' },
        { type: 'region', label: 'Île-de-France' },
      ],
    });
    for (const offer of result.exactMatch) {
      expect(offer.distance).toBeLessThanOrEqual(30);
      expect(offer.priceType).toBe('from-price');
      expect(offer.sellPrice).toBeGreaterThan(0);
      expect(offer.refPrice).toBeGreaterThanOrEqual(offer.sellPrice);
    }
    // One stay per hotel in a stay search.
    expect(new Set(result.exactMatch.map((offer) => offer.hotel.id)).size).toBe(12);
  });

  it('answers in the language of the locale', async () => {
    const spanish = await search(body({ property: { cityId: PARIS_CITY_ID }, locale: 'es_ES', limit: 1 }));
    const french = await search(body({ property: { cityId: PARIS_CITY_ID }, locale: 'fr_FR', limit: 1 }));
    expect(spanish.searchDetails.destination).toBe('París');
    expect(spanish.exactMatch[0]!.id).toBe(french.exactMatch[0]!.id);
    expect(spanish.exactMatch[0]!.label).not.toBe(french.exactMatch[0]!.label);
  });

  it('pages through the results without overlap', async () => {
    const first = await search(body({ property: { countryId: FRANCE_COUNTRY_ID }, limit: 10, page: 0 }));
    const second = await search(body({ property: { countryId: FRANCE_COUNTRY_ID }, limit: 10, page: 1 }));
    expect(second.totalCount).toBe(first.totalCount);
    expect(second.exactMatch.map((offer) => offer.index)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const firstIds = new Set(first.exactMatch.map((offer) => offer.id));
    expect(second.exactMatch.some((offer) => firstIds.has(offer.id))).toBe(false);
  });

  it.each([
    ['priceAsc', (a: SearchOfferJson, b: SearchOfferJson) => a.sellPrice <= b.sellPrice],
    ['priceDesc', (a: SearchOfferJson, b: SearchOfferJson) => a.sellPrice >= b.sellPrice],
    ['discount', (a: SearchOfferJson, b: SearchOfferJson) => a.promo >= b.promo],
    ['distance', (a: SearchOfferJson, b: SearchOfferJson) => (a.distance ?? 0) <= (b.distance ?? 0)],
    ['popularity', (a: SearchOfferJson, b: SearchOfferJson) => a.hotel.review.count >= b.hotel.review.count],
  ] as const)('sorts by %s', async (sort, inOrder) => {
    const result = await search(body({ property: { cityId: MARSEILLE_CITY_ID }, sort, limit: 20 }));
    expect(result.exactMatch.length).toBeGreaterThan(5);
    for (let i = 1; i < result.exactMatch.length; i++) {
      expect(inOrder(result.exactMatch[i - 1]!, result.exactMatch[i]!)).toBe(true);
    }
  });

  it('filters by stars', async () => {
    const all = await search(body({ property: { countryId: FRANCE_COUNTRY_ID }, limit: 100 }));
    const fiveStars = await search(body({ property: { countryId: FRANCE_COUNTRY_ID, stars: [5] }, limit: 100 }));
    expect(fiveStars.totalCount).toBeGreaterThan(0);
    expect(fiveStars.totalCount).toBeLessThan(all.totalCount);
    expect(fiveStars.exactMatch.every((offer) => offer.hotel.stars === 5)).toBe(true);
  });

  it('filters by price in cents on the shown price', async () => {
    const cheap = await search(
      body({ property: { countryId: FRANCE_COUNTRY_ID }, offer: { price: { max: 10000 } }, limit: 100 }),
    );
    const dear = await search(
      body({ property: { countryId: FRANCE_COUNTRY_ID }, offer: { price: { min: 30000 } }, limit: 100 }),
    );
    expect(cheap.totalCount).toBeGreaterThan(0);
    expect(dear.totalCount).toBeGreaterThan(0);
    expect(cheap.exactMatch.every((offer) => offer.sellPrice <= 10000)).toBe(true);
    expect(dear.exactMatch.every((offer) => offer.sellPrice >= 30000)).toBe(true);
  });

  it('filters by review score, facilities, theme and excluded hotels', async () => {
    const result = await search(
      body({
        property: { countryId: FRANCE_COUNTRY_ID, minHotelReviewScore: 9, facilities: ['spa'] },
        offer: { categories: { themeIds: [26] } },
        limit: 100,
      }),
    );
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.exactMatch.every((offer) => offer.hotel.review.average >= 9)).toBe(true);
    const excluded = result.exactMatch[0]!.hotel.id;
    const without = await search(
      body({
        property: {
          countryId: FRANCE_COUNTRY_ID,
          minHotelReviewScore: 9,
          facilities: ['spa'],
          excludedHotelIds: [excluded],
        },
        offer: { categories: { themeIds: [26] } },
        limit: 100,
      }),
    );
    expect(without.totalCount).toBe(result.totalCount - 1);
    expect(without.exactMatch.some((offer) => offer.hotel.id === excluded)).toBe(false);
  });

  it('with dates, keeps only stays bookable on them and prices them for the travellers', async () => {
    const checkin = daysFromToday(30);
    const undated = await search(body({ property: { countryId: FRANCE_COUNTRY_ID }, limit: 1 }));
    const dated = await search(
      body({
        property: { countryId: FRANCE_COUNTRY_ID },
        offer: {
          date: { checkin, nights: 2 },
          familyComposition: { adults: 2, children: 1, babies: 0, singleRoom: true },
        },
        limit: 50,
      }),
    );
    expect(dated.totalCount).toBeGreaterThan(0);
    expect(dated.totalCount).toBeLessThan(undated.totalCount);
    expect(dated.searchDetails).toMatchObject({ checkin, night: 2, adult: 2, child: 1 });
    for (const offer of dated.exactMatch) {
      expect(offer).toMatchObject({ priceType: 'final-price', checkin, checkout: daysFromToday(32), nights: 2 });
    }
    // Each of them can really be booked for 2 nights from that day.
    const sample = dated.exactMatch.slice(0, 5);
    for (const offer of sample) {
      const nights = (
        await testApp.app.inject({
          url: `/weekend/${offer.id}/packageCheckoutNights.json?checkin=${checkin}&locale=fr_FR`,
        })
      ).json();
      expect(nights.nights).toContain(2);
    }
  });

  it('finds nothing for a check-in in the past', async () => {
    const result = await search(
      body({ property: { countryId: FRANCE_COUNTRY_ID }, offer: { date: { checkin: daysFromToday(-3), nights: 1 } } }),
    );
    expect(result.totalCount).toBe(0);
  });

  it('searches a radius around coordinates and returns map markers', async () => {
    const result = await search(
      body({
        property: { latitude: 41.3874, longitude: 2.1686, maxDistance: 15 },
        sort: 'distance',
        limit: 5,
        performMapSearch: true,
      }),
    );
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.exactMatch.every((offer) => offer.distance !== null && offer.distance <= 15)).toBe(true);
    expect(result.mapMarkers!.length).toBe(result.totalCount);
    expect(result.mapMarkers![0]).toMatchObject({
      id: expect.any(Number),
      lat: expect.any(Number),
      lng: expect.any(Number),
      weekendIds: expect.any(Array),
    });
  });

  it('prices gifts without dates for 2 people', async () => {
    const result = await search(body({ property: { cityId: PARIS_CITY_ID }, flow: 'gifting', limit: 3 }));
    expect(result.exactMatch.length).toBe(3);
    expect(result.exactMatch.every((offer) => offer.priceType === 'gift' && offer.nights === 1)).toBe(true);
  });

  it("prices gifts for the gift stay's nights the search names, as the gift's price list does", async () => {
    const gifting = body({ property: { cityId: PARIS_CITY_ID }, flow: 'gifting', sort: 'singleVoucherPriceAsc' });
    const result = await search({ ...gifting, filters: { ...gifting.filters, gift: { nights: 2 } } });
    expect(result.exactMatch.length).toBeGreaterThan(1);
    for (const offer of result.exactMatch) {
      expect(offer).toMatchObject({ priceType: 'gift', nights: 2 });
      const list = await testApp.app.inject({ url: `/gateway/gift/${offer.id}/price-list?locale=fr_FR` });
      const twoNights = (list.json().priceList as { nights: number; sellPrice: number }[]).find(
        (line) => line.nights === 2,
      );
      expect(offer.sellPrice).toBe(twoNights!.sellPrice);
    }
    const prices = result.exactMatch.map((offer) => offer.sellPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('lists every stay of a hotel when the search targets it', async () => {
    const first = (await search(body({ property: { cityId: PARIS_CITY_ID }, limit: 50 }))).exactMatch;
    const hotelId = first[0]!.hotel.id;
    const ofHotel = await search(body({ property: { hotelId }, sort: 'priceAsc', limit: 20 }));
    expect(ofHotel.totalCount).toBeGreaterThanOrEqual(1);
    expect(ofHotel.exactMatch.every((offer) => offer.hotel.id === hotelId)).toBe(true);
    expect(ofHotel.searchDetails.hotelId).toBe(hotelId);
  });

  it('searches a department or region by hierarchy and a point of interest with 30 km around', async () => {
    const suggestions = async (term: string) =>
      (
        await testApp.app.inject({ url: `/autocomplete-geonames.json?locale=fr_FR&term=${encodeURIComponent(term)}` })
      ).json().suggestions as { id: number; category: string }[];
    const gironde = (await suggestions('gironde')).find((suggestion) => suggestion.category === 'department')!;
    const department = await search(body({ property: { departmentId: gironde.id } }));
    expect(department.totalCount).toBeGreaterThan(0);
    expect(department.searchDetails).toMatchObject({ destination: 'Gironde', location: null });
    expect((department.searchDetails.locationHierarchy as { label: string }[]).map((entry) => entry.label)).toEqual([
      'France',
      'Nouvelle-Aquitaine',
    ]);

    const sagrada = (await suggestions('sagrada')).find((suggestion) => suggestion.category === 'poi')!;
    const around = await search(body({ property: { poiId: sagrada.id }, sort: 'distance' }));
    expect(around.totalCount).toBeGreaterThan(0);
    expect(around.exactMatch.every((offer) => offer.distance !== null && offer.distance <= 30)).toBe(true);
  });

  it('finds nothing for an unknown place', async () => {
    const result = await search(body({ property: { cityId: 999999 } }));
    expect(result).toMatchObject({ totalCount: 0, exactMatch: [] });
  });

  it.each([
    [
      'a missing pagination',
      {
        filters: { property: {}, offer: { familyComposition: { adults: 2, children: 0, babies: 0 } } },
        sorting: { orderBy: 'priceQuality' },
        flow: 'booking',
        locale: 'fr_FR',
      },
      "body must have required property 'pagination'",
    ],
    [
      'an unknown sort',
      { ...body({}), sorting: { orderBy: 'cheapest' } },
      'body/sorting/orderBy must be equal to one of the allowed values',
    ],
    [
      'too many adults',
      body({ offer: { familyComposition: { adults: 30, children: 0, babies: 0, singleRoom: false } } }),
      'body/filters/offer/familyComposition/adults must be <= 20',
    ],
    [
      'a gift stay longer than a gift can be',
      { ...body({ flow: 'gifting' }), filters: { ...body({}).filters, gift: { nights: 4 } } },
      'body/filters/gift/nights must be <= 3',
    ],
    [
      'an impossible date',
      body({ offer: { date: { checkin: '2025-02-30', nights: 1 } } }),
      'body/filters/offer/date/checkin must be a date as yyyy-MM-dd',
    ],
  ])('answers 400 with a message for %s', async (_, payload, message) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/offers.json', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/offers.json',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('GET /api/offers.json', () => {
  it('takes the same criteria flat in the query', async () => {
    const response = await testApp.app.inject({
      url: `/api/offers.json?locale=fr_FR&city=${PARIS_CITY_ID}&stars=4,5&limit=3&orderBy=priceAsc`,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json() as SearchJson;
    expect(result.exactMatch).toHaveLength(3);
    expect(result.exactMatch.every((offer) => offer.hotel.stars >= 4)).toBe(true);
    const posted = await search(
      body({ property: { cityId: PARIS_CITY_ID, stars: [4, 5] }, sort: 'priceAsc', limit: 3 }),
    );
    expect(result.exactMatch.map((offer) => offer.id)).toEqual(posted.exactMatch.map((offer) => offer.id));
  });

  it.each([
    ['adults=abc', 'querystring/adults must be integer'],
    ['adult=abc', 'querystring/adult must be integer'],
    ['stars=four', 'querystring/stars must be a comma-separated list of integers'],
    ['checkin=tomorrow', 'querystring/checkin must be a date as yyyy-MM-dd'],
    ['limit=0', 'querystring/limit must be >= 1'],
  ])('answers 400 for %s', async (parameter, message) => {
    const response = await testApp.app.inject({ url: `/api/offers.json?locale=fr_FR&${parameter}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('GET /api/facets.json', () => {
  it('counts hotels per facet value, leaving out the facet’s own filter', async () => {
    const response = await testApp.app.inject({
      url: `/api/facets.json?locale=fr_FR&cityId=${PARIS_CITY_ID}&stars=5&withNames=true&propertiesRequested=stars,facility,price,tag`,
    });
    expect(response.statusCode).toBe(200);
    const { properties } = response.json() as {
      properties: { propertyType: string; values: { id: string | number; name: string; count: number }[] }[];
    };
    expect(properties.map((property) => property.propertyType)).toEqual(['stars', 'facility', 'price', 'tag']);
    const stars = properties[0]!.values;
    expect(stars.find((value) => value.id === 4)!.count).toBeGreaterThan(0);
    expect(stars.find((value) => value.id === 5)!.name).toBe('5 étoiles');

    const fiveStarSearch = await search(body({ property: { cityId: PARIS_CITY_ID, stars: [5] } }));
    expect(stars.find((value) => value.id === 5)!.count).toBe(fiveStarSearch.totalCount);
    const facilityCounts = properties[1]!.values;
    expect(facilityCounts.find((value) => value.id === 'wifi')!.count).toBeLessThanOrEqual(fiveStarSearch.totalCount);
    expect(facilityCounts.find((value) => value.id === 'pets')).toBeDefined();
  });
});
