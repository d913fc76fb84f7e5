import path from 'node:path';
import Database from 'better-sqlite3';
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

describe('POST /api/flags/activations', () => {
  const activate = (payload: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/api/flags/activations', payload: payload as object });

  it('puts the French sites in the box migration test, and the others in its control group', async () => {
    for (const [locale, variation] of [
      ['fr_FR', 'test'],
      ['fr_BE', 'test'],
      ['es_ES', 'control'],
      ['nl_BE', 'control'],
    ]) {
      const flags = (await testApp.app.inject({ method: 'GET', url: `/api/flags?locale=${locale}` })).json();
      expect(flags.boxMigration).toBe(variation);
    }
  });

  it('stores that a visitor met a variation', async () => {
    const clientId = `GA1.1.${Date.now()}`;
    const response = await activate({ flag: 'boxMigration', variation: 'test', locale: 'fr_FR', clientId });
    expect(response.statusCode).toBe(204);
    const store = new Database(path.join(testApp.dataDir, 'shop.sqlite'), { readonly: true });
    try {
      expect(
        store.prepare('SELECT flag, variation, locale FROM flag_activations WHERE client_id = ?').all(clientId),
      ).toEqual([{ flag: 'boxMigration', variation: 'test', locale: 'fr_FR' }]);
    } finally {
      store.close();
    }
  });

  it.each([
    [{ flag: 'boxMigration', variation: 'purple', locale: 'fr_FR' }, 'body/variation must be one of control, test'],
    [{ flag: 'otherFlag', variation: 'test', locale: 'fr_FR' }, 'body/flag must be equal to one of the allowed values'],
    [{ flag: 'boxMigration', variation: 'test' }, "body must have required property 'locale'"],
  ])('refuses %j with a 400 that says why', async (payload, message) => {
    const response = await activate(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message });
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
