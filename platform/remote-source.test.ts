import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { createCdn } from './cdn';
import { createRemoteSource } from './remote-source';
import { testPlatformConfig } from './test-platform-config';

const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-source-'));
const config = testPlatformConfig(localDir);
let cdn: FastifyInstance;
let cdnOrigin: string;
const served: string[] = [];

/** Writes a version of a remote into the cdn's folder and gives its manifest's address. */
function deploy(remote: string, version: string, files: Record<string, string>): string {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(config.cdnDir, remote, version, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return `${cdnOrigin}/${remote}/${version}/mf-manifest.json`;
}

/** node's collector, reachable from a test: old versions must really leave memory. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

beforeAll(async () => {
  cdn = await createCdn(config);
  cdn.addHook('onRequest', async (request) => {
    served.push(request.url);
  });
  await cdn.listen({ port: 0, host: '127.0.0.1' });
  cdnOrigin = `http://127.0.0.1:${(cdn.server.address() as net.AddressInfo).port}`;
});

afterAll(() => cdn.close());

beforeEach(() => {
  served.length = 0;
});

describe("a remote's files, read from the cdn over HTTP", () => {
  it('reads a manifest, a stylesheet and a server bundle once, then keeps them', async () => {
    const manifestUrl = deploy('mfe-gift', '1.0.0-a', {
      'mf-manifest.json': JSON.stringify({ exposes: [{ path: './app' }] }),
      'app.1234abcd.css': '.card{content:"</style>"}',
      'server/server.js': 'exports.renderRoute = () => "rendered";',
    });
    const remotes = createRemoteSource({ cdnOrigin, serverBundleToken: config.serverBundleToken });
    const cssUrl = `${cdnOrigin}/mfe-gift/1.0.0-a/app.1234abcd.css`;
    for (let time = 0; time < 3; time += 1) {
      expect(await remotes.manifest(manifestUrl)).toEqual({ exposes: [{ path: './app' }] });
      // Inside a <style> element, the text cannot end it.
      expect(await remotes.stylesheet(cssUrl)).toBe('.card{content:"<\\/style>"}');
      const bundle = await remotes.serverBundle<{ renderRoute(): string }>(manifestUrl);
      expect(bundle?.renderRoute()).toBe('rendered');
    }
    expect(served).toEqual([
      '/mfe-gift/1.0.0-a/mf-manifest.json',
      '/mfe-gift/1.0.0-a/app.1234abcd.css',
      '/mfe-gift/1.0.0-a/server/server.js',
    ]);
  });

  it('asks a burst for a file once', async () => {
    const manifestUrl = deploy('mfe-gift', '1.0.0-burst', { 'mf-manifest.json': '{}' });
    const remotes = createRemoteSource({ cdnOrigin, serverBundleToken: config.serverBundleToken });
    await Promise.all(Array.from({ length: 10 }, () => remotes.manifest(manifestUrl)));
    expect(served).toEqual(['/mfe-gift/1.0.0-burst/mf-manifest.json']);
  });

  it('gets no server bundle without the right token', async () => {
    const manifestUrl = deploy('mfe-gift', '1.0.0-token', { 'server/server.js': 'exports.x = 1;' });
    const remotes = createRemoteSource({ cdnOrigin, serverBundleToken: 'guessed' });
    expect(await remotes.serverBundle(manifestUrl)).toBeNull();
  });

  it('asks again for a file that was missing once a few moments have passed, not before', async () => {
    let clock = 1_000;
    const remotes = createRemoteSource({
      cdnOrigin,
      serverBundleToken: config.serverBundleToken,
      missingRetryMs: 5_000,
      now: () => clock,
    });
    const manifestUrl = `${cdnOrigin}/mfe-gift/1.0.0-later/mf-manifest.json`;
    expect(await remotes.manifest(manifestUrl)).toBeNull();
    expect(await remotes.manifest(manifestUrl)).toBeNull();
    expect(served).toHaveLength(1);
    deploy('mfe-gift', '1.0.0-later', { 'mf-manifest.json': '{"exposes":[]}' });
    clock = 5_000;
    expect(await remotes.manifest(manifestUrl)).toBeNull();
    clock = 6_001;
    expect(await remotes.manifest(manifestUrl)).toEqual({ exposes: [] });
  });

  it('reads nothing from another origin (a team dev server) and throws what a broken bundle throws', async () => {
    const remotes = createRemoteSource({ cdnOrigin, serverBundleToken: config.serverBundleToken });
    expect(await remotes.manifest('http://127.0.0.1:1/mf-manifest.json')).toBeNull();
    expect(await remotes.serverBundle('http://127.0.0.1:1/mf-manifest.json')).toBeNull();
    const broken = deploy('mfe-gift', '1.0.0-broken', { 'server/server.js': 'throw new Error("broken bundle");' });
    await expect(remotes.serverBundle(broken)).rejects.toThrow('broken bundle');
    expect(served).toEqual(['/mfe-gift/1.0.0-broken/server/server.js']);
  });

  it('says so when the cdn cannot be reached, rather than answer that the version has no bundle', async () => {
    const unreachable = createRemoteSource({ cdnOrigin: 'http://127.0.0.1:1', serverBundleToken: 'token' });
    await expect(unreachable.serverBundle('http://127.0.0.1:1/mfe-gift/1.0.0/mf-manifest.json')).rejects.toThrow();
    expect(await unreachable.manifest('http://127.0.0.1:1/mfe-gift/1.0.0/mf-manifest.json')).toBeNull();
  });

  it('keeps a bounded number of server bundles: after 30 deploys the old versions have left memory', async () => {
    const remotes = createRemoteSource({ cdnOrigin, serverBundleToken: config.serverBundleToken, bundlesKept: 4 });
    const firstVersions: WeakRef<object>[] = [];
    // Each version holds 2 MB, as a real bundle holds its libraries.
    const source = 'const held = new Uint8Array(2 * 1024 * 1024).fill(1); exports.size = () => held.length;';
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    for (let version = 1; version <= 30; version += 1) {
      const manifestUrl = deploy('mfe-content', `1.0.0-v${version}`, { 'server/server.js': source });
      const bundle = await remotes.serverBundle<{ size(): number }>(manifestUrl);
      expect(bundle?.size()).toBe(2 * 1024 * 1024);
      if (version <= 3) firstVersions.push(new WeakRef(bundle!));
    }
    expect(remotes.bundlesHeld()).toBe(4);
    // Twice: the first pass finds the old versions unreachable, the second frees what they held.
    collectGarbage();
    collectGarbage();
    expect(firstVersions.map((version) => version.deref())).toEqual([undefined, undefined, undefined]);
    const grown = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - heapBefore;
    // Four versions of 2 MB are held; thirty would be 60 MB.
    expect(grown).toBeLessThan(20 * 1024 * 1024);
    // Thirty deploys read over HTTP and two full collections: slow on a loaded machine, not stuck.
  }, 60_000);
});
