import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { SERVER_BUNDLE_TOKEN_HEADER, createCdn } from './cdn';
import { rawExchange } from './raw-http-exchange';
import { testPlatformConfig } from './test-platform-config';

const BIG_SOURCE = `console.log(${JSON.stringify('y'.repeat(5000))})`;
const SERVER_SOURCE = 'exports.renderRoute = async () => ({ html: "server secret" });';

describe('cdn', () => {
  let cdn: FastifyInstance;
  let cdnPort: number;

  beforeAll(async () => {
    const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdn-'));
    const version = path.join(localDir, 'cdn', 'mfe-gift', '1.0.0-abc');
    fs.mkdirSync(version, { recursive: true });
    fs.writeFileSync(path.join(version, 'remoteEntry.js'), 'var mfe_gift;');
    fs.writeFileSync(path.join(version, 'app.1234abcd.js'), 'console.log(1)');
    fs.writeFileSync(path.join(version, 'big.1234abcd.js'), BIG_SOURCE);
    fs.writeFileSync(path.join(version, 'big.1234abcd.js.br'), brotliCompressSync(BIG_SOURCE));
    // A version deployed before source maps were kept apart still has them beside the code.
    fs.writeFileSync(path.join(version, 'app.1234abcd.js.map'), '{"version":3,"sources":["secret.ts"]}');
    // Every build writes its server bundle beside the browser's files; a deploy copies the folder whole.
    fs.mkdirSync(path.join(version, 'server'));
    fs.writeFileSync(path.join(version, 'server', 'server.js'), SERVER_SOURCE);
    fs.writeFileSync(path.join(version, 'server', 'server.js.br'), brotliCompressSync(SERVER_SOURCE));
    const config = testPlatformConfig(localDir);
    cdn = await createCdn(config);
    // An answer that fails, for the error handler's 500.
    cdn.get('/failing', async () => {
      throw new Error('disk gone');
    });
    await cdn.listen({ port: 0, host: '127.0.0.1' });
    cdnPort = (cdn.server.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    await cdn.close();
  });

  it('serves versioned files to any origin, cached for a year, and entries revalidated', async () => {
    const chunk = await cdn.inject({ url: '/mfe-gift/1.0.0-abc/app.1234abcd.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await cdn.inject({ url: '/mfe-gift/1.0.0-abc/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
  });

  it.each(['app.1234abcd.js.map', 'app.1234abcd.js.MAP', 'app.1234abcd.js%2Emap', 'app.1234abcd.js%252Emap'])(
    'never serves the source map %s',
    async (file) => {
      const response = await cdn.inject({ url: `/mfe-gift/1.0.0-abc/${file}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret.ts');
    },
  );

  it.each(['/mfe-gift/%E0%A4%A', '/mfe-gift/1.0.0-abc/missing.js'])(
    'answers %s with a short 404 and no internal code',
    async (url) => {
      const response = await cdn.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No such file' });
    },
  );

  it('serves the brotli copy the build wrote, and says the answer varies with the encoding', async () => {
    const response = await cdn.inject({
      url: '/mfe-gift/1.0.0-abc/big.1234abcd.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SOURCE);
  });

  it('sends HSTS outside this machine only', async () => {
    const url = '/mfe-gift/1.0.0-abc/remoteEntry.js';
    expect(
      (await cdn.inject({ url, headers: { host: 'cdn.escapade.example' } })).headers['strict-transport-security'],
    ).toBe('max-age=31536000; includeSubDomains');
    expect(
      (await cdn.inject({ url, headers: { host: 'localhost:3100' } })).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  // Sent as written, through a socket: the router would otherwise see a cleaned-up path.
  it.each([
    'server/server.js',
    'SERVER/server.js',
    'Server/server.js',
    '%73erver/server.js',
    '%2573erver/server.js',
    'server%2Fserver.js',
    'server%5Cserver.js',
    'server//server.js',
    '/server/server.js',
    'server/server.js?v=2',
  ])('never serves the server bundle as /mfe-gift/1.0.0-abc/%s without the token', async (file) => {
    const answer = await rawExchange(
      cdnPort,
      `GET /mfe-gift/1.0.0-abc/${file} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer).not.toContain('renderRoute');
    expect(answer).toMatch(/^access-control-allow-origin: \*\r$/im);
  });

  it('gives the server bundle to the edge, which shows the token, and to nobody with a wrong one', async () => {
    const url = '/mfe-gift/1.0.0-abc/server/server.js';
    const forEdge = await cdn.inject({ url, headers: { [SERVER_BUNDLE_TOKEN_HEADER]: 'test-server-bundle-token' } });
    expect(forEdge.statusCode).toBe(200);
    expect(forEdge.body).toBe(SERVER_SOURCE);
    for (const token of ['test-server-bundle-tokem', 'test', '']) {
      const guessed = await cdn.inject({ url, headers: { [SERVER_BUNDLE_TOKEN_HEADER]: token } });
      expect(guessed.statusCode).toBe(404);
      expect(guessed.body).not.toContain('renderRoute');
    }
  });

  it.each<[string, 'GET' | 'DELETE', string, number]>([
    ['a missing file', 'GET', '/mfe-gift/1.0.0-abc/missing.js', 404],
    ['a folder', 'GET', '/mfe-gift/1.0.0-abc/', 403],
    ['a path the router cannot decode', 'GET', '/mfe-gift/%E0%A4%A', 404],
    ['a source map', 'GET', '/mfe-gift/1.0.0-abc/app.1234abcd.js.map', 404],
    ['a server bundle', 'GET', '/mfe-gift/1.0.0-abc/server/server.js', 404],
    ['a method no file answers', 'DELETE', '/mfe-gift/1.0.0-abc/app.1234abcd.js', 404],
    ['a failure', 'GET', '/failing', 500],
  ])('lets any origin read its answer to %s (%s %s: %s)', async (_case, method, url, statusCode) => {
    const response = await cdn.inject({ method, url });
    expect(response.statusCode).toBe(statusCode);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['another host', 'Host: localhost\r\nHost: evil.example'],
    ['the same host', 'Host: localhost\r\nhost: localhost'],
  ])('refuses two Host headers naming %s with 400, readable by any origin', async (_case, hosts) => {
    const answers = await Promise.all(
      ['/mfe-gift/1.0.0-abc/remoteEntry.js', '/health'].map((url) =>
        rawExchange(cdnPort, `GET ${url} HTTP/1.1\r\n${hosts}\r\nConnection: close\r\n\r\n`),
      ),
    );
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).not.toContain('var mfe_gift');
      expect(answer).toMatch(/^access-control-allow-origin: \*\r$/im);
    }
  });

  it('closes a connection idle for 20 s, between requests (keep-alive) as within one', () => {
    expect(cdn.server.keepAliveTimeout).toBe(20_000);
    expect(cdn.server.timeout).toBe(20_000);
  });
});
