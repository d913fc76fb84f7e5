/** A hotel's description shows its first 86 characters on a phone… */
export const HOTEL_DESCRIPTION_PHONE_LENGTH = 86;
/** …and its first 250 on larger screens. */
export const HOTEL_DESCRIPTION_LENGTH = 250;
/** An activity-only offer's summary shows its first 250 characters. */
export const ACTIVITY_SUMMARY_LENGTH = 250;
/** Marks the cut. */
export const ELLIPSIS = '…';

export interface Excerpt {
  text: string;
  /** The text was cut: the page offers "see more" / "see less". */
  truncated: boolean;
}

/**
 * The text cut to at most `maxLength` characters (the ellipsis added after them), on the last word
 * boundary so no word is cut in two; a single word longer than the limit is cut at the limit.
 * Spaces and punctuation left hanging before the ellipsis are dropped. A text that fits is kept.
 * Characters are counted as the reader sees them, so an emoji is never split.
 */
export function truncateOnWord(text: string, maxLength: number): Excerpt {
  const characters = Array.from(text.trim());
  if (characters.length <= maxLength) return { text: text.trim(), truncated: false };
  const nextIsSpace = /\s/.test(characters[maxLength] ?? '');
  let kept = characters.slice(0, maxLength).join('');
  if (!nextIsSpace) {
    const lastSpace = kept.search(/\s\S*$/);
    if (lastSpace > 0) kept = kept.slice(0, lastSpace);
  }
  return { text: kept.replace(/[\s,;:.\-–—]+$/u, '') + ELLIPSIS, truncated: true };
}

/** A hotel's description as first shown: 86 characters on a phone, 250 otherwise. */
export function hotelDescriptionExcerpt(description: string, isPhone: boolean): Excerpt {
  return truncateOnWord(description, isPhone ? HOTEL_DESCRIPTION_PHONE_LENGTH : HOTEL_DESCRIPTION_LENGTH);
}

/** An activity-only offer's summary as first shown: 250 characters. */
export function activitySummaryExcerpt(summary: string): Excerpt {
  return truncateOnWord(summary, ACTIVITY_SUMMARY_LENGTH);
}
