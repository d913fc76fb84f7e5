/** A gift box's format is written in its code: the part after the first hyphen, EBOX digital and BOX physical. */
import type { GiftBoxRecord } from '../catalogue/catalogue-records';

export type BoxFormat = GiftBoxRecord['format'];

const FORMAT_BY_CODE_PART: Readonly<Record<string, BoxFormat>> = { EBOX: 'digital', BOX: 'physical' };

/** The format the code names, or null for a code without a known format part. */
export function boxFormatOfCode(code: string): BoxFormat | null {
  const hyphen = code.indexOf('-');
  if (hyphen < 0) return null;
  return FORMAT_BY_CODE_PART[code.slice(hyphen + 1)] ?? null;
}
