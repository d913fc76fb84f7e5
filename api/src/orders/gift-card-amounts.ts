/**
 * The Escapade gift card: an amount the beneficiary spends on any stay. The page offers a few
 * amounts and takes any other whole number of euros within the range. Amounts in cents.
 */
import { GIFT_CARD_AMOUNT_RANGE, GIFT_VALIDITY_MONTHS } from '@escapade/shared-contracts/gift-rules';
import type { Labels } from '../vocabulary/labels';

/** The amounts the gift card page offers as buttons. */
export const GIFT_CARD_AMOUNTS: readonly number[] = [2_500, 5_000, 7_500, 10_000, 15_000, 20_000];
/** The amount the page starts on. */
export const GIFT_CARD_DEFAULT_AMOUNT = 5_000;
/** Any amount of the card lies within this range, both ends included (the pages know it too). */
export const GIFT_CARD_MIN_AMOUNT = GIFT_CARD_AMOUNT_RANGE.min;
export const GIFT_CARD_MAX_AMOUNT = GIFT_CARD_AMOUNT_RANGE.max;
/** Whole euros only: a card of 42.50 € is not sold. */
export const GIFT_CARD_AMOUNT_STEP = 100;
/** How long the beneficiary has to spend it. */
export const GIFT_CARD_VALIDITY_MONTHS = GIFT_VALIDITY_MONTHS.giftCard;

/** What the order and the confirmation call the card, in the language it was bought in. */
export const GIFT_CARD_TITLES: Labels = {
  fr: 'Carte cadeau Escapade',
  es: 'Tarjeta regalo Escapade',
  it: 'Carta regalo Escapade',
  nl: 'Escapade-cadeaukaart',
};

/** The JSON schema of a card's amount. */
export const giftCardAmountSchema = {
  type: 'integer',
  minimum: GIFT_CARD_MIN_AMOUNT,
  maximum: GIFT_CARD_MAX_AMOUNT,
  multipleOf: GIFT_CARD_AMOUNT_STEP,
} as const;
