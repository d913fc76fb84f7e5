/**
 * The shop's own writes (orders, accounts, gift vouchers, contact cases, newsletter sign-ups,
 * analytics, logs…), apart from the generated catalogue: regenerating the catalogue never loses
 * them. One typed query layer (Kysely) over two engines:
 * - SQLite, the embedded default: `<dataDir>/shop.sqlite`, one file, any number of readers, one
 *   writer at a time (transactions begin IMMEDIATE, so two writers queue instead of failing midway);
 * - PostgreSQL when `DATABASE_URL=postgres://…` is set: the store several apis share.
 * The schema is the migrations' (`migrate-shop-store.ts`), applied when the store opens.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type RawBuilder,
  type SqliteDialectConfig,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { migrateShopStore } from './migrate-shop-store';
import type { ShopTables } from './shop-tables';

export type ShopDialect = 'sqlite' | 'postgres';
export type ShopDatabase = Kysely<ShopTables>;
export type ShopTransaction = Transaction<ShopTables>;
/** Where a query runs: the store, or a transaction already open on it. */
export type ShopExecutor = ShopDatabase | ShopTransaction;

export interface ShopStore {
  readonly db: ShopDatabase;
  readonly dialect: ShopDialect;
  /** The SQLite file's own handle (absent on PostgreSQL), for settings of the connection itself. */
  readonly sqliteFile?: Database.Database;
  /**
   * Runs `work` in one transaction. Writers that must not interleave name the same `lockKeys`:
   * PostgreSQL takes a transaction-scoped advisory lock per key (in a fixed order, so two
   * transactions never wait on each other); SQLite already has one writer at a time.
   * Given a transaction already open, `work` joins it.
   */
  transaction<T>(
    work: (trx: ShopTransaction) => Promise<T>,
    options?: { lockKeys?: readonly string[]; within?: ShopExecutor },
  ): Promise<T>;
  close(): Promise<void>;
}

/** What `openShopStore` needs: the data folder (SQLite's file) and, for PostgreSQL, its URL. */
export interface ShopStoreLocation {
  dataDir: string;
  /** `postgres://…` (or `postgresql://…`); empty or absent for the embedded SQLite file. */
  databaseUrl?: string;
}

/**
 * Where the api and its commands find the shop store: ESCAPADE_DATA_DIR (default
 * <repo>/.local/data) and DATABASE_URL.
 */
export function shopStoreLocationOf(env: NodeJS.ProcessEnv): ShopStoreLocation {
  return {
    dataDir: path.resolve(env.ESCAPADE_DATA_DIR || path.resolve(__dirname, '../../../.local/data')),
    databaseUrl: env.DATABASE_URL,
  };
}

/** How long a SQLite writer waits for another process's write to end before it gives up. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;
/** Connections one api keeps open to PostgreSQL: a few requests write at once, most read. */
const POSTGRES_POOL_SIZE = 10;
/** A query that waits longer on PostgreSQL than this fails, instead of holding a request forever. */
const POSTGRES_STATEMENT_TIMEOUT_MS = 10_000;
const POSTGRES_INT8_OID = 20;

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/** Opens the store the location names and brings its schema up to date. */
export async function openShopStore(location: ShopStoreLocation): Promise<ShopStore> {
  if (location.databaseUrl && !isPostgresUrl(location.databaseUrl))
    throw new Error(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (unset, the shop store is <data dir>/shop.sqlite)',
    );
  const store = isPostgresUrl(location.databaseUrl)
    ? openPostgresStore(location.databaseUrl)
    : openSqliteStore(location.dataDir);
  try {
    if (store.sqliteFile) await migrateSqliteFile(store.sqliteFile, () => migrateShopStore(store.db, store.dialect));
    else await migrateShopStore(store.db, store.dialect);
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return store;
}

/**
 * Kysely's migrator takes no lock on SQLite (it counts on one connection per database), but two
 * apis may share one file: the whole migration runs in one IMMEDIATE transaction of the file, so
 * the second api waits for the first and then finds the migrations applied. SQLite's DDL is
 * transactional, so a failed migration leaves nothing half done.
 */
async function migrateSqliteFile(file: Database.Database, migrate: () => Promise<unknown>): Promise<void> {
  file.exec('BEGIN IMMEDIATE');
  try {
    await migrate();
    file.exec('COMMIT');
  } catch (error) {
    if (file.inTransaction) file.exec('ROLLBACK');
    throw error;
  }
}

/** SQLite's driver, with transactions that take the write lock when they begin. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ShopSqliteDialect extends SqliteDialect {
  constructor(private readonly shopConfig: SqliteDialectConfig) {
    super(shopConfig);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.shopConfig);
  }
}

function openSqliteStore(dataDir: string): ShopStore {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = new Database(path.join(dataDir, 'shop.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const db = new Kysely<ShopTables>({ dialect: new ShopSqliteDialect({ database: file }) });
  return {
    db,
    dialect: 'sqlite',
    sqliteFile: file,
    transaction: joining((work) => db.transaction().execute(work)),
    close: () => db.destroy(),
  };
}

function openPostgresStore(databaseUrl: string): ShopStore {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POSTGRES_POOL_SIZE,
    statement_timeout: POSTGRES_STATEMENT_TIMEOUT_MS,
    // COUNT, SUM and epoch-millisecond columns are int8: numbers, as SQLite gives them.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === POSTGRES_INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<ShopTables>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    transaction: joining((work, lockKeys) =>
      db.transaction().execute(async (trx) => {
        for (const key of [...new Set(lockKeys)].sort())
          await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
        return work(trx);
      }),
    ),
    close: () => db.destroy(),
  };
}

type BeginTransaction = <T>(work: (trx: ShopTransaction) => Promise<T>, lockKeys: readonly string[]) => Promise<T>;

/** A store's `transaction`: `work` joins the transaction `within` when one is open there, else begins one. */
function joining(begin: BeginTransaction): ShopStore['transaction'] {
  return (work, options) =>
    options?.within?.isTransaction ? work(options.within as ShopTransaction) : begin(work, options?.lockKeys ?? []);
}

/**
 * Rows in the order they were written, for ties of equal timestamps: SQLite's rowid, PostgreSQL's
 * `seq` identity column (the migrations add it where a table needs it).
 */
export function insertionOrder(dialect: ShopDialect): RawBuilder<number> {
  return dialect === 'sqlite' ? sql<number>`rowid` : sql<number>`seq`;
}
