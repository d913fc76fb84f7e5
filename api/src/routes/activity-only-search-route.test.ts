import { isSoldOnlyForTwo } from '../activity-only/activity-participants';
import { FRANCE_COUNTRY_ID, PARIS_CITY_ID, createTestApp, daysFromToday, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface ActivityCardJson {
  id: number;
  label: string;
  imageUrl: string;
  uri: string;
  hotel: { id: number; label: string; stars: number; uri: string; location: { label: string } };
  prices: { paxComposition: { adults: number }; sellPrice: number; barPrice: number; promo: number }[];
}

interface ActivitySearchJson {
  mainTitle: string;
  totalCount: number;
  packageCount: number;
  hotels: { hotel: { id: number; label: string }; distance: number | null; packages: ActivityCardJson[] }[];
  searchDetails: {
    totalCount: number;
    destination: string | null;
    participants: number;
    location: unknown;
    locationHierarchy: unknown[];
  };
}

async function searchActivities(payload: Record<string, unknown>): Promise<ActivitySearchJson> {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/search/activity-only.json', payload });
  expect(response.statusCode).toBe(200);
  return response.json<ActivitySearchJson>();
}

describe('POST /api/search/activity-only.json', () => {
  it('lists the activity-only offers of a country, grouped per hotel, with a localised title', async () => {
    const result = await searchActivities({
      criteria: { location: { countryId: FRANCE_COUNTRY_ID }, participants: 2 },
      locale: 'fr_FR',
      numberOfPackagesPerHotel: 20,
      page: 0,
    });
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.mainTitle).toBe('Activités : France');
    expect(result.searchDetails.destination).toBe('France');
    expect(result.searchDetails.participants).toBe(2);
    const card = result.hotels[0]!.packages[0]!;
    expect(card.id).toBeGreaterThanOrEqual(90001);
    expect(card.imageUrl).toMatch(/^\/images\/activity\/\d+\.webp$/);
    expect(card.hotel.label).toBe(result.hotels[0]!.hotel.label);
    expect(card.hotel.location.label.length).toBeGreaterThan(0);
  });

  it('prices each activity for 1 and 2 participants, the total being the per-person price times the count', async () => {
    const result = await searchActivities({ criteria: {}, locale: 'fr_FR', limit: 100 });
    const cards = result.hotels.flatMap((group) => group.packages);
    const forOneOrTwo = cards.filter((card) => !isSoldOnlyForTwo(card));
    expect(forOneOrTwo.length).toBeGreaterThan(cards.length / 2);
    for (const card of forOneOrTwo) {
      const [one, two] = card.prices;
      expect(one!.paxComposition.adults).toBe(1);
      expect(two!.paxComposition.adults).toBe(2);
      expect(two!.sellPrice).toBe(one!.sellPrice * 2);
      expect(two!.barPrice).toBe(one!.barPrice * 2);
      expect(one!.barPrice).toBeGreaterThanOrEqual(one!.sellPrice);
    }
  });

  it('prices a duo formula only for 2 participants and leaves it out of a search for 1', async () => {
    const all = await searchActivities({ criteria: {}, locale: 'fr_FR', limit: 100 });
    const duos = all.hotels.flatMap((group) => group.packages).filter((card) => isSoldOnlyForTwo(card));
    expect(duos.length).toBeGreaterThan(0);
    for (const card of duos) expect(card.prices.map((price) => price.paxComposition.adults)).toEqual([2]);
    const forOne = await searchActivities({ criteria: { participants: 1 }, locale: 'fr_FR', limit: 100 });
    const ids = forOne.hotels.flatMap((group) => group.packages.map((card) => card.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.some((id) => isSoldOnlyForTwo({ id }))).toBe(false);
    expect(forOne.packageCount).toBeLessThanOrEqual(all.packageCount - duos.length);
  });

  it('searches 30 km around a city, nearest hotels first', async () => {
    const result = await searchActivities({
      criteria: { location: { cityId: PARIS_CITY_ID } },
      locale: 'es_ES',
      limit: 100,
    });
    expect(result.mainTitle).toBe('Actividades en París');
    const distances = result.hotels.map((group) => group.distance!);
    expect(distances.every((distance) => distance <= 30)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('keeps at most numberOfPackagesPerHotel activities per hotel and pages by hotel', async () => {
    const all = await searchActivities({ criteria: {}, locale: 'fr_FR', limit: 100, numberOfPackagesPerHotel: 1 });
    expect(all.hotels.every((group) => group.packages.length === 1)).toBe(true);
    const second = await searchActivities({ criteria: {}, locale: 'fr_FR', limit: 5, page: 1 });
    expect(second.hotels.map((group) => group.hotel.id)).toEqual(
      all.hotels.slice(5, 10).map((group) => group.hotel.id),
    );
  });

  it('filters by activity tags and per-person price', async () => {
    const all = await searchActivities({ criteria: {}, locale: 'fr_FR', limit: 100 });
    const tagId = (all.hotels[0]!.packages[0] as unknown as { tagId: number }).tagId;
    const tagged = await searchActivities({ criteria: { tags: [tagId] }, locale: 'fr_FR', limit: 100 });
    expect(tagged.totalCount).toBeGreaterThan(0);
    expect(
      tagged.hotels.every((group) =>
        group.packages.every((card) => (card as unknown as { tagId: number }).tagId === tagId),
      ),
    ).toBe(true);
    const cheap = await searchActivities({ criteria: { price: { max: 5000 } }, locale: 'fr_FR', limit: 100 });
    // The price filter is per participant (a duo formula's only price is for 2).
    const perPerson = (card: ActivityCardJson) => card.prices[0]!.sellPrice / card.prices[0]!.paxComposition.adults;
    expect(cheap.hotels.every((group) => group.packages.every((card) => perPerson(card) <= 5000))).toBe(true);
  });

  it('accepts dates in the bookable year and finds nothing for a past date', async () => {
    const dated = await searchActivities({ criteria: { date: { checkin: daysFromToday(10) } }, locale: 'fr_FR' });
    expect(dated.totalCount).toBeGreaterThan(0);
    const past = await searchActivities({ criteria: { date: { checkin: daysFromToday(-3) } }, locale: 'fr_FR' });
    expect(past.totalCount).toBe(0);
    expect(past.hotels).toEqual([]);
  });

  it('finds nothing for an unknown place, without an error', async () => {
    const result = await searchActivities({ criteria: { location: { cityId: 999999 } }, locale: 'fr_FR' });
    expect(result.totalCount).toBe(0);
  });

  it('answers 400 for participants outside 1 to 2, a missing locale or a bad date', async () => {
    const three = await testApp.app.inject({
      method: 'POST',
      url: '/api/search/activity-only.json',
      payload: { criteria: { participants: 3 }, locale: 'fr_FR' },
    });
    expect(three.statusCode).toBe(400);
    expect(three.json<{ message: string }>().message).toContain('participants');
    const noLocale = await testApp.app.inject({
      method: 'POST',
      url: '/api/search/activity-only.json',
      payload: { criteria: {} },
    });
    expect(noLocale.statusCode).toBe(400);
    const badDate = await testApp.app.inject({
      method: 'POST',
      url: '/api/search/activity-only.json',
      payload: { criteria: { date: { checkin: '2024-02-31' } }, locale: 'fr_FR' },
    });
    expect(badDate.statusCode).toBe(400);
  });
});
