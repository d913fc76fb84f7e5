/**
 * Where the module-federation registry lives (which version of each remote is live, and in which
 * locales) and each remote's deployments, which a rollback goes back through. Two stores:
 * - the file, by default: `<local>/registry.json`, written whole and atomically (the edge never
 *   reads half of it), and each remote's deployments in `<cdn>/<remote>/deployments.json`;
 * - the shop store's database when DATABASE_URL is set (`registryStoreFor`), which every machine
 *   deploying or serving the shop shares: each change is one row of `registry_changes` (the whole
 *   registry after it; the latest row is the live one, the older ones its history) and each
 *   deployment one of `remote_deployments`. A deploy records the deployment and points the
 *   registry in one transaction, under the `registry` lock: two deploys at once both stay.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@escapade/shared-contracts/locales';
import { parseRegistry, type Registry, type RegistryEntry } from '@escapade/shared-contracts/registry';
import {
  isPostgresUrl,
  openShopStore,
  type ShopExecutor,
  type ShopStore,
  type ShopStoreLocation,
  type ShopTransaction,
} from '../api/src/store/shop-store';
import type { PlatformConfig, RemoteName } from './config';

export interface Deployment {
  version: string;
  /** ISO instant. */
  deployedAt: string;
}

/** What a deploy points a remote at: its registry entry, less the locale toggles, which stay. */
export type DeployedEntry = Omit<RegistryEntry, 'enabledLocales'>;

export interface RegistryStore {
  /** Where the registry is, for messages (never a database's credentials). */
  readonly location: string;
  /** The live registry; empty before the first deploy. */
  read(): Promise<Registry>;
  /** Points a remote at a version (a deployed one, or a team's dev server), keeping its locale toggles. */
  pointRemoteAt(remote: RemoteName, entry: DeployedEntry): Promise<Registry>;
  /** Switches a deployed remote on or off in these locales. */
  setRemoteLocales(remote: RemoteName, locales: readonly Locale[], enabled: boolean): Promise<Registry>;
  /** The remote's deployments, oldest first. */
  history(remote: RemoteName): Promise<Deployment[]>;
  /**
   * Records the entry's version as deployed (once: a version deployed again keeps its first place)
   * and points the remote at it, together.
   */
  recordDeployment(remote: RemoteName, entry: DeployedEntry): Promise<Registry>;
  /**
   * Points the remote at the deployment before its live one (`entryFor` gives that version's
   * entry) and returns its version; throws when there is none.
   */
  rollBack(remote: RemoteName, entryFor: (version: string) => DeployedEntry): Promise<string>;
  /** Lets go of the database, if any; the store is not used afterwards. */
  close(): Promise<void>;
}

/** One change of a database registry, newest first in `changes()`. */
export interface RegistryChange {
  changedAt: string;
  /** e.g. `deploy mfe-search 1.0.0-abc`, `rollback mfe-search 1.0.0-9f1`, `locales mfe-gift off es_ES`. */
  change: string;
  registry: Registry;
}

export interface DatabaseRegistryStore extends RegistryStore {
  /** The latest changes, newest first. */
  changes(limit?: number): Promise<RegistryChange[]>;
}

const emptyRegistry = (): Registry => ({ generatedAt: new Date().toISOString(), remotes: {} });

/** The registry with the remote pointed at the entry: its locale toggles kept, every locale for a new remote. */
function withEntry(registry: Registry, remote: RemoteName, entry: DeployedEntry): Registry {
  const enabledLocales: Locale[] = registry.remotes[remote]?.enabledLocales ?? [...LOCALES];
  return { ...registry, remotes: { ...registry.remotes, [remote]: { ...entry, enabledLocales } } };
}

function withLocales(registry: Registry, remote: RemoteName, locales: readonly Locale[], enabled: boolean): Registry {
  const entry = registry.remotes[remote];
  if (!entry) throw new Error(`${remote} is not deployed: run npm run deploy -w ${remote} first`);
  const current = new Set(entry.enabledLocales);
  for (const locale of locales) {
    if (enabled) current.add(locale);
    else current.delete(locale);
  }
  const enabledLocales = LOCALES.filter((locale) => current.has(locale));
  return { ...registry, remotes: { ...registry.remotes, [remote]: { ...entry, enabledLocales } } };
}

const localesChange = (remote: RemoteName, locales: readonly Locale[], enabled: boolean) =>
  `locales ${remote} ${enabled ? 'on' : 'off'} ${locales.join(' ')}`;

/** The deployment before the live version, or an error saying there is none. */
function previousVersion(history: readonly Deployment[], live: string | undefined, remote: RemoteName): string {
  const liveIndex = history.findIndex((deployment) => deployment.version === live);
  const previous = liveIndex > 0 ? history[liveIndex - 1] : undefined;
  if (!previous) throw new Error(`${remote} has no earlier deployment to roll back to`);
  return previous.version;
}

// --- The file ---

/** The registry file, or an empty registry where there is none yet or it cannot be read. */
export function readRegistry(file: string): Registry {
  if (!fs.existsSync(file)) return emptyRegistry();
  try {
    return parseRegistry(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return emptyRegistry();
  }
}

/** Written aside, then renamed: a reader sees the old file or the new one, never half of one. */
function writeJsonAtomically(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** Atomic write: the edge never serves a half-written registry. */
export function writeRegistry(file: string, registry: Registry): Registry {
  const written = { ...registry, generatedAt: new Date().toISOString() };
  writeJsonAtomically(file, written);
  return written;
}

/** The registry file and the deployments files beside each remote's versions on the cdn. */
export function fileRegistryStore(paths: Pick<PlatformConfig, 'registryFile' | 'cdnDir'>): RegistryStore {
  const file = paths.registryFile;
  const historyFile = (remote: RemoteName) => path.join(paths.cdnDir, remote, 'deployments.json');
  const history = (remote: RemoteName): Deployment[] => {
    const deployments = historyFile(remote);
    return fs.existsSync(deployments) ? (JSON.parse(fs.readFileSync(deployments, 'utf8')) as Deployment[]) : [];
  };
  const update = (change: (registry: Registry) => Registry) => writeRegistry(file, change(readRegistry(file)));
  return {
    location: file,
    read: async () => readRegistry(file),
    pointRemoteAt: async (remote, entry) => update((registry) => withEntry(registry, remote, entry)),
    setRemoteLocales: async (remote, locales, enabled) =>
      update((registry) => withLocales(registry, remote, locales, enabled)),
    history: async (remote) => history(remote),
    async recordDeployment(remote, entry) {
      const deployments = history(remote);
      if (!deployments.some((deployment) => deployment.version === entry.version)) {
        deployments.push({ version: entry.version, deployedAt: new Date().toISOString() });
        writeJsonAtomically(historyFile(remote), deployments);
      }
      return update((registry) => withEntry(registry, remote, entry));
    },
    async rollBack(remote, entryFor) {
      const version = previousVersion(history(remote), readRegistry(file).remotes[remote]?.version, remote);
      update((registry) => withEntry(registry, remote, entryFor(version)));
      return version;
    },
    close: async () => undefined,
  };
}

// --- The database ---

/** The advisory lock every registry change takes on PostgreSQL (SQLite has one writer at a time). */
export const REGISTRY_LOCK_KEY = 'registry';

/**
 * The registry in the shop store at `location` (PostgreSQL with a databaseUrl, else the data
 * folder's SQLite file), opened at its first use (its schema migrated then), closed by `close()`.
 */
export function databaseRegistryStore(location: ShopStoreLocation): DatabaseRegistryStore {
  let opening: Promise<ShopStore> | null = null;
  const shop = (): Promise<ShopStore> =>
    (opening ??= openShopStore(location).catch((error: unknown) => {
      // Not opened (the database is down): the next use tries again.
      opening = null;
      throw error;
    }));

  const latest = async (executor: ShopExecutor): Promise<Registry> => {
    const row = await executor
      .selectFrom('registry_changes')
      .select('registry')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? parseRegistry(JSON.parse(row.registry)) : emptyRegistry();
  };
  /** One change: the whole registry after it, as a new row, in the transaction `trx`. */
  const append = async (trx: ShopTransaction, change: string, registry: Registry): Promise<Registry> => {
    const changedAt = new Date().toISOString();
    const written = { ...registry, generatedAt: changedAt };
    await trx
      .insertInto('registry_changes')
      .values({ changed_at: changedAt, registry: JSON.stringify(written), change })
      .execute();
    return written;
  };
  /** Runs `work` in one transaction that no other registry change interleaves with. */
  const changing = async <T>(work: (trx: ShopTransaction) => Promise<T>): Promise<T> =>
    (await shop()).transaction(work, { lockKeys: [REGISTRY_LOCK_KEY] });
  const history = async (executor: ShopExecutor, remote: RemoteName): Promise<Deployment[]> =>
    (
      await executor
        .selectFrom('remote_deployments')
        .select(['version', 'deployed_at'])
        .where('remote', '=', remote)
        .orderBy('id')
        .execute()
    ).map((row) => ({ version: row.version, deployedAt: row.deployed_at }));

  return {
    location: isPostgresUrl(location.databaseUrl)
      ? 'the shop store in PostgreSQL (DATABASE_URL)'
      : path.join(location.dataDir, 'shop.sqlite'),
    read: async () => latest((await shop()).db),
    pointRemoteAt: (remote, entry) =>
      changing(async (trx) =>
        append(trx, `point ${remote} ${entry.version}`, withEntry(await latest(trx), remote, entry)),
      ),
    setRemoteLocales: (remote, locales, enabled) =>
      changing(async (trx) =>
        append(trx, localesChange(remote, locales, enabled), withLocales(await latest(trx), remote, locales, enabled)),
      ),
    history: async (remote) => history((await shop()).db, remote),
    recordDeployment: (remote, entry) =>
      changing(async (trx) => {
        await trx
          .insertInto('remote_deployments')
          .values({ remote, version: entry.version, deployed_at: new Date().toISOString() })
          .onConflict((conflict) => conflict.columns(['remote', 'version']).doNothing())
          .execute();
        return append(trx, `deploy ${remote} ${entry.version}`, withEntry(await latest(trx), remote, entry));
      }),
    rollBack: (remote, entryFor) =>
      changing(async (trx) => {
        const registry = await latest(trx);
        const version = previousVersion(await history(trx, remote), registry.remotes[remote]?.version, remote);
        await append(trx, `rollback ${remote} ${version}`, withEntry(registry, remote, entryFor(version)));
        return version;
      }),
    async changes(limit = 20) {
      const rows = await (
        await shop()
      ).db
        .selectFrom('registry_changes')
        .select(['changed_at', 'change', 'registry'])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        changedAt: row.changed_at,
        change: row.change,
        registry: parseRegistry(JSON.parse(row.registry)),
      }));
    },
    async close() {
      const opened = opening;
      opening = null;
      await (await opened?.catch(() => null))?.close();
    },
  };
}

/**
 * The registry the platform config names: the shop store's database when DATABASE_URL is set
 * (`databaseUrl`), else the file. Close it when done.
 */
export function registryStoreFor(
  config: Pick<PlatformConfig, 'registryFile' | 'cdnDir' | 'dataDir' | 'databaseUrl'>,
): RegistryStore {
  return config.databaseUrl
    ? databaseRegistryStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
    : fileRegistryStore(config);
}

/** Runs `work` with the given store, or with the config's (opened for it and closed afterwards). */
export async function withRegistryStore<T>(
  config: Pick<PlatformConfig, 'registryFile' | 'cdnDir' | 'dataDir' | 'databaseUrl'>,
  work: (store: RegistryStore) => Promise<T>,
  given?: RegistryStore,
): Promise<T> {
  if (given) return work(given);
  const store = registryStoreFor(config);
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}
