/** The gift products of the header's gift drawer, and the sites where the drawer is offered. */
import type { Locale } from '@escapade/shared-contracts/locales';
import type { RouteTarget } from '@escapade/shared-contracts/routes';

/** The gift icon and gift drawer are enabled for es_ES, nl_BE, fr_BE, it_IT, nl_NL and fr_FR. */
export const GIFT_DRAWER_LOCALES: readonly Locale[] = ['es_ES', 'nl_BE', 'fr_BE', 'it_IT', 'nl_NL', 'fr_FR'];

/** The gift icon shows on enabled locales, never in customer-care mode (operators do not sell gifts from the header). */
export function isGiftDrawerEnabled(locale: Locale, careMode: boolean): boolean {
  return !careMode && GIFT_DRAWER_LOCALES.includes(locale);
}

export type GiftProductKey = 'stays' | 'boxes' | 'giftCard' | 'activity';

export interface GiftProduct {
  key: GiftProductKey;
  target: RouteTarget;
  /** Seed of the product's picture (GET /images/gift/{seed}.svg). */
  imageSeed: string;
}

const GIFTING = { flow: 'gifting' } as const;

/** The four gift cards: gift stays, gift boxes, gift card, activity gift. */
export const GIFT_PRODUCTS: readonly GiftProduct[] = [
  { key: 'stays', target: { kind: 'search', query: GIFTING }, imageSeed: 'drawer-stays' },
  { key: 'boxes', target: { kind: 'giftBoxes', query: GIFTING }, imageSeed: 'drawer-boxes' },
  { key: 'giftCard', target: { kind: 'giftCardCustomization', query: GIFTING }, imageSeed: 'drawer-card' },
  { key: 'activity', target: { kind: 'activitySearch', query: GIFTING }, imageSeed: 'drawer-activity' },
];
