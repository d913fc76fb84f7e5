import { PARIS_CITY_ID, createTestApp, type TestApp } from '../test/test-app';

// GET /api/facets.json in the activity flow: the filters of the activity list count activity-only
// offers (hotels offering each activity, per-person price bounds), not stays.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface FacetGroupJson {
  propertyType: string;
  values: { id: number | string; name?: string; count: number }[];
  min?: number | null;
  max?: number | null;
}

interface ActivityListJson {
  totalCount: number;
  hotels: {
    hotel: { id: number };
    packages: { tagId: number; prices: { sellPrice: number; paxComposition: { adults: number } }[] }[];
  }[];
}

async function facets(query: string): Promise<FacetGroupJson[]> {
  const response = await testApp.app.inject({ url: `/api/facets.json?locale=fr_FR&flow=activity&${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ properties: FacetGroupJson[] }>().properties;
}

async function activityList(criteria: Record<string, unknown>): Promise<ActivityListJson> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/search/activity-only.json',
    payload: { criteria, locale: 'fr_FR', limit: 100 },
  });
  expect(response.statusCode).toBe(200);
  return response.json<ActivityListJson>();
}

const groupOf = (groups: FacetGroupJson[], type: string) => groups.find((group) => group.propertyType === type)!;

describe('GET /api/facets.json?flow=activity', () => {
  it('answers only the groups an activity has: activities, highlighted activities and price', async () => {
    const groups = await facets(
      `cityId=${PARIS_CITY_ID}&withActivities=true&withNames=true&propertiesRequested=price,score,facility,stars,style,type,environment,tag`,
    );
    expect(groups.map((group) => group.propertyType)).toEqual(['price', 'tag', 'highlighted']);
    expect(groupOf(groups, 'tag').values.find((value) => value.id === 102)?.name).toBe('Massage');
  });

  it('counts for each activity the hotels of the activity list that offer it', async () => {
    const tags = groupOf(await facets(`cityId=${PARIS_CITY_ID}&adults=1&propertiesRequested=tag`), 'tag').values;
    const list = await activityList({ location: { cityId: PARIS_CITY_ID }, participants: 1 });
    const offered = tags.filter((value) => value.count > 0);
    expect(offered.length).toBeGreaterThan(0);
    for (const value of offered) {
      const hotels = list.hotels.filter((group) => group.packages.some((card) => card.tagId === value.id));
      expect(value.count).toBe(hotels.length);
    }
    // An activity no hotel of the area offers is there with a count of 0 (the filter disables it).
    expect(tags.some((value) => value.count === 0)).toBe(true);
  });

  it('leaves the activity filter out of its own counts, but applies the price', async () => {
    const chosen = groupOf(await facets(`cityId=${PARIS_CITY_ID}&propertiesRequested=tag`), 'tag').values;
    const withTag = groupOf(await facets(`cityId=${PARIS_CITY_ID}&tags=102&propertiesRequested=tag`), 'tag').values;
    expect(withTag).toEqual(chosen);
    const cheap = groupOf(await facets(`cityId=${PARIS_CITY_ID}&priceMax=4000&propertiesRequested=tag`), 'tag').values;
    const list = await activityList({ location: { cityId: PARIS_CITY_ID }, price: { max: 4000 } });
    expect(cheap.reduce((sum, value) => sum + value.count, 0)).toBeLessThan(
      chosen.reduce((sum, value) => sum + value.count, 0),
    );
    expect(Math.max(...cheap.map((value) => value.count))).toBeLessThanOrEqual(list.totalCount);
  });

  it('gives the per-person price bounds of the activities, the chosen activities applied', async () => {
    const tagId = (await activityList({ location: { cityId: PARIS_CITY_ID } })).hotels[0]!.packages[0]!.tagId;
    const query = `cityId=${PARIS_CITY_ID}&tags=${tagId}&priceMin=9000&propertiesRequested=price`;
    const price = groupOf(await facets(query), 'price');
    const list = await activityList({ location: { cityId: PARIS_CITY_ID }, tags: [tagId] });
    const perPerson = list.hotels.flatMap((group) =>
      group.packages.map((card) => card.prices[0]!.sellPrice / card.prices[0]!.paxComposition.adults),
    );
    expect(perPerson.length).toBeGreaterThan(0);
    // The price's own filter (priceMin) is left out of its bounds.
    expect(price.min).toBe(Math.min(...perPerson));
    expect(price.max).toBe(Math.max(...perPerson));
  });

  it('has no bounds and zero counts for an unknown place, without an error', async () => {
    const groups = await facets('cityId=999999&propertiesRequested=price,tag');
    expect(groupOf(groups, 'price')).toMatchObject({ min: null, max: null });
    expect(groupOf(groups, 'tag').values.every((value) => value.count === 0)).toBe(true);
  });

  it('keeps counting stays in the other flows', async () => {
    const response = await testApp.app.inject({
      url: `/api/facets.json?locale=fr_FR&flow=booking&cityId=${PARIS_CITY_ID}&propertiesRequested=stars,tag`,
    });
    expect(response.json<{ properties: FacetGroupJson[] }>().properties.map((group) => group.propertyType)).toEqual([
      'stars',
      'tag',
    ]);
  });
});
