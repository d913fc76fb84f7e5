/**
 * What the shop, its pages and its api agree on about gifts: how long a customisation may be, what
 * a gift card may be worth, and what a gift code looks like.
 */

/** The sender's name fits on the voucher's "From" line. */
export const GIFT_FROM_NAME_MAX_LENGTH = 40;
/** The message fits in the voucher's text box. */
export const GIFT_MESSAGE_MAX_LENGTH = 180;

/** A stay given as a gift lasts 1 to 3 nights, for 2 people. */
export const GIFT_STAY_NIGHTS_RANGE = { min: 1, max: 3 } as const;

/** The nights of a gift stay asked for: an address's `giftNights`, brought within the gift's range. */
export function giftStayNightsOf(giftNights: number): number {
  return Math.min(GIFT_STAY_NIGHTS_RANGE.max, Math.max(GIFT_STAY_NIGHTS_RANGE.min, Math.trunc(giftNights)));
}

/** How long a gift can be used from its payment: a box a year and a half, a gift stay or card a year. */
export const GIFT_VALIDITY_MONTHS = { box: 18, singleVoucher: 12, giftCard: 12 } as const;

/** A gift card is worth whole euros within this range, in cents. */
export const GIFT_CARD_AMOUNT_RANGE = { min: 2_000, max: 50_000 } as const;

/**
 * A gift code reads XXXX-XXXX-XXXX: capital letters and digits without 0, O, 1 and I, which look
 * alike on paper.
 */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CODE_GROUPS = 3;
export const GIFT_CODE_GROUP_LENGTH = 4;
export const GIFT_CODE_LENGTH = GIFT_CODE_GROUPS * GIFT_CODE_GROUP_LENGTH;

/** Whether every character is one a gift code is made of. */
export function hasOnlyGiftCodeCharacters(characters: string): boolean {
  return [...characters].every((character) => GIFT_CODE_ALPHABET.includes(character));
}

/** Characters of a code, without separators, in the printed form: groups joined by hyphens. */
export function printedGiftCode(characters: string): string {
  const groups: string[] = [];
  for (let start = 0; start < characters.length; start += GIFT_CODE_GROUP_LENGTH) {
    groups.push(characters.slice(start, start + GIFT_CODE_GROUP_LENGTH));
  }
  return groups.join('-');
}
