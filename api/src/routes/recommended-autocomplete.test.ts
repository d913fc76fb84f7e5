import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface RecommendedJson {
  type: 'hotel' | 'offer';
  id: number;
  label: string;
  context: string;
  imageUrl: string;
  value: string;
  hotelId: number;
  stars: number;
}

async function recommend(query: string): Promise<RecommendedJson[]> {
  const response = await testApp.app.inject({ url: `/recommendedAutocomplete.json?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().suggestions;
}

describe('GET /recommendedAutocomplete.json', () => {
  it('mixes hotels and stays of the city typed, hotels first, each at most once', async () => {
    const suggestions = await recommend('locale=fr_FR&q=paris');
    expect(suggestions.length).toBe(6);
    expect(suggestions.map((suggestion) => suggestion.type)).toEqual([
      'hotel',
      'offer',
      'hotel',
      'offer',
      'hotel',
      'offer',
    ]);
    for (const suggestion of suggestions) {
      expect(suggestion.context).toBe('Paris');
      expect(suggestion.imageUrl).toMatch(/^\/images\/\w+\/\d+\.webp\?w=160&h=120$/);
    }
    const hotels = suggestions.filter((suggestion) => suggestion.type === 'hotel');
    for (const hotel of hotels) expect(hotel.value).toBe(`hotelId=${hotel.id}`);
    expect(new Set(hotels.map((hotel) => hotel.id)).size).toBe(hotels.length);
    const offers = suggestions.filter((suggestion) => suggestion.type === 'offer');
    expect(new Set(offers.map((offer) => offer.hotelId)).size).toBe(offers.length);
    for (const offer of offers) expect(offer.value).toBe(String(offer.id));
  });

  it('puts a hotel named by the query first', async () => {
    const [anyHotel] = await recommend('locale=fr_FR&q=marseille&maxResults=1');
    const suggestions = await recommend(`locale=fr_FR&q=${encodeURIComponent(anyHotel!.label)}`);
    expect(suggestions[0]).toMatchObject({ type: 'hotel', id: anyHotel!.id, label: anyHotel!.label });
  });

  it('honours maxResults and answers nothing for an empty or unknown query', async () => {
    expect(await recommend('locale=es_ES&q=paris&maxResults=3')).toHaveLength(3);
    expect(await recommend('locale=fr_FR&q=')).toEqual([]);
    expect(await recommend('locale=fr_FR&q=zzzqqq')).toEqual([]);
  });

  it('keeps to the stays of a gift box when the catalogue source is a box', async () => {
    const db = new Database(join(testApp.dataDir, 'catalogue.sqlite'), { readonly: true });
    const row = db.prepare('SELECT code, data FROM gift_boxes ORDER BY code LIMIT 1').get() as {
      code: string;
      data: string;
    };
    db.close();
    const offerIds: number[] = JSON.parse(row.data).offerIds;
    const detail = await testApp.app.inject({ url: `/weekend/${offerIds[0]}/detail.json?locale=fr_FR` });
    const city: string = detail.json().hotel.location.label;

    const suggestions = await recommend(
      `locale=fr_FR&q=${encodeURIComponent(city)}&maxResults=30&catalogSourceType=box&catalogSourceCode=${row.code}`,
    );
    const offers = suggestions.filter((suggestion) => suggestion.type === 'offer');
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offerIds).toContain(offer.id);

    expect(
      await recommend(`locale=fr_FR&q=${encodeURIComponent(city)}&catalogSourceType=box&catalogSourceCode=NO-SUCH-BOX`),
    ).toEqual([]);
    // The site source is the whole catalogue.
    expect(await recommend('locale=fr_FR&q=paris&catalogSourceType=site&catalogSourceCode=FR')).toHaveLength(6);
  });

  it('answers 400 with a message on bad input', async () => {
    const missing = await testApp.app.inject({ url: '/recommendedAutocomplete.json?q=paris' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/locale/);
    const badSource = await testApp.app.inject({
      url: '/recommendedAutocomplete.json?locale=fr_FR&q=paris&catalogSourceType=shop',
    });
    expect(badSource.statusCode).toBe(400);
    expect(badSource.json().message).toMatch(/catalogSourceType/);
    const tooMany = await testApp.app.inject({
      url: '/recommendedAutocomplete.json?locale=fr_FR&q=paris&maxResults=31',
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
