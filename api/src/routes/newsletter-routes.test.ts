import path from 'node:path';
import Database from 'better-sqlite3';
import { createTestApp, type TestApp } from '../test/test-app';
import { WRITE_RATE_LIMITS } from '../http/write-rate-limits';
import { OTHER_SITE_MESSAGE } from './newsletter-schema';

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

// Each test speaks from its own address, so the per-address limit is tested on purpose only.
let addressCounter = 0;
let address = '';
beforeEach(() => {
  addressCounter += 1;
  address = `198.51.100.${addressCounter}`;
});

function rowsOf(email: string) {
  return shopStore
    .prepare('SELECT email, country, language, source FROM newsletter_subscriptions WHERE email = ? ORDER BY id')
    .all(email);
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/gateway/marketing/newsletter',
    payload: body as Record<string, unknown>,
    remoteAddress: address,
    headers,
  });
}

function getForm(query: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ url: `/api/marketing/newsletter?${query}`, remoteAddress: address, headers });
}

describe('POST /gateway/marketing/newsletter', () => {
  it('stores a new reader and answers 200', async () => {
    const response = await post({ email: 'lea.martin@example.fr', country: 'FR', language: 'fr', source: 'footer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscribed: true });
    expect(rowsOf('lea.martin@example.fr')).toEqual([
      { email: 'lea.martin@example.fr', country: 'FR', language: 'fr', source: 'footer' },
    ]);
  });

  it('answers exactly the same for an address already subscribed, without a second row', async () => {
    const first = await post({ email: 'jan@example.be', country: 'BE', language: 'nl', source: 'modal' });
    const again = await post({ email: 'Jan@Example.BE', country: 'BE', language: 'fr', source: 'footer' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.body).not.toMatch(/modal|nl|created|subscribedAt/);
    expect(rowsOf('jan@example.be')).toEqual([
      { email: 'jan@example.be', country: 'BE', language: 'nl', source: 'modal' },
    ]);
  });

  it('keeps one subscription per country', async () => {
    await post({ email: 'marco@example.it', country: 'IT', language: 'it' });
    await post({ email: 'marco@example.it', country: 'ES', language: 'es' });
    expect(rowsOf('marco@example.it')).toEqual([
      { email: 'marco@example.it', country: 'IT', language: 'it', source: 'website' },
      { email: 'marco@example.it', country: 'ES', language: 'es', source: 'website' },
    ]);
  });

  it.each([
    [{ email: 'not-an-email', country: 'FR', language: 'fr' }, 'body/email must match format "email"'],
    [
      { email: 'a@example.fr', country: 'DE', language: 'fr' },
      'body/country must be equal to one of the allowed values',
    ],
    [{ email: 'a@example.fr', country: 'FR' }, "body must have required property 'language'"],
  ])('refuses %j with 400', async (body, message) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('accepts the shop’s own pages and refuses another site’s with 403', async () => {
    const body = { email: 'origin@example.fr', country: 'FR', language: 'fr' };
    expect((await post(body, { origin: 'http://es.localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(
      200,
    );
    const otherSites: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of otherSites) {
      const refused = await post({ ...body, email: 'victim@example.fr' }, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(OTHER_SITE_MESSAGE);
    }
    expect(rowsOf('victim@example.fr')).toEqual([]);
  });

  it('answers 429 with Retry-After past the per-address limit, while other addresses still subscribe', async () => {
    const { max } = WRITE_RATE_LIMITS.newsletter;
    for (let index = 0; index < max; index++) {
      expect((await post({ email: `flood${index}@example.fr`, country: 'FR', language: 'fr' })).statusCode).toBe(200);
    }
    const refused = await post({ email: 'one-more@example.fr', country: 'FR', language: 'fr' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many requests from this address: try again in \d+ s$/);
    expect(rowsOf('one-more@example.fr')).toEqual([]);
    address = '198.51.100.250';
    expect((await post({ email: 'neighbour@example.fr', country: 'FR', language: 'fr' })).statusCode).toBe(200);
  });
});

describe('GET /api/marketing/newsletter', () => {
  it('subscribes the same way from the query, with the same answer every time', async () => {
    const query = 'email=sofia%40example.es&country=ES&language=es&source=landing';
    const first = await getForm(query);
    const again = await getForm(query);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ subscribed: true });
    expect(again.body).toBe(first.body);
    expect(rowsOf('sofia@example.es')).toEqual([
      { email: 'sofia@example.es', country: 'ES', language: 'es', source: 'landing' },
    ]);
  });

  it('refuses a bad address and missing fields with 400', async () => {
    expect((await getForm('email=sofia&country=ES&language=es')).json().message).toBe(
      'querystring/email must match format "email"',
    );
    expect((await getForm('email=sofia%40example.es')).statusCode).toBe(400);
  });

  it('cannot be used by another site to subscribe someone (an image or a link pointing at it)', async () => {
    const response = await getForm('email=target%40example.es&country=ES&language=es', {
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
    expect(rowsOf('target@example.es')).toEqual([]);
  });
});
