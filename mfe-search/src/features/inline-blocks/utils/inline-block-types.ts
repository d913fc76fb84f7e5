import type { Locale } from '@escapade/shared-contracts/locales';
import type { Flow } from '@escapade/shared-contracts/routes';
import { GIFT_CARD_BANNER_LOCALES, GIFT_CARD_REPLACES_SINGLE_VOUCHER_LOCALES } from './inline-block-constants';

/** What an inline block of the results grid can be. */
export type InlineBlockType =
  'boxBlock' | 'giftCardBanner' | 'giftStayBanner' | 'giftBlock' | 'targetedBanner' | 'singleVoucherBlock';

export interface InlineBlockContext {
  flow: Flow;
  locale: Locale;
  careMode: boolean;
  /** The boxes block experiment toggle: off hides the box block. */
  boxesBlock: boolean;
  /** A targeted banner matches this search. */
  hasTargetedBanner: boolean;
}

/** The gift card banner only in the gifting flow and only on some sites. */
export function showsGiftCardBanner(flow: Flow, locale: Locale): boolean {
  return flow === 'gifting' && GIFT_CARD_BANNER_LOCALES.includes(locale);
}

/**
 * The two inline blocks of the results grid, in slot order (after result 3, after result 9). Three
 * rules are fixed (care mode: none; gifting it_IT: the gift card block replaces the single voucher
 * block; the gift card banner only in gifting on five sites); the slots are ours:
 * - booking and hotel flows: a targeted banner for this search (else the gift stay banner, which
 *   suggests offering the stay), then the box block (the gift block when the boxes block is off);
 * - gifting flow: the gift card banner where gift cards are sold (else the gift block), then the
 *   single voucher block — on it_IT the gift card block takes that place, and the first slot shows
 *   the gift block so the gift card is not offered twice;
 * - activity flow: none (activities have their own list); care mode: none.
 */
export function inlineBlockTypes(context: InlineBlockContext): InlineBlockType[] {
  if (context.careMode || context.flow === 'activity') return [];
  if (context.flow === 'gifting') {
    const giftCardReplacesSingleVoucher = GIFT_CARD_REPLACES_SINGLE_VOUCHER_LOCALES.includes(context.locale);
    const first: InlineBlockType =
      showsGiftCardBanner(context.flow, context.locale) && !giftCardReplacesSingleVoucher
        ? 'giftCardBanner'
        : 'giftBlock';
    const second: InlineBlockType = giftCardReplacesSingleVoucher ? 'giftCardBanner' : 'singleVoucherBlock';
    return [first, second];
  }
  return [
    context.hasTargetedBanner ? 'targetedBanner' : 'giftStayBanner',
    context.boxesBlock ? 'boxBlock' : 'giftBlock',
  ];
}
