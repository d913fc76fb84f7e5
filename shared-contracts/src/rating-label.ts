/**
 * The word shown next to a hotel's review score (0 to 10), the same on a search card, a stay page
 * and a hotel's reviews.
 *
 * - Without a score, or without any review, the hotel is "new".
 * - In the all-incentive mode a word shows from 7; outside it only from 9 (Fantastic and Perfect).
 * - Otherwise the highest band reached gives the word: 9.5 Perfect, 9 Fantastic, 8.5 Excellent,
 *   8 Very good, below that Good.
 * A score of 0 is a score (it gets no word), not a missing one.
 */

/** The shop runs in the all-incentive mode: every band of the scale can show, from Good up. */
export const RATING_ALL_INCENTIVE_MODE = true;
/** The all-incentive mode shows a word from this score on (below it: none). */
export const RATING_LABEL_MIN_SCORE_ALL_INCENTIVE = 7;
/** Outside the all-incentive mode a word shows only from this score on. */
export const RATING_LABEL_MIN_SCORE = 9;
/** From this score on: Very good. */
export const VERY_GOOD_FROM_SCORE = 8;
/** From this score on: Excellent. */
export const EXCELLENT_FROM_SCORE = 8.5;
/** From this score on: Fantastic. */
export const FANTASTIC_FROM_SCORE = 9;
/** From this score on: Perfect. */
export const PERFECT_FROM_SCORE = 9.5;

export type RatingLabel = 'perfect' | 'fantastic' | 'excellent' | 'veryGood' | 'good' | 'new';

/** The bands from the highest down; a score below all of them (and above the minimum) is Good. */
const RATING_BANDS: readonly { from: number; label: RatingLabel }[] = [
  { from: PERFECT_FROM_SCORE, label: 'perfect' },
  { from: FANTASTIC_FROM_SCORE, label: 'fantastic' },
  { from: EXCELLENT_FROM_SCORE, label: 'excellent' },
  { from: VERY_GOOD_FROM_SCORE, label: 'veryGood' },
];

export interface RatingOf {
  /** The average score, 0 to 10; null or undefined when the hotel has none. */
  score: number | null | undefined;
  /** How many reviews the score comes from. */
  reviewCount: number;
}

/** The label key for a hotel's rating; null when no word is shown. */
export function ratingLabel(
  { score, reviewCount }: RatingOf,
  { allIncentiveMode = RATING_ALL_INCENTIVE_MODE }: { allIncentiveMode?: boolean } = {},
): RatingLabel | null {
  if (score === null || score === undefined || !Number.isFinite(score) || !(reviewCount > 0)) return 'new';
  const minimum = allIncentiveMode ? RATING_LABEL_MIN_SCORE_ALL_INCENTIVE : RATING_LABEL_MIN_SCORE;
  if (score < minimum) return null;
  return RATING_BANDS.find((band) => score >= band.from)?.label ?? 'good';
}
