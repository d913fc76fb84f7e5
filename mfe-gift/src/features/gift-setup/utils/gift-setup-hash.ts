import { isGiftFormat, type GiftFormat } from './gift-format';

/** The hash keys of the set-up; giftNights and giftFormat are those the search criteria use too. */
export const GIFT_NIGHTS_HASH_KEY = 'giftNights';
export const GIFT_FORMAT_HASH_KEY = 'giftFormat';
export const SLEEVES_HASH_KEY = 'sleeves';

/** A sleeve extra's id as the api writes them; anything else in the hash is ignored. */
const SLEEVE_ID = /^[A-Za-z0-9_-]{1,40}$/;
/** A sleeve holds a few extras at most; a longer list is garbage. */
const MAX_SLEEVES = 10;

/** What the location hash says about the gift being set up; missing or malformed parts are undefined. */
export interface GiftSetupHash {
  nights: number | undefined;
  format: GiftFormat | undefined;
  /** Sleeve extra ids in the order written, without repeats. */
  sleeves: string[];
}

function valueOf(hash: string, key: string): string | undefined {
  for (const pair of hash.split('&')) {
    const separator = pair.indexOf('=');
    const name = separator === -1 ? pair : pair.slice(0, separator);
    if (name !== key) continue;
    if (separator === -1) return '';
    try {
      return decodeURIComponent(pair.slice(separator + 1));
    } catch {
      return '';
    }
  }
  return undefined;
}

/** The giftNights of a location hash (without '#'), when it is a positive whole number. */
export function giftNightsFromHash(hash: string): number | undefined {
  const value = valueOf(hash, GIFT_NIGHTS_HASH_KEY);
  if (value === undefined || value.trim() === '') return undefined;
  const nights = Number(value);
  return Number.isInteger(nights) && nights > 0 ? nights : undefined;
}

/** The comma-separated sleeve ids of a hash value: well-formed ones only, each once. */
export function parseSleeves(value: string | undefined): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => SLEEVE_ID.test(id));
  return [...new Set(ids)].slice(0, MAX_SLEEVES);
}

/** The hash value of a list of sleeve ids; commas stay readable, as in the other list criteria. */
export function serializeSleeves(ids: readonly string[]): string {
  return ids.map((id) => encodeURIComponent(id)).join(',');
}

export function readGiftSetupHash(hash: string): GiftSetupHash {
  const format = valueOf(hash, GIFT_FORMAT_HASH_KEY);
  return {
    nights: giftNightsFromHash(hash),
    format: isGiftFormat(format) ? format : undefined,
    sleeves: parseSleeves(valueOf(hash, SLEEVES_HASH_KEY)),
  };
}

/**
 * The hash with `key` set to `value` where it was written (added at the end otherwise), or removed
 * when `value` is null; the other criteria are left as written.
 */
export function hashWithKey(hash: string, key: string, value: string | null): string {
  const result: string[] = [];
  let written = false;
  for (const part of hash.split('&')) {
    if (part === '') continue;
    if (part.split('=')[0] !== key) result.push(part);
    else if (value !== null && !written) {
      result.push(`${key}=${value}`);
      written = true;
    }
  }
  if (value !== null && !written) result.push(`${key}=${value}`);
  return result.join('&');
}

export interface GiftSetupHashChanges {
  nights?: number;
  format?: GiftFormat;
  /** An empty list removes the key. */
  sleeves?: readonly string[];
}

/** The hash with the given choices written; a digital gift has no sleeves, so choosing it drops them. */
export function hashWithSetup(hash: string, changes: GiftSetupHashChanges): string {
  let next = hash;
  if (changes.nights !== undefined) next = hashWithKey(next, GIFT_NIGHTS_HASH_KEY, String(changes.nights));
  if (changes.format !== undefined) next = hashWithKey(next, GIFT_FORMAT_HASH_KEY, changes.format);
  const sleeves = changes.format === 'digital' ? [] : changes.sleeves;
  if (sleeves !== undefined)
    next = hashWithKey(next, SLEEVES_HASH_KEY, sleeves.length ? serializeSleeves(sleeves) : null);
  return next;
}
