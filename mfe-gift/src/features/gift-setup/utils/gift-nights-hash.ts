/** The location hash key of the gift's length of stay (the key the search criteria use too). */
export const GIFT_NIGHTS_HASH_KEY = 'giftNights';

/** The giftNights of a location hash (without '#'), when it is a positive whole number. */
export function giftNightsFromHash(hash: string): number | undefined {
  for (const pair of hash.split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key !== GIFT_NIGHTS_HASH_KEY) continue;
    const nights = Number(decodeURIComponent(value));
    return Number.isInteger(nights) && nights > 0 ? nights : undefined;
  }
  return undefined;
}

/** The hash with giftNights set, the other criteria (giftFormat, giftAdult…) left as written. */
export function hashWithGiftNights(hash: string, nights: number): string {
  const pair = `${GIFT_NIGHTS_HASH_KEY}=${nights}`;
  const result: string[] = [];
  let replaced = false;
  for (const part of hash.split('&')) {
    if (part === '') continue;
    if (part.split('=')[0] !== GIFT_NIGHTS_HASH_KEY) result.push(part);
    else if (!replaced) {
      result.push(pair);
      replaced = true;
    }
  }
  if (!replaced) result.push(pair);
  return result.join('&');
}
