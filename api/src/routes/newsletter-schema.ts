/** The fields of a newsletter subscription, shared by its POST and GET forms. */
import { LANGUAGES } from '@escapade/shared-contracts/locales';
import { NEWSLETTER_COUNTRIES, type NewsletterSubscriptionInput } from '../store/newsletter-subscriptions';

/** Where a subscription came from when the caller does not say. */
export const DEFAULT_NEWSLETTER_SOURCE = 'website';

export const newsletterSubscriptionSchema = {
  type: 'object',
  required: ['email', 'country', 'language'],
  properties: {
    email: { type: 'string', format: 'email', maxLength: 254 },
    /** The point of sale: FR, ES, IT, NL or BE. */
    country: { type: 'string', enum: [...NEWSLETTER_COUNTRIES] },
    language: { type: 'string', enum: [...LANGUAGES] },
    source: { type: 'string', minLength: 1, maxLength: 40, default: DEFAULT_NEWSLETTER_SOURCE },
  },
} as const;

export type NewsletterSubscriptionFields = NewsletterSubscriptionInput;
