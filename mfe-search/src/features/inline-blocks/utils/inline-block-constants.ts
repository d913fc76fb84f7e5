import type { Locale } from '@escapade/shared-contracts/locales';

/** The gift card banner shows only in the gifting flow and only on these sites. */
export const GIFT_CARD_BANNER_LOCALES: readonly Locale[] = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT'];
/** In the gifting flow on these sites the gift card block replaces the single voucher block. */
export const GIFT_CARD_REPLACES_SINGLE_VOUCHER_LOCALES: readonly Locale[] = ['it_IT'];
/** The gift block has 4 cards; only those with a link are shown. */
export const GIFT_BLOCK_CARD_COUNT = 4;
