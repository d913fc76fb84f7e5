import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { PARIS_CITY_ID, createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface SearchJson {
  exactMatch: { id: number; hotel: { id: number } }[];
  totalCount: number;
  searchDetails: { location: { latitude: number; longitude: number } | null };
}

/** The theme of the Paris search the results page shows on several pages. */
const THEME_ID = 23;
/** Hotels on one page of the results page. */
const SHOWN_ON_SCREEN = 18;
const MAX_PAGE_SIZE = 100;

async function postSearch(page: number): Promise<SearchJson> {
  const payload: OffersRequestBody = {
    filters: {
      property: { cityId: PARIS_CITY_ID },
      offer: {
        familyComposition: { adults: 2, children: 0, babies: 0, singleRoom: false },
        categories: { themeIds: [THEME_ID] },
      },
    },
    sorting: { orderBy: 'priceQuality' },
    pagination: { page, limit: MAX_PAGE_SIZE },
    flow: 'booking',
    locale: 'fr_FR',
    searchProvider: 'catalog',
  };
  const response = await testApp.app.inject({ method: 'POST', url: '/api/offers.json', payload });
  expect(response.statusCode).toBe(200);
  return response.json() as SearchJson;
}

/** Every result of the exact search (Paris and a theme), in result order, all pages. */
type ExactResults = SearchJson & { hotelIds: number[] };

async function exactResults(): Promise<ExactResults> {
  const first = await postSearch(0);
  const offers = [...first.exactMatch];
  for (let page = 1; offers.length < first.totalCount; page++) offers.push(...(await postSearch(page)).exactMatch);
  return { ...first, exactMatch: offers, hotelIds: offers.map((offer) => offer.hotel.id) };
}

async function getSearch(query: Record<string, string | number>): Promise<SearchJson> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await testApp.app.inject({ url: `/api/offers.json?${search.toString()}` });
  expect(response.statusCode).toBe(200);
  return response.json() as SearchJson;
}

/** The query of the suggestions under a Paris search with a theme: 30 km around Paris, nearest first. */
function aroundParis(exact: ExactResults): Record<string, string | number> {
  const centre = exact.searchDetails.location!;
  return {
    locale: 'fr_FR',
    flow: 'booking',
    searchProvider: 'catalog',
    lat: centre.latitude,
    lng: centre.longitude,
    distanceMin: 0,
    distanceMax: 30,
    orderBy: 'distance',
    adult: 2,
    child: 0,
    baby: 0,
    page: 0,
    limit: 3,
    // The hotels on screen, as the results page sends them.
    excludedHotelIds: exact.hotelIds.slice(0, SHOWN_ON_SCREEN).join(','),
  };
}

/** The exact search a suggestion relaxes, under its own names. */
const EXCLUDED_SEARCH = {
  'excludedSearch.cityId': PARIS_CITY_ID,
  'excludedSearch.themeIds': THEME_ID,
  'excludedSearch.adult': 2,
  'excludedSearch.child': 0,
  'excludedSearch.baby': 0,
};

describe('GET /api/offers.json with the exact search the suggestions relax', () => {
  it('leaves out every hotel of the exact search, not only those of its first page', async () => {
    const exact = await exactResults();
    // The exact search spans more than one screen: its later pages are what must not come back.
    expect(exact.totalCount).toBeGreaterThan(SHOWN_ON_SCREEN);

    const sameArea = await getSearch({ ...aroundParis(exact), themeIds: THEME_ID, ...EXCLUDED_SEARCH });
    const withoutTheme = await getSearch({ ...aroundParis(exact), ...EXCLUDED_SEARCH });

    const exactHotels = new Set(exact.hotelIds);
    const repeated = (answer: SearchJson) =>
      answer.exactMatch.map((offer) => offer.hotel.id).filter((hotelId) => exactHotels.has(hotelId));
    expect(repeated(sameArea)).toEqual([]);
    expect(repeated(withoutTheme)).toEqual([]);
    // The suggestion without the theme still has hotels to show around Paris.
    expect(withoutTheme.exactMatch).toHaveLength(3);
  });

  it('still leaves out only the listed hotels when no exact search is sent', async () => {
    const exact = await exactResults();
    const query = aroundParis(exact);
    const answer = await getSearch({ ...query, themeIds: THEME_ID, limit: MAX_PAGE_SIZE });
    const listed = new Set(exact.hotelIds.slice(0, SHOWN_ON_SCREEN));
    expect(answer.exactMatch.some((offer) => listed.has(offer.hotel.id))).toBe(false);
    expect(answer.exactMatch.length).toBeGreaterThan(0);
  });

  it('answers 400 for an exact search whose criteria are not valid', async () => {
    const response = await testApp.app.inject({
      url: `/api/offers.json?locale=fr_FR&limit=3&excludedSearch.cityId=paris`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'querystring/excludedSearch.cityId must be integer',
    });
  });
});
