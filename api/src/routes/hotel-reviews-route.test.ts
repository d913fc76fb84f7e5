import type { HotelRecord, ReviewRecord } from '../catalogue/catalogue-records';
import { REVIEW_CRITERIA, reviewDetails } from '../reviews/review-details';
import { createTestApp, type TestApp } from '../test/test-app';
import { openTestCatalogue, type TestCatalogue } from '../test/test-catalogue';

let testApp: TestApp;
let test: TestCatalogue;
beforeAll(async () => {
  testApp = await createTestApp();
  test = openTestCatalogue(testApp.dataDir);
});
afterAll(async () => {
  test.close();
  await testApp.close();
});

interface ReviewsJson {
  totalCount: number;
  score: number;
  details: { label: string; score: number }[];
  list: { id: number; locale: string }[];
}

async function reviews(url: string): Promise<ReviewsJson> {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.json<ReviewsJson>();
}

/** A hotel with reviews in more than one language. */
function multilingualHotel(): HotelRecord {
  return [...test.catalogue.hotels.values()].find(
    (hotel) => new Set(test.catalogue.reviewsOfHotel(hotel.id).map((review) => review.language)).size >= 2,
  )!;
}

describe('GET /api/hotel/{id}/reviews.json details', () => {
  it('scores the six criteria out of 10 with one decimal, around the guests’ own scores', async () => {
    const hotel = multilingualHotel();
    const body = await reviews(`/api/hotel/${hotel.id}/reviews.json?locale=fr_FR`);
    expect(body.details.map((detail) => detail.label)).toEqual([
      'welcoming',
      'comfort',
      'cleanliness',
      'food',
      'localization',
      'priceQualityRatio',
    ]);
    const list = test.catalogue.reviewsOfHotel(hotel.id);
    const mean = list.reduce((sum, review) => sum + review.average, 0) / list.length;
    for (const detail of body.details) {
      expect(detail.score).toBeGreaterThanOrEqual(0);
      expect(detail.score).toBeLessThanOrEqual(10);
      expect(Math.round(detail.score * 10) / 10).toBe(detail.score);
      expect(Math.abs(detail.score - mean)).toBeLessThanOrEqual(1.7);
    }
    // Not all the same number: each criterion is scored on its own.
    expect(new Set(body.details.map((detail) => detail.score)).size).toBeGreaterThan(1);
  });

  it('gives the same details whatever the language filter, page or sort, and on every call', async () => {
    const hotel = multilingualHotel();
    const language = test.catalogue.reviewsOfHotel(hotel.id)[0]!.language;
    const all = await reviews(`/api/hotel/${hotel.id}/reviews.json?locale=fr_FR`);
    const filtered = await reviews(
      `/api/hotel/${hotel.id}/reviews.json?locale=it_IT&language=${language}&sort=lowest&page=1&withOtherLanguageFallback=true&client=msite`,
    );
    expect(filtered.details).toEqual(all.details);
    expect(filtered.totalCount).toBeLessThan(all.totalCount);
    expect((await reviews(`/api/hotel/${hotel.id}/reviews.json?locale=fr_FR`)).details).toEqual(all.details);
  });

  it('marks food down where there is no restaurant, and has no details for a hotel nobody rated', () => {
    const hotel = multilingualHotel();
    const list = test.catalogue.reviewsOfHotel(hotel.id);
    const food = (facilities: string[]) =>
      reviewDetails({ ...hotel, facilities }, list).find((detail) => detail.label === 'food')!.score;
    expect(food(['restaurant'])).toBeGreaterThan(food([]));
    expect(reviewDetails({ ...hotel, reviewCount: 0 }, [])).toEqual([]);
    const fromRating = reviewDetails({ ...hotel, reviewCount: 12, reviewAverage: 8 }, [] as ReviewRecord[]);
    expect(fromRating.map((detail) => detail.label)).toEqual([...REVIEW_CRITERIA]);
  });

  it('keeps 10 reviews per page', async () => {
    const hotel = multilingualHotel();
    const body = await reviews(`/api/hotel/${hotel.id}/reviews.json?locale=fr_FR&page=0`);
    expect(body.list.length).toBe(Math.min(10, body.totalCount));
  });

  it('answers 400 for a bad fallback flag or client and 404 for an unknown hotel', async () => {
    const id = multilingualHotel().id;
    for (const query of ['withOtherLanguageFallback=maybe', `client=${'x'.repeat(33)}`, 'sort=best']) {
      const response = await testApp.app.inject({ url: `/api/hotel/${id}/reviews.json?locale=fr_FR&${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/querystring\/(withOtherLanguageFallback|client|sort)/);
    }
    expect((await testApp.app.inject({ url: '/api/hotel/999999/reviews.json?locale=fr_FR' })).statusCode).toBe(404);
  });
});
