/**
 * The limits' counts (`src/http/throttle-state.ts`), for apis that share their store: one row per
 * key, its value as JSON, and when it expires.
 */
import type { Kysely, Migration } from 'kysely';

export const throttleEntriesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('throttle_entries')
      .ifNotExists()
      .addColumn('key', 'text', (column) => column.primaryKey().notNull())
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('throttle_entries_by_expiry')
      .ifNotExists()
      .on('throttle_entries')
      .column('expires_at')
      .execute();
  },
};
