/**
 * Newsletter subscriptions in the shop store. One row per e-mail address and country: subscribing
 * again is not an error and never writes a second row.
 */
import { ensureTable, type ShopStore } from './shop-store';

export const NEWSLETTER_COUNTRIES = ['FR', 'ES', 'IT', 'NL', 'BE'] as const;
export type NewsletterCountry = (typeof NEWSLETTER_COUNTRIES)[number];

export interface NewsletterSubscriptionInput {
  email: string;
  country: NewsletterCountry;
  language: string;
  /** Where the visitor subscribed: footer, modal… */
  source: string;
}

export interface NewsletterSubscription extends NewsletterSubscriptionInput {
  subscribedAt: string;
}

export function ensureNewsletterTable(store: ShopStore): void {
  ensureTable(
    store,
    `CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       email TEXT NOT NULL,
       country TEXT NOT NULL,
       language TEXT NOT NULL,
       source TEXT NOT NULL,
       subscribed_at TEXT NOT NULL,
       UNIQUE (email, country)
     )`,
  );
}

/** Addresses are compared without case or surrounding spaces: Ana@Mail.com and ana@mail.com are one reader. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Stores the subscription unless the address already reads this country's newsletter. `created` says which. */
export function subscribeToNewsletter(
  store: ShopStore,
  input: NewsletterSubscriptionInput,
  now: Date = new Date(),
): { created: boolean; subscription: NewsletterSubscription } {
  const email = normalizeEmail(input.email);
  const inserted = store
    .prepare(
      `INSERT OR IGNORE INTO newsletter_subscriptions (email, country, language, source, subscribed_at)
       VALUES (?, ?, ?, ?, ?)`,
    )
    .run(email, input.country, input.language, input.source, now.toISOString());
  const row = store
    .prepare(
      `SELECT email, country, language, source, subscribed_at AS subscribedAt
       FROM newsletter_subscriptions WHERE email = ? AND country = ?`,
    )
    .get(email, input.country) as NewsletterSubscription;
  return { created: inserted.changes === 1, subscription: row };
}
