import path from 'node:path';
import Database from 'better-sqlite3';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
let shopStore: Database.Database;
beforeAll(async () => {
  testApp = await createTestApp();
  shopStore = new Database(path.join(testApp.dataDir, 'shop.sqlite'), { readonly: true });
});
afterAll(async () => {
  shopStore.close();
  await testApp.close();
});

function rowsOf(email: string) {
  return shopStore.prepare('SELECT email, country, language, source FROM newsletter_subscriptions WHERE email = ? ORDER BY id').all(email);
}

function post(body: unknown) {
  return testApp.app.inject({ method: 'POST', url: '/gateway/marketing/newsletter', payload: body as Record<string, unknown> });
}

describe('POST /gateway/marketing/newsletter', () => {
  it('stores a new reader and answers 201', async () => {
    const response = await post({ email: 'lea.martin@example.fr', country: 'FR', language: 'fr', source: 'footer' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'lea.martin@example.fr', country: 'FR', language: 'fr', source: 'footer', created: true });
    expect(rowsOf('lea.martin@example.fr')).toEqual([{ email: 'lea.martin@example.fr', country: 'FR', language: 'fr', source: 'footer' }]);
  });

  it('answers 200 without a second row when the address already reads that country’s newsletter', async () => {
    await post({ email: 'jan@example.be', country: 'BE', language: 'nl', source: 'modal' });
    const again = await post({ email: 'Jan@Example.BE', country: 'BE', language: 'fr', source: 'footer' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ email: 'jan@example.be', language: 'nl', source: 'modal', created: false });
    expect(rowsOf('jan@example.be')).toHaveLength(1);
  });

  it('keeps one subscription per country', async () => {
    await post({ email: 'marco@example.it', country: 'IT', language: 'it' });
    const other = await post({ email: 'marco@example.it', country: 'ES', language: 'es' });
    expect(other.statusCode).toBe(201);
    expect(rowsOf('marco@example.it')).toEqual([
      { email: 'marco@example.it', country: 'IT', language: 'it', source: 'website' },
      { email: 'marco@example.it', country: 'ES', language: 'es', source: 'website' },
    ]);
  });

  it.each([
    [{ email: 'not-an-email', country: 'FR', language: 'fr' }, 'body/email must match format "email"'],
    [{ email: 'a@example.fr', country: 'DE', language: 'fr' }, 'body/country must be equal to one of the allowed values'],
    [{ email: 'a@example.fr', country: 'FR' }, "body must have required property 'language'"],
  ])('refuses %j with 400', async (body, message) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('GET /api/marketing/newsletter', () => {
  it('subscribes the same way from the query', async () => {
    const url = '/api/marketing/newsletter?email=sofia%40example.es&country=ES&language=es&source=landing';
    const first = await testApp.app.inject({ url });
    expect(first.statusCode).toBe(201);
    const again = await testApp.app.inject({ url });
    expect(again.statusCode).toBe(200);
    expect(rowsOf('sofia@example.es')).toEqual([{ email: 'sofia@example.es', country: 'ES', language: 'es', source: 'landing' }]);
  });

  it('refuses a bad address with 400', async () => {
    const response = await testApp.app.inject({ url: '/api/marketing/newsletter?email=sofia&country=ES&language=es' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('querystring/email must match format "email"');
  });
});
