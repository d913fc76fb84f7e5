import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createCdn } from './cdn';
import { testPlatformConfig } from './test-platform-config';

const BIG_SOURCE = `console.log(${JSON.stringify('y'.repeat(5000))})`;

describe('cdn', () => {
  let cdn: FastifyInstance;

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
    const config = testPlatformConfig(localDir);
    cdn = await createCdn(config);
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
});
