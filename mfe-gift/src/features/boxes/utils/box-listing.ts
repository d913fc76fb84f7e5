/** Which boxes the listing shows, and in which format each one is sold. */

/** The listing shows the boxes whose code ends so: the digital edition of each box. */
export const LISTED_BOX_CODE_SUFFIX = 'EBOX';

export type BoxFormat = 'digital' | 'physical';

/** The part of a code after its first hyphen names the format. */
const FORMAT_BY_CODE_PART: Readonly<Record<string, BoxFormat>> = { EBOX: 'digital', BOX: 'physical' };

/** Whether the listing shows a box: its code ends in EBOX, whatever its case or surrounding spaces. */
export function isListedBoxCode(code: string): boolean {
  return code.trim().toUpperCase().endsWith(LISTED_BOX_CODE_SUFFIX);
}

/** The boxes the listing shows, in the api's order. */
export function listedBoxes<Box extends { code: string }>(boxes: readonly Box[]): Box[] {
  return boxes.filter((box) => isListedBoxCode(box.code));
}

/**
 * The format written in a code: WELLNESS-EBOX is digital, WELLNESS-BOX physical. Null when the
 * code has no hyphen or its part after the first one names no format.
 */
export function boxFormatOfCode(code: string): BoxFormat | null {
  const normalised = code.trim().toUpperCase();
  const hyphen = normalised.indexOf('-');
  if (hyphen < 0) return null;
  return FORMAT_BY_CODE_PART[normalised.slice(hyphen + 1)] ?? null;
}

/** The box's format: the code's word first, the catalogue's own field for a code that names none. */
export function boxFormatOf(box: { code: string; format: BoxFormat }): BoxFormat {
  return boxFormatOfCode(box.code) ?? box.format;
}
