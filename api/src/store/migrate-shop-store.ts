/**
 * Brings the shop store's schema up to date, each migration once, in name order. Several apis may
 * start together against one PostgreSQL: Kysely's migrator takes a lock (an advisory lock on
 * PostgreSQL, a lock row on SQLite) so one of them migrates while the others wait, then find
 * nothing left to do. A store whose schema is newer than this code (a migration it does not know)
 * is refused: an older api must not write a newer schema's tables.
 */
import { Migrator, type Kysely, type Migration } from 'kysely';
import { shopTablesMigration } from './migrations/0001-shop-tables';
import { throttleEntriesMigration } from './migrations/0002-throttle-entries';
import { registryMigration } from './migrations/0003-registry';
import { remoteLoadIndexMigration } from './migrations/0004-remote-load-index';
import type { ShopDialect } from './shop-store';

export const SHOP_MIGRATION_TABLE = 'shop_migrations';
export const SHOP_MIGRATION_LOCK_TABLE = 'shop_migration_lock';

/** Every migration, by name; names sort in the order they apply. Never rename or edit one that shipped. */
export function shopMigrations(dialect: ShopDialect): Record<string, Migration> {
  return {
    '0001-shop-tables': shopTablesMigration(dialect),
    '0002-throttle-entries': throttleEntriesMigration,
    '0003-registry': registryMigration(dialect),
    '0004-remote-load-index': remoteLoadIndexMigration,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator reads and writes tables of its own
export async function migrateShopStore(db: Kysely<any>, dialect: ShopDialect): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => shopMigrations(dialect) },
    migrationTableName: SHOP_MIGRATION_TABLE,
    migrationLockTableName: SHOP_MIGRATION_LOCK_TABLE,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(
      `The shop store could not be migrated${failed ? ` (${failed})` : ''}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
