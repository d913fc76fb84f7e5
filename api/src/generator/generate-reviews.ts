/** Guest reviews in the four languages, a few per hotel. */
import type { Language } from '@escapade/shared-contracts/locales';
import type { HotelRecord, ReviewRecord } from '../catalogue/catalogue-records';
import { addDaysIso } from '../pricing/dates';
import type { CountryCode } from './geography-data';
import type { Random } from './prng';
import { CUSTOMER_NAMES, REVIEW_NEGATIVES, REVIEW_POSITIVES } from './word-lists';

/** Guests mostly write in the language of the country they visit. */
const LANGUAGE_WEIGHTS: Readonly<Record<CountryCode, readonly (readonly [Language, number])[]>> = {
  FR: [
    ['fr', 70],
    ['nl', 10],
    ['es', 10],
    ['it', 10],
  ],
  ES: [
    ['es', 65],
    ['fr', 15],
    ['it', 10],
    ['nl', 10],
  ],
  IT: [
    ['it', 65],
    ['fr', 15],
    ['es', 10],
    ['nl', 10],
  ],
  BE: [
    ['fr', 45],
    ['nl', 45],
    ['es', 5],
    ['it', 5],
  ],
  NL: [
    ['nl', 75],
    ['fr', 10],
    ['es', 7],
    ['it', 8],
  ],
};

export function generateReviews(
  random: Random,
  hotels: readonly HotelRecord[],
  countryCodeOfHotel: (hotel: HotelRecord) => CountryCode,
  today: string,
): ReviewRecord[] {
  const reviews: ReviewRecord[] = [];
  for (const hotel of hotels) {
    const count = random.weighted([
      [0, 15],
      [1, 30],
      [2, 35],
      [3, 20],
    ] as const);
    for (let n = 0; n < count; n++) {
      const language = random.weighted(LANGUAGE_WEIGHTS[countryCodeOfHotel(hotel)]);
      const average =
        Math.round(Math.min(10, Math.max(4, hotel.reviewAverage + (random.next() - 0.5) * 2.4)) * 10) / 10;
      reviews.push({
        id: reviews.length + 1,
        hotelId: hotel.id,
        language,
        customer: `${random.pick(CUSTOMER_NAMES[language])} ${String.fromCharCode(65 + random.int(0, 25))}.`,
        travellerType: random.weighted([
          ['couple', 55],
          ['family', 20],
          ['friends', 15],
          ['solo', 10],
        ] as const),
        date: addDaysIso(today, -random.int(3, 700)),
        average,
        positive: random.pick(REVIEW_POSITIVES[language]),
        negative: average >= 9 ? '' : random.pick(REVIEW_NEGATIVES[language]),
      });
    }
  }
  return reviews;
}
