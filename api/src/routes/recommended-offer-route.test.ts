import { createTestApp, daysFromToday, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface RecommendedJson {
  id: number;
  label: string;
  imageUrl: string;
  hotel: { id: number; label: string; stars: number };
  headwords: string[];
  sellPrice: number;
  refPrice: number;
  nights: number;
  promo: number;
  priceType: string;
  checkin: string | null;
}

interface SearchJson {
  exactMatch: { id: number; sellPrice: number; checkin: string; nights: number }[];
}

describe('GET /api/recommended/{id}.json', () => {
  it('gives a from-price recommendation without dates', async () => {
    const response = await testApp.app.inject({ url: '/api/recommended/20001.json?locale=it_IT' });
    expect(response.statusCode).toBe(200);
    const offer = response.json<RecommendedJson>();
    expect(offer).toMatchObject({ id: 20001, priceType: 'from-price', checkin: null });
    expect(offer.label.length).toBeGreaterThan(0);
    expect(offer.imageUrl).toMatch(/^\/images\//);
    expect(offer.hotel.label.length).toBeGreaterThan(0);
    expect(offer.headwords.length).toBeGreaterThan(0);
    expect(offer.refPrice).toBeGreaterThanOrEqual(offer.sellPrice);
    expect(offer.promo).toBeGreaterThanOrEqual(0);
  });

  it('prices a bookable stay for the dates and travellers like the search does', async () => {
    const checkin = daysFromToday(30);
    const search = await testApp.app.inject({
      url: `/api/offers.json?locale=fr_FR&checkin=${checkin}&night=2&adult=2&limit=1`,
    });
    const found = search.json<SearchJson>().exactMatch[0]!;
    const checkout = daysFromToday(32);
    const response = await testApp.app.inject({
      url: `/api/recommended/${found.id}.json?locale=fr_FR&checkin=${checkin}&checkout=${checkout}&adult=2&child=0&baby=0&night=2`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<RecommendedJson>()).toMatchObject({
      id: found.id,
      priceType: 'final-price',
      nights: 2,
      sellPrice: found.sellPrice,
      checkin,
    });
  });

  it('answers 404 for an unknown offer and 400 for bad criteria', async () => {
    expect((await testApp.app.inject({ url: '/api/recommended/1.json?locale=fr_FR' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: '/api/recommended/20001.json' })).statusCode).toBe(400);
    expect((await testApp.app.inject({ url: '/api/recommended/20001.json?locale=fr_FR&adult=0' })).statusCode).toBe(
      400,
    );
    const reversed = await testApp.app.inject({
      url: `/api/recommended/20001.json?locale=fr_FR&checkin=${daysFromToday(10)}&checkout=${daysFromToday(8)}`,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ message: string }>().message).toContain('checkout');
  });
});
