/**
 * Customer accounts in the shop store. An account is found by its email (kept lower case, unique)
 * and otherwise only by its id, which the api takes from the session, never from a request.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { ShopStore } from '../store/shop-store';
import { hashPassword, passwordMatches } from '../security/password-hash';
import { ensureAccountTables } from './account-tables';
import type { Civility } from './account-fields';

export interface AccountSummary {
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Fields a customer has not filled yet are empty strings. */
export interface AccountProfile {
  email: string;
  civility: Civility | '';
  firstName: string;
  lastName: string;
  phoneNumber: string;
  addressLine: string;
  postalCode: string;
  city: string;
  country: string;
}

export type AccountProfileChanges = Omit<AccountProfile, 'email'>;

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale: Locale;
}

/** Emails are compared without case or surrounding spaces. */
export function normalizeAccountEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account's id, or null when the email already has an account. */
export async function createAccount(store: ShopStore, account: NewAccount, now = new Date()): Promise<string | null> {
  ensureAccountTables(store);
  const passwordHash = await hashPassword(account.password);
  const id = randomUUID();
  // The unique email decides, also between two sign-ups of one address arriving together.
  const inserted = store
    .prepare(
      `INSERT INTO accounts (id, email, password_hash, first_name, last_name, locale, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
    )
    .run(
      id,
      normalizeAccountEmail(account.email),
      passwordHash,
      account.firstName,
      account.lastName,
      account.locale,
      now.toISOString(),
    );
  return inserted.changes === 1 ? id : null;
}

/** Hashed once, so an unknown email costs as much as a known one and the time taken tells nothing. */
let decoyHash: Promise<string> | undefined;

/** The account's id when the email and password match, else null. */
export async function checkAccountCredentials(
  store: ShopStore,
  email: string,
  password: string,
): Promise<string | null> {
  ensureAccountTables(store);
  const row = store
    .prepare('SELECT id, password_hash AS passwordHash FROM accounts WHERE email = ?')
    .get(normalizeAccountEmail(email)) as { id: string; passwordHash: string } | undefined;
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await passwordMatches(password, row?.passwordHash ?? (await decoyHash));
  return row && matches ? row.id : null;
}

export function accountSummary(store: ShopStore, accountId: string): AccountSummary | undefined {
  ensureAccountTables(store);
  return store
    .prepare('SELECT id AS accountId, email, first_name AS firstName, last_name AS lastName FROM accounts WHERE id = ?')
    .get(accountId) as AccountSummary | undefined;
}

export function accountProfile(store: ShopStore, accountId: string): AccountProfile | undefined {
  ensureAccountTables(store);
  return store
    .prepare(
      `SELECT email, civility, first_name AS firstName, last_name AS lastName, phone_number AS phoneNumber,
              address_line AS addressLine, postal_code AS postalCode, city, country
       FROM accounts WHERE id = ?`,
    )
    .get(accountId) as AccountProfile | undefined;
}

/** Replaces the profile's fields; the profile as now kept, or undefined when the account is gone. */
export function saveAccountProfile(
  store: ShopStore,
  accountId: string,
  changes: AccountProfileChanges,
): AccountProfile | undefined {
  ensureAccountTables(store);
  store
    .prepare(
      `UPDATE accounts SET civility = ?, first_name = ?, last_name = ?, phone_number = ?, address_line = ?,
              postal_code = ?, city = ?, country = ?
       WHERE id = ?`,
    )
    .run(
      changes.civility,
      changes.firstName,
      changes.lastName,
      changes.phoneNumber,
      changes.addressLine,
      changes.postalCode,
      changes.city,
      changes.country,
      accountId,
    );
  return accountProfile(store, accountId);
}
