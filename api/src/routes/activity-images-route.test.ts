import type { ActivityOfferRecord } from '../catalogue/catalogue-records';
import { readTestCatalogue } from '../test/read-test-catalogue';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
let activity: ActivityOfferRecord;
beforeAll(async () => {
  testApp = await createTestApp();
  activity = readTestCatalogue(testApp.dataDir).activityOffers.find((candidate) => candidate.published)!;
});
afterAll(async () => {
  await testApp.close();
});

interface ImagesJson {
  images: { url: string; alt: string }[];
}

async function imagesOf(id: number, locale: string): Promise<ImagesJson> {
  const response = await testApp.app.inject({ url: `/api/activities/${id}/images.json?locale=${locale}` });
  expect(response.statusCode).toBe(200);
  return response.json<ImagesJson>();
}

describe('GET /api/activities/:id/images.json', () => {
  it('lists the pictures of the activity, then of its activity centre, each with an alt text', async () => {
    const { images } = await imagesOf(activity.id, 'fr_FR');
    expect(images.map((image) => image.url)).toEqual(
      activity.images.map((image) => `/images/${image.kind}/${image.seed}.webp`),
    );
    expect(images[0]!.url).toMatch(/^\/images\/activity\//);
    expect(images[0]!.alt).toMatch(/^.+ chez .+$/);
    expect(images[1]!.alt).toMatch(/^Le centre d'activités .+, .+$/);
  });

  it('writes the alt texts in the language asked', async () => {
    const [es, it, nl] = await Promise.all(['es_ES', 'it_IT', 'nl_BE'].map((locale) => imagesOf(activity.id, locale)));
    expect(es!.images[1]!.alt).toMatch(/^El centro de actividades /);
    expect(it!.images[1]!.alt).toMatch(/^Il centro attività /);
    expect(nl!.images[1]!.alt).toMatch(/^Activiteitencentrum /);
    expect(es!.images[0]!.alt).not.toBe(it!.images[0]!.alt);
  });

  it('answers 404 for an unknown activity', async () => {
    const response = await testApp.app.inject({ url: '/api/activities/20039/images.json?locale=fr_FR' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('No activity with id 20039');
  });

  it('answers 400 for a malformed id or locale', async () => {
    for (const url of [
      '/api/activities/-3/images.json?locale=fr_FR',
      '/api/activities/1.5/images.json?locale=fr_FR',
      `/api/activities/${activity.id}/images.json?locale=xx`,
      `/api/activities/${activity.id}/images.json`,
    ]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(400);
    }
  });
});
