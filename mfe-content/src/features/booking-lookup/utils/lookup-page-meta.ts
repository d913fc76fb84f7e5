import type { TFunction } from 'i18next';
import type { PageMeta } from '@escapade/shared-contracts/event-bus';

/** The lookup page's head tags: it shows a customer's own booking, so search engines keep out. */
export function lookupPageMeta(t: TFunction): PageMeta {
  return {
    title: t('bookingLookup.meta.title'),
    description: t('bookingLookup.meta.description'),
    robots: 'noindex, nofollow',
  };
}
