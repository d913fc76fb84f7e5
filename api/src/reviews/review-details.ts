/**
 * The hotel's score per criterion (welcome, comfort, cleanliness…), out of 10. Each guest's
 * criterion scores sit around the overall score they gave, a little above or below depending on the
 * review and on what the hotel offers (a hotel without a restaurant is marked down on food, one in
 * the city centre up on its location).
 */
import type { HotelRecord, ReviewRecord } from '../catalogue/catalogue-records';
import { hashToUnit } from '../generator/prng';

export const REVIEW_CRITERIA = [
  'welcoming',
  'comfort',
  'cleanliness',
  'food',
  'localization',
  'priceQualityRatio',
] as const;
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number];

export const MAX_REVIEW_SCORE = 10;
/** How far (either way) one guest's criterion score strays from their overall score. */
const CRITERION_SPREAD = 1.2;

export interface ReviewDetail {
  label: ReviewCriterion;
  score: number;
}

function hotelBias(hotel: HotelRecord, criterion: ReviewCriterion): number {
  switch (criterion) {
    case 'food':
      return hotel.facilities.includes('restaurant') ? 0.2 : -0.4;
    case 'localization':
      return hotel.distanceToCityKm < 2 ? 0.3 : hotel.distanceToCityKm > 10 ? -0.3 : 0;
    case 'comfort':
      return (hotel.stars - 3) * 0.15;
    case 'priceQualityRatio':
      return (3 - hotel.stars) * 0.1;
    default:
      return 0;
  }
}

const clampScore = (score: number) => Math.min(MAX_REVIEW_SCORE, Math.max(0, score));

/**
 * One score per criterion, averaged over the hotel's reviews, one decimal. A hotel without
 * written reviews is scored from its overall rating; a hotel nobody rated has no details.
 */
export function reviewDetails(hotel: HotelRecord, reviews: readonly ReviewRecord[]): ReviewDetail[] {
  const ratings =
    reviews.length > 0
      ? reviews.map((review) => ({ key: review.id, average: review.average }))
      : hotel.reviewCount > 0
        ? [{ key: hotel.id, average: hotel.reviewAverage }]
        : [];
  if (ratings.length === 0) return [];
  return REVIEW_CRITERIA.map((label, index) => {
    const total = ratings.reduce((sum, rating) => {
      const offset = (hashToUnit(rating.key, index + 1) * 2 - 1) * CRITERION_SPREAD;
      return sum + clampScore(rating.average + offset + hotelBias(hotel, label));
    }, 0);
    return { label, score: Math.round((total / ratings.length) * 10) / 10 };
  });
}
