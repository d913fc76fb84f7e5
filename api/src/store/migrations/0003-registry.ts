/**
 * The module-federation registry (which version of each remote is live, and in which locales), for
 * a shop whose deploys share the store (`platform/registry-store.ts`):
 * - `registry_changes`: every change of the registry as a row of its own, the whole registry after
 *   it and a short description (`deploy mfe-search 1.0.0-abc`, `rollback …`, `locales …`). The live
 *   registry is the latest row, so a change is one INSERT and the history stays;
 * - `remote_deployments`: each version of each remote deployed, in the order they were, which is
 *   what a rollback goes back through.
 */
import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { ShopDialect } from '../shop-store';

type Table = CreateTableBuilder<string, string>;

export function registryMigration(dialect: ShopDialect): Migration {
  /** A numeric key the store assigns, in insertion order (as 0001's). */
  const autoId = (table: Table): Table =>
    dialect === 'sqlite'
      ? table.addColumn('id', 'integer', (column) => column.primaryKey().notNull().autoIncrement())
      : table.addColumn('id', 'bigint', (column) => column.primaryKey().notNull().generatedByDefaultAsIdentity());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await autoId(db.schema.createTable('registry_changes').ifNotExists())
        .addColumn('changed_at', 'text', (column) => column.notNull())
        .addColumn('registry', 'text', (column) => column.notNull())
        .addColumn('change', 'text', (column) => column.notNull())
        .execute();
      await autoId(db.schema.createTable('remote_deployments').ifNotExists())
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('deployed_at', 'text', (column) => column.notNull())
        .addUniqueConstraint('remote_deployments_remote_version', ['remote', 'version'])
        .execute();
    },
  };
}
