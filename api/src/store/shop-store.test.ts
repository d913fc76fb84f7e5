import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import {
  POSTGRES_START_TIMEOUT_MS,
  describeWithPostgres,
  startPostgresTestServer,
  type PostgresTestServer,
} from '../test/postgres-test-server';
import { SHOP_MIGRATION_TABLE, migrateShopStore, shopMigrations } from './migrate-shop-store';
import { openShopStore, type ShopStore, type ShopStoreLocation } from './shop-store';

const API_ROOT = path.resolve(__dirname, '../..');
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'shop-store-'));

const appliedMigrations = async (store: ShopStore) =>
  (
    await sql<{ name: string }>`SELECT name FROM ${sql.table(SHOP_MIGRATION_TABLE)} ORDER BY name`.execute(store.db)
  ).rows.map((row) => row.name);

/** Every table with its columns (name and whether it takes null), as the engine describes them. */
async function schemaOf(store: ShopStore) {
  const tables = await store.db.introspection.getTables({ withInternalKyselyTables: false });
  return Object.fromEntries(
    tables
      .map((table) => [
        table.name,
        table.columns
          .filter((column) => column.name !== 'seq')
          .map((column) => `${column.name}${column.isNullable ? '?' : ''}`)
          .sort(),
      ])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

const insertionColumns = async (store: ShopStore) =>
  (await store.db.introspection.getTables())
    .filter((table) => table.columns.some((column) => column.name === 'seq'))
    .map((table) => table.name)
    .sort();

const subscribe = (store: ShopStore, email: string, country = 'FR') =>
  store.db
    .insertInto('newsletter_subscriptions')
    .values({ email, country, language: 'fr', source: 'footer', subscribed_at: new Date(0).toISOString() })
    .execute();

/** The behaviour both engines must share, run once on each. */
function storeContract(locate: () => Promise<ShopStoreLocation>) {
  let location: ShopStoreLocation;
  const opened: ShopStore[] = [];
  const open = async () => {
    const store = await openShopStore(location);
    opened.push(store);
    return store;
  };
  beforeEach(async () => {
    location = await locate();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  it('applies every migration once, and keeps rows across reopenings', async () => {
    const first = await open();
    expect(await appliedMigrations(first)).toEqual(Object.keys(shopMigrations(first.dialect)).sort());
    await subscribe(first, 'kept@example.fr');
    await first.close();
    opened.splice(0);

    const second = await open();
    expect(await appliedMigrations(second)).toEqual(Object.keys(shopMigrations(second.dialect)).sort());
    expect(await second.db.selectFrom('newsletter_subscriptions').select('email').execute()).toEqual([
      { email: 'kept@example.fr' },
    ]);
  });

  it('keeps its unique keys, so a second sign-up of an address is refused', async () => {
    const store = await open();
    await subscribe(store, 'once@example.fr');
    // SQLite's error comes from the native module (another realm than Jest's Error): matched by message.
    await expect(subscribe(store, 'once@example.fr')).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/unique/i),
    );
    await subscribe(store, 'once@example.fr', 'BE');
  });

  it('undoes a whole transaction that fails midway', async () => {
    const store = await open();
    await expect(
      store.transaction(async (trx) => {
        await trx
          .insertInto('newsletter_subscriptions')
          .values({ email: 'half@example.fr', country: 'FR', language: 'fr', source: 'footer', subscribed_at: '' })
          .execute();
        throw new Error('midway');
      }),
    ).rejects.toThrow('midway');
    const emails = (await store.db.selectFrom('newsletter_subscriptions').select('email').execute()).map(
      (row) => row.email,
    );
    expect(emails).not.toContain('half@example.fr');
  });

  it('runs transactions that name the same lock one after the other, and joins an open one', async () => {
    const store = await open();
    const steps: string[] = [];
    const counted = (name: string) =>
      store.transaction(
        async (trx) => {
          steps.push(`${name} reads`);
          const { count } = await trx
            .selectFrom('newsletter_subscriptions')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow();
          await new Promise((resolve) => setImmediate(resolve));
          await store.transaction(
            (joined) =>
              joined
                .insertInto('newsletter_subscriptions')
                .values({
                  email: `n${Number(count)}@example.fr`,
                  country: 'FR',
                  language: 'fr',
                  source: name,
                  subscribed_at: '',
                })
                .execute(),
            { within: trx },
          );
          steps.push(`${name} writes`);
        },
        { lockKeys: ['newsletter:count'] },
      );
    await Promise.all([counted('a'), counted('b')]);
    // Had the two interleaved, both would have read 0 and the second insert would break the unique key.
    expect(steps).toEqual(['a reads', 'a writes', 'b reads', 'b writes']);
    const rows = await store.db
      .selectFrom('newsletter_subscriptions')
      .select(['email', 'source'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { email: 'n0@example.fr', source: 'a' },
      { email: 'n1@example.fr', source: 'b' },
    ]);
  });

  it('gives counts and epoch milliseconds as numbers', async () => {
    const store = await open();
    await store.db
      .insertInto('beneficiary_sessions')
      .values({ token_hash: 'h', code: 'C', expires_at: 1_900_000_000_000 })
      .execute();
    const row = await store.db
      .selectFrom('beneficiary_sessions')
      .select((eb) => ['expires_at', eb.fn.countAll<number>().as('count')])
      .groupBy('expires_at')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ expires_at: 1_900_000_000_000, count: 1 });
  });
}

describe('shop store on SQLite (the embedded default)', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  storeContract(async () => {
    const dataDir = tempDir();
    dirs.push(dataDir);
    return { dataDir };
  });

  it('is one file in the data folder, beside the catalogue', async () => {
    const dataDir = tempDir();
    dirs.push(dataDir);
    const store = await openShopStore({ dataDir });
    await store.close();
    expect(fs.existsSync(path.join(dataDir, 'shop.sqlite'))).toBe(true);
  });

  it('keeps the rows of a store written before it had migrations', async () => {
    const dataDir = tempDir();
    dirs.push(dataDir);
    const Database = (await import('better-sqlite3')).default;
    const older = new Database(path.join(dataDir, 'shop.sqlite'));
    older.exec(`CREATE TABLE newsletter_subscriptions (
       id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL, country TEXT NOT NULL, language TEXT NOT NULL,
       source TEXT NOT NULL, subscribed_at TEXT NOT NULL, UNIQUE (email, country));
     INSERT INTO newsletter_subscriptions (email, country, language, source, subscribed_at)
       VALUES ('early@example.fr', 'FR', 'fr', 'footer', '2026-01-01T00:00:00.000Z');`);
    older.close();
    const store = await openShopStore({ dataDir });
    expect(await store.db.selectFrom('newsletter_subscriptions').select('email').execute()).toEqual([
      { email: 'early@example.fr' },
    ]);
    await store.close();
  });

  it('is migrated once when several apis start together on one file', async () => {
    const dataDir = tempDir();
    dirs.push(dataDir);
    // Separate processes, as apis are: in one process a second connection would wait on the first's lock.
    const opener = `require('./src/store/shop-store').openShopStore({ dataDir: ${JSON.stringify(dataDir)} }).then((s) => s.close())`;
    await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<void>((resolve, reject) =>
            execFile(process.execPath, ['--require', 'tsx/cjs', '-e', opener], { cwd: API_ROOT }, (error) =>
              error ? reject(error) : resolve(),
            ),
          ),
      ),
    );
    const store = await openShopStore({ dataDir });
    expect(await appliedMigrations(store)).toEqual(Object.keys(shopMigrations('postgres')).sort());
    await store.close();
    // Three node processes starting TypeScript: seconds each on a busy machine.
  }, 90_000);

  it('refuses a DATABASE_URL it cannot use, rather than writing somewhere else', async () => {
    await expect(openShopStore({ dataDir: tempDir(), databaseUrl: 'mysql://db.internal/shop' })).rejects.toThrow(
      /DATABASE_URL must be a postgres/,
    );
  });
});

describeWithPostgres('shop store on PostgreSQL (DATABASE_URL)', () => {
  let server: PostgresTestServer;
  let databases = 0;
  beforeAll(async () => {
    server = await startPostgresTestServer();
  }, POSTGRES_START_TIMEOUT_MS);
  afterAll(() => server?.stop());
  storeContract(async () => {
    databases += 1;
    return { dataDir: tempDir(), databaseUrl: await server.createDatabase(`store_${databases}`) };
  });

  it('gets the same schema as SQLite from the same migrations, and applies nothing on a second start', async () => {
    const databaseUrl = await server.createDatabase('same_schema');
    const postgres = await openShopStore({ dataDir: tempDir(), databaseUrl });
    const sqlite = await openShopStore({ dataDir: tempDir() });
    try {
      expect(await schemaOf(postgres)).toEqual(await schemaOf(sqlite));
      // PostgreSQL orders rows by an identity column where SQLite has its rowid.
      expect(await insertionColumns(postgres)).toEqual(['account_sessions', 'orders']);
      const again = await openShopStore({ dataDir: tempDir(), databaseUrl });
      expect(await migrateShopStore(again.db, again.dialect)).toEqual([]);
      await again.close();
    } finally {
      await Promise.all([postgres.close(), sqlite.close()]);
    }
  });

  it('is migrated once when several apis start together', async () => {
    const databaseUrl = await server.createDatabase('started_together');
    const stores = await Promise.all([1, 2, 3].map(() => openShopStore({ dataDir: tempDir(), databaseUrl })));
    try {
      for (const store of stores)
        expect(await appliedMigrations(store)).toEqual(Object.keys(shopMigrations('postgres')).sort());
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});
