import type { TFunction } from 'i18next';
import type { PageMeta } from '@escapade/shared-contracts/event-bus';
import { CONTACT_THANK_YOU_REF } from '@escapade/shared-contracts/contact-case';

/** The contact page's head tags, the same on the server and in the browser. */
export function contactPageMeta(t: TFunction): PageMeta {
  return { title: t('contact.meta.title'), description: t('contact.meta.description'), robots: 'index, follow' };
}

/** True on the page customer care sends a visitor back to once it has their message. */
export function isThankYouVisit(search: string): boolean {
  return new URLSearchParams(search).get('ref') === CONTACT_THANK_YOU_REF;
}
