/**
 * Customer accounts in the shop store. An account is found by its email (kept lower case, unique)
 * and otherwise only by its id, which the api takes from the session, never from a request.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { ShopExecutor, ShopStore } from '../store/shop-store';
import { hashPassword, passwordMatches } from '../security/password-hash';
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
  const passwordHash = await hashPassword(account.password);
  const id = randomUUID();
  // The unique email decides, also between two sign-ups of one address arriving together.
  const inserted = await store.db
    .insertInto('accounts')
    .values({
      id,
      email: normalizeAccountEmail(account.email),
      password_hash: passwordHash,
      first_name: account.firstName,
      last_name: account.lastName,
      locale: account.locale,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1 ? id : null;
}

/** Hashed once, so an unknown email costs as much as a known one and the time taken tells nothing. */
let decoyHash: Promise<string> | undefined;

/** The account's id when the email and password match, else null. */
export async function checkAccountCredentials(
  store: ShopStore,
  email: string,
  password: string,
): Promise<string | null> {
  const row = await store.db
    .selectFrom('accounts')
    .select(['id', 'password_hash as passwordHash'])
    .where('email', '=', normalizeAccountEmail(email))
    .executeTakeFirst();
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await passwordMatches(password, row?.passwordHash ?? (await decoyHash));
  return row && matches ? row.id : null;
}

export async function accountSummary(store: ShopStore, accountId: string): Promise<AccountSummary | undefined> {
  return store.db
    .selectFrom('accounts')
    .select(['id as accountId', 'email', 'first_name as firstName', 'last_name as lastName'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

export async function accountProfile(
  store: ShopStore,
  accountId: string,
  executor: ShopExecutor = store.db,
): Promise<AccountProfile | undefined> {
  const row = await executor
    .selectFrom('accounts')
    .select([
      'email',
      'civility',
      'first_name as firstName',
      'last_name as lastName',
      'phone_number as phoneNumber',
      'address_line as addressLine',
      'postal_code as postalCode',
      'city',
      'country',
    ])
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row as AccountProfile | undefined;
}

/** Replaces the profile's fields; the profile as now kept, or undefined when the account is gone. */
export async function saveAccountProfile(
  store: ShopStore,
  accountId: string,
  changes: AccountProfileChanges,
): Promise<AccountProfile | undefined> {
  return store.transaction(
    async (trx) => {
      await trx
        .updateTable('accounts')
        .set({
          civility: changes.civility,
          first_name: changes.firstName,
          last_name: changes.lastName,
          phone_number: changes.phoneNumber,
          address_line: changes.addressLine,
          postal_code: changes.postalCode,
          city: changes.city,
          country: changes.country,
        })
        .where('id', '=', accountId)
        .execute();
      return accountProfile(store, accountId, trx);
    },
    { lockKeys: [`account:${accountId}`] },
  );
}
