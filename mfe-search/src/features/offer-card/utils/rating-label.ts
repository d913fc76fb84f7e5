import { RATING_MIN_WITHOUT_INCENTIVE, RATING_THRESHOLDS } from './offer-card-constants';

export type RatingLabel = 'perfect' | 'fantastic' | 'excellent' | 'veryGood' | 'good' | 'new';

/**
 * Rating words: "new" when there is no value; under 7 no word (under 9 outside
 * the all-incentive reading); 9.5+ Perfect, 9+ Fantastic, 8.5+ Excellent, 8+ Very good, else Good.
 */
export function ratingLabelOf(
  average: number | null | undefined,
  reviewCount: number,
  { allIncentive = true } = {},
): RatingLabel | null {
  if (average === null || average === undefined || !Number.isFinite(average) || reviewCount <= 0) return 'new';
  const minimum = allIncentive ? RATING_THRESHOLDS.good : RATING_MIN_WITHOUT_INCENTIVE;
  if (average < minimum) return null;
  if (average >= RATING_THRESHOLDS.perfect) return 'perfect';
  if (average >= RATING_THRESHOLDS.fantastic) return 'fantastic';
  if (average >= RATING_THRESHOLDS.excellent) return 'excellent';
  if (average >= RATING_THRESHOLDS.veryGood) return 'veryGood';
  return 'good';
}
