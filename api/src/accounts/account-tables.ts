/**
 * The customer accounts' tables in the shop store: the accounts, their sessions (only a hash of each
 * token is kept, so a copy of the database signs nobody in) and their wishlists.
 */
import { ensureTable, type ShopStore } from '../store/shop-store';

/** Stores whose tables exist already: the routes and the session lookup may each come first. */
const ready = new WeakSet<ShopStore>();

export function ensureAccountTables(store: ShopStore): void {
  if (ready.has(store)) return;
  ensureTable(
    store,
    `CREATE TABLE IF NOT EXISTS accounts (
       id TEXT PRIMARY KEY,
       email TEXT NOT NULL UNIQUE,
       password_hash TEXT NOT NULL,
       first_name TEXT NOT NULL,
       last_name TEXT NOT NULL,
       civility TEXT NOT NULL DEFAULT '',
       phone_number TEXT NOT NULL DEFAULT '',
       address_line TEXT NOT NULL DEFAULT '',
       postal_code TEXT NOT NULL DEFAULT '',
       city TEXT NOT NULL DEFAULT '',
       country TEXT NOT NULL DEFAULT '',
       locale TEXT NOT NULL,
       created_at TEXT NOT NULL
     );
     CREATE TABLE IF NOT EXISTS account_sessions (
       token_hash TEXT PRIMARY KEY,
       account_id TEXT NOT NULL REFERENCES accounts (id),
       expires_at INTEGER NOT NULL
     );
     CREATE INDEX IF NOT EXISTS account_sessions_by_account ON account_sessions (account_id, expires_at);
     CREATE INDEX IF NOT EXISTS account_sessions_by_expiry ON account_sessions (expires_at);
     CREATE TABLE IF NOT EXISTS account_wishlists (
       account_id TEXT PRIMARY KEY REFERENCES accounts (id),
       items TEXT NOT NULL
     )`,
  );
  ready.add(store);
}
