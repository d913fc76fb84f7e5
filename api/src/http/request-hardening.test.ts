import { connect } from 'node:net';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildApp } from '../app';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BODY_LIMIT_BYTES, MAX_JSON_DEPTH } from './request-limits';
import { jsonNestingDepth } from './json-body-parser';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const aHit = {
  client: { id: 'c' },
  user: {},
  session: { id: 's' },
  page: { path: '/', locale: 'fr_FR' },
  event: { name: 'page_view' },
};

describe('request bodies', () => {
  it('measures nesting without being fooled by brackets inside strings', () => {
    expect(jsonNestingDepth('{"a":[1,{"b":"]]]]"}]}')).toBe(3);
    expect(jsonNestingDepth('"[[[[\\"[["')).toBe(0);
    expect(jsonNestingDepth('[]')).toBe(1);
  });

  it.each(['application/json', 'text/plain;charset=UTF-8'])(
    'refuse arrays nested 5,000 deep (%s) with 400, and stay up',
    async (contentType) => {
      const deep = { ...aHit, user: { nested: JSON.parse('['.repeat(30) + ']'.repeat(30)) } };
      const payload = JSON.stringify(deep).replace('[[', '['.repeat(5_000)).replace(']]', ']'.repeat(5_000));
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/analytics/ga/collect/FR',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`Body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`);
      expect((await testApp.app.inject({ url: '/health' })).statusCode).toBe(200);
    },
  );

  it('accept a body nested up to the limit', async () => {
    const payload = JSON.stringify({ ...aHit, user: { referrals: {} } });
    expect(jsonNestingDepth(payload)).toBeLessThanOrEqual(MAX_JSON_DEPTH);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/analytics/ga/collect/FR',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(204);
  });

  it('refuse a body over the limit with 413 and a plain message', async () => {
    const payload = JSON.stringify({ level: 'ERROR', locale: 'fr_FR', location: 'x', message: 'x'.repeat(2_200_000) });
    expect(payload.length).toBeGreaterThan(BODY_LIMIT_BYTES);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/logs',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is too large',
    });
  });

  it('refuse broken JSON and unknown content types without quoting them back', async () => {
    const broken = await testApp.app.inject({
      method: 'POST',
      url: '/logs',
      headers: { 'content-type': 'application/json' },
      payload: '{"level": <secret>',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Body is not valid JSON');
    const xml = await testApp.app.inject({
      method: 'POST',
      url: '/logs',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.body).not.toMatch(/FST_|application\/xml/);
  });
});

describe('addresses', () => {
  it.each([
    '/weekend/%E0%A4%A/detail.json',
    '/weekend/%00/detail.json',
    '/weekend/..%2F..%2Fetc/detail.json',
    `/weekend/${'9'.repeat(500)}/detail.json`,
  ])('answer a malformed path %s with a 4xx JSON error naming no internals', async (url) => {
    const response = await testApp.app.inject({ url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ statusCode: response.statusCode });
    expect(response.body).not.toMatch(/FST_|code/);
  });
});

describe('cross-origin callers', () => {
  it('are answered only on the shop’s own origins', async () => {
    const from = async (origin: string) =>
      (await testApp.app.inject({ url: '/api/flags?locale=fr_FR', headers: { origin } })).headers[
        'access-control-allow-origin'
      ];
    expect(await from('http://es.localhost:3000')).toBe('http://es.localhost:3000');
    expect(await from('http://localhost:3100')).toBe('http://localhost:3100');
    expect(await from('https://evil.example')).toBeUndefined();
    expect(await from('http://localhost:3000.evil.example')).toBeUndefined();
    expect(await from('null')).toBeUndefined();
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/gateway/marketing/newsletter',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('a client that stops sending', () => {
  it('is cut off once the request time is over', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'escapade-api-timeout-'));
    const app = await buildApp({ dataDir, requestTimeoutMs: 500 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const started = performance.now();
      const closedAfter = await new Promise<number>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /logs HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"level":',
          );
        });
        socket.on('data', () => {});
        socket.on('error', reject);
        socket.on('close', () => resolve(performance.now() - started));
      });
      expect(closedAfter).toBeGreaterThanOrEqual(450);
      expect(closedAfter).toBeLessThan(3_000);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
