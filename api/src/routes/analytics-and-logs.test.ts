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

function hit(overrides: Record<string, unknown> = {}) {
  return {
    client: { id: 'GA1.1.123456789.1700000000', language: 'fr-FR' },
    user: { careMode: false, referrals: { aff: 'partner-7' } },
    session: { id: 's-1', startedAt: 1_700_000_000_000, number: 1 },
    page: {
      location: 'http://localhost:3000/recherche',
      path: '/recherche',
      title: 'Recherche | Escapade',
      referrer: '',
      locale: 'fr_FR',
    },
    event: {
      name: 'view_item',
      items: [{ item_id: '20001', item_category: 'weekend', quantity: 1, price: 189 }],
      params: { list_name: 'search' },
      timestamp: 1_700_000_000_100,
    },
    ...overrides,
  };
}

/** Reads the app's shop store the way the e2e tests do: from its file. */
function readStore<T>(read: (db: Database.Database) => T): T {
  const db = new Database(join(testApp.dataDir, 'shop.sqlite'), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

function count(table: string): number {
  return readStore((db) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n);
}

describe('POST /analytics/ga/collect/{pos}', () => {
  it('stores a JSON event and answers 204', async () => {
    const before = count('analytics_events');
    const response = await testApp.app.inject({ method: 'POST', url: '/analytics/ga/collect/FR', payload: hit() });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(count('analytics_events')).toBe(before + 1);
  });

  it('accepts the text/plain body sendBeacon sends', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/analytics/ga/collect/BE',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(hit({ event: { name: 'page_view' } })),
    });
    expect(response.statusCode).toBe(204);
    const row = readStore(
      (db) => db.prepare('SELECT * FROM analytics_events ORDER BY id DESC LIMIT 1').get() as Record<string, string>,
    );
    expect(row).toMatchObject({
      point_of_sale: 'BE',
      event_name: 'page_view',
      client_id: 'GA1.1.123456789.1700000000',
      session_id: 's-1',
      page_path: '/recherche',
      locale: 'fr_FR',
    });
    expect(row.received_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.parse(row.payload!).user.referrals).toEqual({ aff: 'partner-7' });
  });

  it('refuses an unknown point of sale', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/analytics/ga/collect/DE', payload: hit() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('params/pos must be equal to one of the allowed values');
  });

  it('refuses a text/plain body that is not JSON, and an unknown event name', async () => {
    const garbage = await testApp.app.inject({
      method: 'POST',
      url: '/analytics/ga/collect/FR',
      headers: { 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ statusCode: 400, message: 'Body is not valid JSON' });

    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/analytics/ga/collect/FR',
      payload: hit({ event: { name: 'launch_rocket' } }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('body/event/name must be equal to one of the allowed values');

    const nested = await testApp.app.inject({
      method: 'POST',
      url: '/analytics/ga/collect/FR',
      payload: hit({ event: { name: 'search', params: { term: { deep: 1 } } } }),
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe('body/event/params values must be strings, numbers or booleans');
  });

  it('accepts an event without client or session id yet', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/analytics/ga/collect/IT',
      payload: hit({ client: { id: null }, session: { id: null } }),
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('POST /logs', () => {
  const entry = { level: 'ERROR', locale: 'es_ES', location: 'application.client.error', message: '[mfe-search] boom' };

  it.each(['/logs', '/gateway/logs'])('%s stores the log and answers 204', async (url) => {
    const before = count('client_logs');
    const response = await testApp.app.inject({ method: 'POST', url, payload: entry });
    expect(response.statusCode).toBe(204);
    expect(count('client_logs')).toBe(before + 1);
  });

  it('takes a message of 256 characters and refuses 257', async () => {
    const longest = await testApp.app.inject({
      method: 'POST',
      url: '/logs',
      payload: { ...entry, message: 'x'.repeat(256) },
    });
    expect(longest.statusCode).toBe(204);
    const tooLong = await testApp.app.inject({
      method: 'POST',
      url: '/logs',
      payload: { ...entry, message: 'x'.repeat(257) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('body/message must NOT have more than 256 characters');
  });

  it('refuses an unknown level', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/logs', payload: { ...entry, level: 'PANIC' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body/level must be equal to one of the allowed values');
  });
});

describe('POST /error', () => {
  it('stores the 404 report and answers 204', async () => {
    const before = count('not_found_reports');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/error',
      payload: { uri: 'http://localhost:3000/nulle-part', locale: 'fr_FR' },
    });
    expect(response.statusCode).toBe(204);
    expect(count('not_found_reports')).toBe(before + 1);
  });

  it('needs the address and a known locale', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/error', payload: { locale: 'fr_FR' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("body must have required property 'uri'");
  });
});
