/**
 * The shop's own writes (newsletter sign-ups, analytics events, logs, orders, contact cases…) in
 * `<dataDir>/shop.sqlite`, apart from the generated catalogue: regenerating the catalogue never
 * loses them. Each feature declares its tables with `ensureTable` when its routes register.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type ShopStore = Database.Database;

export function openShopStore(dataDir: string): ShopStore {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'shop.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 2000');
  return db;
}

/** Creates a feature's table (and indexes) if missing: `CREATE TABLE IF NOT EXISTS …` statements. */
export function ensureTable(store: ShopStore, ddl: string): void {
  store.exec(ddl);
}
