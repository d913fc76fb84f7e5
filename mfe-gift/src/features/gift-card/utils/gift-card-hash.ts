/** How the card reaches its beneficiary: an e-card, or a printed card posted. */
export type GiftFormat = 'digital' | 'physical';

/** The gift card page's choices kept in the location hash, so a reload or a shared link keeps them. */
export interface GiftCardHash {
  /** Cents, as written; its validity is checked against the api's limits. */
  amount?: number;
  giftFormat?: GiftFormat;
}

const AMOUNT_KEY = 'amount';
const FORMAT_KEY = 'giftFormat';

function isGiftFormat(value: string): value is GiftFormat {
  return value === 'digital' || value === 'physical';
}

/** The amount and format of a location hash (without '#'); what is missing or malformed is left out. */
export function parseGiftCardHash(hash: string): GiftCardHash {
  const params = new URLSearchParams(hash);
  const result: GiftCardHash = {};
  const amount = params.get(AMOUNT_KEY);
  if (amount !== null && /^\d+$/.test(amount)) result.amount = Number(amount);
  const format = params.get(FORMAT_KEY);
  if (format !== null && isGiftFormat(format)) result.giftFormat = format;
  return result;
}

/** The hash with the given choices written, the other keys left as they were. */
export function hashWithGiftCardChoice(hash: string, choice: GiftCardHash): string {
  const params = new URLSearchParams(hash);
  if (choice.amount !== undefined) params.set(AMOUNT_KEY, String(choice.amount));
  if (choice.giftFormat !== undefined) params.set(FORMAT_KEY, choice.giftFormat);
  return params.toString();
}

/** The format the page offers: physical only while printed cards are sold, digital otherwise and by default. */
export function resolveGiftFormat(format: GiftFormat | undefined, physicalAvailable: boolean): GiftFormat {
  return format === 'physical' && physicalAvailable ? 'physical' : 'digital';
}
