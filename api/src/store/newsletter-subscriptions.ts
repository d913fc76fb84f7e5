/**
 * Newsletter subscriptions in the shop store. One row per e-mail address and country: subscribing
 * again is not an error and never writes a second row.
 */
import type { ShopStore } from './shop-store';

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

/** Addresses are compared without case or surrounding spaces: Ana@Mail.com and ana@mail.com are one reader. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Stores the subscription unless the address already reads this country's newsletter. `created` says which. */
export async function subscribeToNewsletter(
  store: ShopStore,
  input: NewsletterSubscriptionInput,
  now: Date = new Date(),
): Promise<{ created: boolean; subscription: NewsletterSubscription }> {
  const email = normalizeEmail(input.email);
  const inserted = await store.db
    .insertInto('newsletter_subscriptions')
    .values({
      email,
      country: input.country,
      language: input.language,
      source: input.source,
      subscribed_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['email', 'country']).doNothing())
    .executeTakeFirst();
  const row = await store.db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'country', 'language', 'source', 'subscribed_at as subscribedAt'])
    .where('email', '=', email)
    .where('country', '=', input.country)
    .executeTakeFirstOrThrow();
  return {
    created: Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1,
    subscription: row as NewsletterSubscription,
  };
}
