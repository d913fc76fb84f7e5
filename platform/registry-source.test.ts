/**
 * The registry read from the shop store's database, as the edges read it (a short-lived copy) and
 * as the cdn serves it at /registry.json, on SQLite and on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Registry } from '@escapade/shared-contracts/registry';
import {
  POSTGRES_START_TIMEOUT_MS,
  describeWithPostgres,
  startPostgresTestServer,
  type PostgresTestServer,
} from '../api/src/test/postgres-test-server';
import { createCdn } from './cdn';
import { createEdge } from './edge';
import { databaseRegistryStore, type DeployedEntry, type RegistryStore } from './registry-store';
import { createRegistrySource, type RegistrySourceOptions } from './registry-source';
import { testPlatformConfig } from './test-platform-config';

/** Long enough for a write between two reads on a busy machine. */
const TTL_MS = 1_000;
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'registry-source-'));

const entry = (version: string): DeployedEntry => ({
  federationName: 'mfe_gift',
  version,
  manifestUrl: `http://cdn/mfe-gift/${version}/mf-manifest.json`,
  contractRange: '^1.0.0',
});

const QUIET = { info: () => undefined, warn: () => undefined, error: () => undefined };

const liveVersion = (registry: Registry) => registry.remotes['mfe-gift']?.version;

/** Reads until the source gives `version`, failing past the deadline. */
async function untilLive(current: () => Promise<Registry>, version: string, deadlineMs = 5_000): Promise<number> {
  const started = Date.now();
  while (liveVersion(await current()) !== version) {
    if (Date.now() - started > deadlineMs) throw new Error(`${version} was not read within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/** `writer` writes the database the source reads; `sourceOptions` say where the source reads it. */
function databaseReaders(
  writer: () => Promise<RegistryStore>,
  sourceOptions: (store: RegistryStore) => Promise<RegistrySourceOptions>,
) {
  let store: RegistryStore;
  beforeEach(async () => {
    store = await writer();
  });
  afterEach(() => store.close());

  it('reads the database registry, and a change once its copy is older than the TTL', async () => {
    const errors: unknown[] = [];
    const source = createRegistrySource({
      ...(await sourceOptions(store)),
      ttlMs: TTL_MS,
      onReadError: (error) => errors.push(error),
    });
    try {
      expect((await source.current()).remotes).toEqual({});
      await store.recordDeployment('mfe-gift', entry('1.0.0-a'));
      await untilLive(() => source.current(), '1.0.0-a');
      const readAt = Date.now();
      await store.recordDeployment('mfe-gift', entry('1.0.0-b'));
      // Within the TTL, the copy read before.
      const beforeTtl = liveVersion(await source.current());
      if (Date.now() - readAt < TTL_MS) expect(beforeTtl).toBe('1.0.0-a');
      await new Promise((resolve) => setTimeout(resolve, TTL_MS - (Date.now() - readAt)));
      // Past it, the first answer may still be the old copy (while it is read again), then the new one.
      expect(await untilLive(() => source.current(), '1.0.0-b')).toBeLessThan(TTL_MS);
      expect(errors).toEqual([]);
    } finally {
      await source.close();
    }
  });

  it('reads it for every answer with a TTL of 0', async () => {
    const source = createRegistrySource({ ...(await sourceOptions(store)), ttlMs: 0 });
    try {
      await store.recordDeployment('mfe-gift', entry('1.0.0-a'));
      expect(liveVersion(await source.current())).toBe('1.0.0-a');
      await store.setRemoteLocales('mfe-gift', ['es_ES'], false);
      expect((await source.current()).remotes['mfe-gift']?.enabledLocales).not.toContain('es_ES');
    } finally {
      await source.close();
    }
  });

  it('prefers an address given besides the database', async () => {
    const source = createRegistrySource({
      ...(await sourceOptions(store)),
      url: 'http://127.0.0.1:1/registry.json',
      ttlMs: 0,
      onReadError: () => undefined,
    });
    try {
      await store.recordDeployment('mfe-gift', entry('1.0.0-a'));
      // The address answers nothing: the registry is empty, not the database's.
      expect((await source.current()).remotes).toEqual({});
    } finally {
      await source.close();
    }
  });
}

describe('registry source: the shop store on SQLite', () => {
  // Tests: the edge's source reads a store given; a shop reads SQLite through the file or the cdn.
  databaseReaders(
    async () => databaseRegistryStore({ dataDir: tempDir() }),
    async (store) => ({ store }),
  );

  it("is what the cdn serves at /registry.json, uncached, when it is given the database's store", async () => {
    const store = databaseRegistryStore({ dataDir: tempDir() });
    const cdn = await createCdn(testPlatformConfig(tempDir()), { registry: store });
    try {
      await store.recordDeployment('mfe-gift', entry('1.0.0-a'));
      const response = await cdn.inject({ url: '/registry.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual(await store.read());
    } finally {
      await cdn.close();
      await store.close();
    }
  });
});

describeWithPostgres('registry source: the shop store on PostgreSQL (DATABASE_URL)', () => {
  let server: PostgresTestServer;
  let databases = 0;
  let databaseUrl: string;
  beforeAll(async () => {
    server = await startPostgresTestServer();
  }, POSTGRES_START_TIMEOUT_MS);
  afterAll(() => server?.stop());
  beforeEach(async () => {
    databases += 1;
    databaseUrl = await server.createDatabase(`registry_source_${databases}`);
  });

  databaseReaders(
    async () => databaseRegistryStore({ dataDir: tempDir(), databaseUrl }),
    async () => ({ databaseUrl }),
  );

  it('serves the database registry at the cdn of a config with a DATABASE_URL', async () => {
    const store = databaseRegistryStore({ dataDir: tempDir(), databaseUrl });
    const cdn = await createCdn(testPlatformConfig(tempDir(), 0, { databaseUrl }));
    try {
      await store.recordDeployment('mfe-gift', entry('1.0.0-a'));
      const response = await cdn.inject({ url: '/registry.json' });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(liveVersion(response.json())).toBe('1.0.0-a');
    } finally {
      await cdn.close();
      await store.close();
    }
  });

  it('is what an edge with a DATABASE_URL reads and serves at /registry.json', async () => {
    const localDir = tempDir();
    const shellDist = path.join(localDir, 'shell-dist');
    fs.mkdirSync(shellDist);
    fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const store = databaseRegistryStore({ dataDir: tempDir(), databaseUrl });
    const edge = await createEdge(
      { ...testPlatformConfig(localDir), databaseUrl },
      { shellDist, registryTtlMs: 0, renderThreads: 0, serverRendering: false, log: QUIET },
    );
    try {
      await store.recordDeployment('mfe-gift', entry('1.0.0-a'));
      const response = await edge.inject({ url: '/registry.json' });
      expect(response.statusCode).toBe(200);
      expect(liveVersion(response.json())).toBe('1.0.0-a');
    } finally {
      await edge.close();
      await store.close();
    }
  });

  it('reads an empty registry, and says why, from a database it cannot reach', async () => {
    const errors: unknown[] = [];
    const source = createRegistrySource({ databaseUrl, ttlMs: TTL_MS, onReadError: (error) => errors.push(error) });
    const unreachable = createRegistrySource({
      databaseUrl: databaseUrl.replace(/\/[^/]+$/, '/no_such_database'),
      ttlMs: TTL_MS,
      onReadError: (error) => errors.push(error),
    });
    const store = databaseRegistryStore({ dataDir: tempDir(), databaseUrl });
    try {
      await store.recordDeployment('mfe-gift', entry('1.0.0-a'));
      expect(liveVersion(await source.current())).toBe('1.0.0-a');
      // Never read: no remote (the pages are rendered by the browser), and the failure is told.
      expect((await unreachable.current()).remotes).toEqual({});
      expect(errors).toHaveLength(1);
    } finally {
      await Promise.all([source.close(), unreachable.close(), store.close()]);
    }
  });
});
