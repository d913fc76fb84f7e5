import { createTestApp, type TestApp } from '../test/test-app';
import { GENERATOR_VERSION } from '../catalogue/generator-version';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /health', () => {
  it('says the api is up and how big the catalogue is', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'ok', generatorVersion: GENERATOR_VERSION });
    expect(body.counts.hotels).toBeGreaterThanOrEqual(2000);
    expect(body.counts.offers).toBeGreaterThan(body.counts.hotels);
    expect(body.counts.cities).toBeGreaterThanOrEqual(120);
    expect(body.counts.activityOffers).toBeGreaterThanOrEqual(150);
    expect(body.counts.giftBoxes).toBe(20);
    expect(body.counts.reviews).toBeGreaterThan(2000);
  });

  it('reuses the catalogue file on the next start instead of generating it again', async () => {
    const { buildApp } = await import('../app');
    const again = await buildApp({ dataDir: testApp.dataDir });
    const first = (await testApp.app.inject({ method: 'GET', url: '/health' })).json();
    const second = (await again.inject({ method: 'GET', url: '/health' })).json();
    await again.close();
    expect(second.generatedAt).toBe(first.generatedAt);
  });
});

describe('GET /api/flags', () => {
  it('answers the flags of a locale', async () => {
    const french = (await testApp.app.inject({ method: 'GET', url: '/api/flags?locale=fr_FR' })).json();
    const italian = (await testApp.app.inject({ method: 'GET', url: '/api/flags?locale=it_IT' })).json();
    expect(french).toMatchObject({ boxes: true, calendarShortcuts: true, datesVariation: 'none' });
    expect(italian.calendarShortcuts).toBe(false);
    expect(Object.keys(italian).sort()).toEqual(Object.keys(french).sort());
  });

  it('refuses an unknown locale with a 400 that says why', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/flags?locale=de_DE' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'querystring/locale must be equal to one of the allowed values',
    });
  });
});

describe('errors and CORS', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('allows calls from the other local origins', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://fr.localhost:3000' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://fr.localhost:3000');
  });
});
