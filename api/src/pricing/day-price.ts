/**
 * Day-level prices and availability of a stay offer. Everything here is cheap arithmetic on the
 * offer's seed and the day number, so the search can price thousands of offers per request.
 */
import { hashToUnit } from '../generator/prng';
import { monthOfEpochDay, weekdayOfEpochDay } from './dates';

/** Seasonal multiplier per month (January first) for each hotel environment. */
const SEASON_BY_ENVIRONMENT: Readonly<Record<string, readonly number[]>> = {
  seaside: [0.85, 0.85, 0.9, 0.95, 1.0, 1.1, 1.25, 1.3, 1.1, 0.95, 0.85, 0.9],
  mountain: [1.2, 1.25, 1.15, 0.95, 0.9, 0.95, 1.1, 1.15, 0.95, 0.9, 0.9, 1.2],
  lake: [0.9, 0.9, 0.95, 1.0, 1.05, 1.15, 1.2, 1.2, 1.1, 1.0, 0.9, 0.95],
  countryside: [0.9, 0.9, 0.95, 1.0, 1.05, 1.1, 1.15, 1.15, 1.05, 1.0, 0.9, 1.0],
  city: [0.95, 0.95, 1.0, 1.05, 1.05, 1.05, 1.0, 0.95, 1.05, 1.05, 1.0, 1.1],
};

/** Friday and Saturday nights cost more. */
const WEEKEND_NIGHT_FACTOR = 1.12;
/** The day's noise: ±6 % around the seasonal price. */
const DAY_NOISE_SPREAD = 0.12;

export interface PricedOffer {
  basePrice: number;
  promoPercent: number;
  priceSeed: number;
}

/** Sell price of the night starting that day, for 2 adults, in whole euros (cents). */
export function nightSellPrice(offer: PricedOffer, environment: string, epochDay: number): number {
  const season = (SEASON_BY_ENVIRONMENT[environment] ?? SEASON_BY_ENVIRONMENT.city!)[monthOfEpochDay(epochDay)]!;
  const weekday = weekdayOfEpochDay(epochDay);
  const weekend = weekday === 5 || weekday === 6 ? WEEKEND_NIGHT_FACTOR : 1;
  const noise = 1 - DAY_NOISE_SPREAD / 2 + DAY_NOISE_SPREAD * hashToUnit(offer.priceSeed, epochDay);
  return Math.round((offer.basePrice * season * weekend * noise) / 100) * 100;
}

/** The bar (reference) price matching a sell price under the offer's promotion. */
export function barPriceOf(sellPrice: number, promoPercent: number): number {
  if (promoPercent <= 0) return sellPrice;
  return Math.round(sellPrice / (1 - promoPercent / 100) / 100) * 100;
}

/** Rooms left for a check-in that day, 1..maxRoomsLeft. */
export function roomsLeftOn(priceSeed: number, maxRoomsLeft: number, epochDay: number): number {
  return 1 + Math.floor(hashToUnit(priceSeed ^ 0x2545f491, epochDay) * maxRoomsLeft);
}

/** Whole percent saved, as shown on badges (negative promotions count as 0). */
export function promoPercentOf(sellPrice: number, refPrice: number): number {
  if (refPrice <= 0 || refPrice <= sellPrice) return 0;
  return Math.round((1 - sellPrice / refPrice) * 100);
}
