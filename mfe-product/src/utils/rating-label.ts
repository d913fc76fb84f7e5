/**
 * The word shown next to a hotel's review score (0 to 10).
 *
 * The rule reads: "under 7 none (or under 9 unless all-incentive mode), 8+ Very good, 8.5+
 * Excellent, 9+ Fantastic, 9.5+ Perfect, else Good; new when no value". Read as written:
 * - without a score at all, the hotel is "new";
 * - a score under 9 gets no word, unless the all-incentive mode is on: in that mode only a score
 *   under 7 gets none. So outside that mode only Fantastic and Perfect can show, and in it a
 *   score from 7 to under 8 reads Good;
 * - otherwise the highest band reached gives the word.
 * A score of 0 is a score (it gets no word), not a missing one.
 */

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

/** The label key for a score; null when no word is shown. */
export function ratingLabel(
  score: number | null | undefined,
  { allIncentiveMode = false }: { allIncentiveMode?: boolean } = {},
): RatingLabel | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return 'new';
  const minimum = allIncentiveMode ? RATING_LABEL_MIN_SCORE_ALL_INCENTIVE : RATING_LABEL_MIN_SCORE;
  if (score < minimum) return null;
  return RATING_BANDS.find((band) => score >= band.from)?.label ?? 'good';
}
