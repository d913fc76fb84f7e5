import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '@escapade/shared-contracts/locales';
import type { ShopStoreLocation } from '../api/src/store/shop-store';
import {
  POSTGRES_START_TIMEOUT_MS,
  describeWithPostgres,
  startPostgresTestServer,
  type PostgresTestServer,
} from '../api/src/test/postgres-test-server';
import { REMOTE_NAMES, type RemoteName } from './config';
import {
  databaseRegistryStore,
  fileRegistryStore,
  readRegistry,
  registryStoreFor,
  type DeployedEntry,
  type RegistryStore,
} from './registry-store';
import { testPlatformConfig } from './test-platform-config';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));

const entry = (remote: RemoteName, version: string): DeployedEntry => ({
  federationName: remote.replace(/-/g, '_'),
  version,
  manifestUrl: `http://cdn/${remote}/${version}/mf-manifest.json`,
  contractRange: '^1.0.0',
});

const deploy = (store: RegistryStore, version: string, remote: RemoteName = 'mfe-gift') =>
  store.recordDeployment(remote, entry(remote, version));

/** What every registry store does, the file and the database alike. */
function registryStoreContract(open: () => Promise<RegistryStore>): void {
  let store: RegistryStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  it('reads an empty registry before the first deploy', async () => {
    expect((await store.read()).remotes).toEqual({});
    expect(await store.history('mfe-gift')).toEqual([]);
  });

  it('enables a newly deployed remote in every locale and records the deployment', async () => {
    await deploy(store, '1.0.0-a');
    const registry = await store.read();
    expect(registry.remotes['mfe-gift']).toEqual({ ...entry('mfe-gift', '1.0.0-a'), enabledLocales: [...LOCALES] });
    expect(registry.generatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await store.history('mfe-gift')).map((deployment) => deployment.version)).toEqual(['1.0.0-a']);
  });

  it('switches a remote off for one locale and keeps the toggle across deployments', async () => {
    await deploy(store, '1.0.0-a');
    await store.setRemoteLocales('mfe-gift', ['es_ES'], false);
    await deploy(store, '1.0.0-b');
    const deployed = (await store.read()).remotes['mfe-gift'];
    expect(deployed?.version).toBe('1.0.0-b');
    expect(deployed?.enabledLocales).not.toContain('es_ES');
    expect(deployed?.enabledLocales).toContain('fr_FR');
    await store.setRemoteLocales('mfe-gift', ['es_ES'], true);
    expect((await store.read()).remotes['mfe-gift']?.enabledLocales).toEqual([...LOCALES]);
  });

  it('refuses to toggle a remote that was never deployed', async () => {
    await expect(store.setRemoteLocales('mfe-search', ['fr_FR'], false)).rejects.toThrow(/not deployed/);
  });

  it('rolls back to the deployment before the live one, keeping the toggles, and no further than the first', async () => {
    await deploy(store, '1.0.0-a');
    await deploy(store, '1.0.0-b');
    await store.setRemoteLocales('mfe-gift', ['it_IT'], false);
    expect(await store.rollBack('mfe-gift', (version) => entry('mfe-gift', version))).toBe('1.0.0-a');
    const live = (await store.read()).remotes['mfe-gift'];
    expect(live?.manifestUrl).toBe('http://cdn/mfe-gift/1.0.0-a/mf-manifest.json');
    expect(live?.enabledLocales).not.toContain('it_IT');
    await expect(store.rollBack('mfe-gift', (version) => entry('mfe-gift', version))).rejects.toThrow(
      /no earlier deployment/,
    );
    // A deploy again of a version already deployed keeps its first place in the history.
    await deploy(store, '1.0.0-b');
    expect((await store.history('mfe-gift')).map((deployment) => deployment.version)).toEqual(['1.0.0-a', '1.0.0-b']);
    expect(await store.rollBack('mfe-gift', (version) => entry('mfe-gift', version))).toBe('1.0.0-a');
  });

  it("points a remote at a team's dev server and back, keeping the other remotes", async () => {
    await deploy(store, '1.0.0-a', 'mfe-search');
    await deploy(store, '1.0.0-a');
    await store.pointRemoteAt('mfe-gift', {
      ...entry('mfe-gift', 'dev'),
      manifestUrl: 'http://localhost:3203/mf.json',
    });
    const registry = await store.read();
    expect(registry.remotes['mfe-gift']?.version).toBe('dev');
    expect(registry.remotes['mfe-search']?.version).toBe('1.0.0-a');
    // The dev server is no deployment: a rollback from it has nowhere to go.
    expect((await store.history('mfe-gift')).map((deployment) => deployment.version)).toEqual(['1.0.0-a']);
  });
}

describe('registry store: the file', () => {
  let localDir: string;
  const open = async () => fileRegistryStore(testPlatformConfig(localDir));
  beforeEach(() => {
    localDir = tempDir();
  });

  registryStoreContract(open);

  it('is the store of a config without a DATABASE_URL, and writes the same files as ever', async () => {
    const config = testPlatformConfig(localDir);
    const store = registryStoreFor(config);
    expect(store.location).toBe(config.registryFile);
    await deploy(store, '1.0.0-a');
    expect(readRegistry(config.registryFile).remotes['mfe-gift']?.version).toBe('1.0.0-a');
    const history = JSON.parse(fs.readFileSync(path.join(config.cdnDir, 'mfe-gift', 'deployments.json'), 'utf8'));
    expect(history).toEqual([{ version: '1.0.0-a', deployedAt: expect.any(String) }]);
    // Written aside and renamed: nothing half-written is left beside them.
    expect(fs.readdirSync(localDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('reads a corrupt registry as empty instead of failing', async () => {
    const config = testPlatformConfig(localDir);
    fs.writeFileSync(config.registryFile, '{not json');
    expect(readRegistry(config.registryFile).remotes).toEqual({});
    expect((await (await open()).read()).remotes).toEqual({});
  });
});

/** What the database store does besides: one transaction per change, a row each, under the registry's lock. */
function databaseRegistryContract(location: () => Promise<ShopStoreLocation>): void {
  registryStoreContract(async () => databaseRegistryStore(await location()));

  it('keeps every one of several deploys of different remotes at once', async () => {
    const where = await location();
    // On PostgreSQL, a store each, as deploys on machines of their own. SQLite's writers are
    // processes of their own (one writer at a time, the others wait): in one process they share one
    // store, whose transactions queue on its connection.
    const shared = where.databaseUrl ? null : databaseRegistryStore(where);
    const stores = REMOTE_NAMES.map(() => shared ?? databaseRegistryStore(where));
    try {
      await Promise.all(REMOTE_NAMES.map((remote, index) => deploy(stores[index]!, `1.0.0-${index}`, remote)));
      const registry = await stores[0]!.read();
      expect(REMOTE_NAMES.map((remote) => registry.remotes[remote]?.version)).toEqual(
        REMOTE_NAMES.map((_remote, index) => `1.0.0-${index}`),
      );
      for (const [index, remote] of REMOTE_NAMES.entries())
        expect((await stores[0]!.history(remote)).map((deployment) => deployment.version)).toEqual([`1.0.0-${index}`]);
    } finally {
      await Promise.all([...new Set(stores)].map((store) => store.close()));
    }
  });

  it('keeps every change as a row: the live registry is the latest', async () => {
    const store = databaseRegistryStore(await location());
    try {
      await deploy(store, '1.0.0-a');
      await deploy(store, '1.0.0-b');
      await store.setRemoteLocales('mfe-gift', ['es_ES', 'fr_BE'], false);
      await store.rollBack('mfe-gift', (version) => entry('mfe-gift', version));
      const changes = await store.changes();
      expect(changes.map((change) => change.change)).toEqual([
        'rollback mfe-gift 1.0.0-a',
        'locales mfe-gift off es_ES fr_BE',
        'deploy mfe-gift 1.0.0-b',
        'deploy mfe-gift 1.0.0-a',
      ]);
      expect(changes[3]!.registry.remotes['mfe-gift']?.version).toBe('1.0.0-a');
      expect(changes[1]!.registry.remotes['mfe-gift']?.version).toBe('1.0.0-b');
      expect(changes[0]!.registry).toEqual(await store.read());
      expect(await store.changes(1)).toHaveLength(1);
    } finally {
      await store.close();
    }
  });

  it('keeps the registry for the next store that opens the database', async () => {
    const where = await location();
    const store = databaseRegistryStore(where);
    await deploy(store, '1.0.0-a');
    await store.close();
    const again = databaseRegistryStore(where);
    try {
      expect((await again.read()).remotes['mfe-gift']?.version).toBe('1.0.0-a');
    } finally {
      await again.close();
    }
  });
}

describe('registry store: the shop store on SQLite', () => {
  databaseRegistryContract(async () => ({ dataDir: tempDir() }));

  it('names its file', () => {
    const dataDir = tempDir();
    expect(databaseRegistryStore({ dataDir }).location).toBe(path.join(dataDir, 'shop.sqlite'));
  });

  it('opens at its first use, and again at the next one after a failed opening', async () => {
    // A file stands where the data folder would be.
    const dataDir = path.join(tempDir(), 'data');
    fs.writeFileSync(dataDir, '');
    const store = databaseRegistryStore({ dataDir });
    try {
      await expect(store.read()).rejects.toThrow();
      fs.rmSync(dataDir);
      expect((await store.read()).remotes).toEqual({});
    } finally {
      await store.close();
    }
  });
});

describeWithPostgres('registry store: the shop store on PostgreSQL (DATABASE_URL)', () => {
  let server: PostgresTestServer;
  let databases = 0;
  beforeAll(async () => {
    server = await startPostgresTestServer();
  }, POSTGRES_START_TIMEOUT_MS);
  afterAll(() => server?.stop());
  const location = async (): Promise<ShopStoreLocation> => {
    databases += 1;
    return { dataDir: tempDir(), databaseUrl: await server.createDatabase(`registry_${databases}`) };
  };

  databaseRegistryContract(location);

  it('is the store of a config with a DATABASE_URL, which it never repeats', async () => {
    const { databaseUrl } = await location();
    const store = registryStoreFor(testPlatformConfig(tempDir(), 0, { databaseUrl }));
    try {
      expect(store.location).not.toContain('127.0.0.1');
      await deploy(store, '1.0.0-a');
      expect((await store.read()).remotes['mfe-gift']?.version).toBe('1.0.0-a');
    } finally {
      await store.close();
    }
  });
});
