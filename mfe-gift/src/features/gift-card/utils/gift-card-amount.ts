/** What a gift card's amount must respect, in cents. */
export interface AmountRange {
  min: number;
  max: number;
}

/** What the api offers (GET /gateway/giftcard/amounts), as far as the choice goes; cents. */
export interface AmountOffer extends AmountRange {
  amounts: readonly number[];
  defaultAmount: number;
}

const CENTS_PER_EURO = 100;

/**
 * The visitor's choice: one of the offered amounts, or another one typed in whole euros (NaN while
 * the field is empty).
 */
export type AmountChoice = { kind: 'preset'; amount: number } | { kind: 'other'; euros: number };

/** A gift card is worth whole euros between the limits. */
export function isValidGiftCardAmount(cents: number, range: AmountRange): boolean {
  return Number.isInteger(cents) && cents % CENTS_PER_EURO === 0 && cents >= range.min && cents <= range.max;
}

/** What is wrong with another amount typed in euros: nothing typed, not whole euros, out of the limits. */
export function otherAmountError(euros: number, range: AmountRange): 'missing' | 'notWhole' | 'outOfRange' | undefined {
  if (!Number.isFinite(euros)) return 'missing';
  if (!Number.isInteger(euros)) return 'notWhole';
  return isValidGiftCardAmount(euros * CENTS_PER_EURO, range) ? undefined : 'outOfRange';
}

/**
 * The choice an amount stands for (the hash's, usually): an offered amount is picked as such,
 * any other valid one as "another amount", and a missing or invalid one gives the default.
 */
export function choiceForAmount(cents: number | undefined, offer: AmountOffer): AmountChoice {
  const amount = cents !== undefined && isValidGiftCardAmount(cents, offer) ? cents : offer.defaultAmount;
  return offer.amounts.includes(amount)
    ? { kind: 'preset', amount }
    : { kind: 'other', euros: amount / CENTS_PER_EURO };
}

/** The amount of a choice in cents, undefined while another amount is missing or wrong. */
export function amountOfChoice(choice: AmountChoice, range: AmountRange): number | undefined {
  if (choice.kind === 'preset') return choice.amount;
  return otherAmountError(choice.euros, range) ? undefined : choice.euros * CENTS_PER_EURO;
}
