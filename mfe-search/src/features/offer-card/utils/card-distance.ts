import { bcp47, type Locale } from '@escapade/shared-contracts/locales';
import { CARD_DISTANCE_METRES_STEP } from './offer-card-constants';

const METRES_PER_KM = 1000;

export interface CardDistance<Value = number> {
  unit: 'km' | 'm';
  value: Value;
}

/**
 * The distance a card shows for a distance in km: whole kilometres from 1 km on; below, metres to
 * the nearest step (never 0 m, a hotel is never right on the searched point), or 1 km where they
 * would round up to a whole kilometre.
 */
export function cardDistanceOf(km: number): CardDistance {
  const metres = Math.round((km * METRES_PER_KM) / CARD_DISTANCE_METRES_STEP) * CARD_DISTANCE_METRES_STEP;
  if (metres >= METRES_PER_KM) return { unit: 'km', value: Math.max(1, Math.round(km)) };
  return { unit: 'm', value: Math.max(CARD_DISTANCE_METRES_STEP, metres) };
}

const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();

/** The card's distance with its number written as the locale writes numbers. */
export function formatCardDistance(km: number, locale: Locale): CardDistance<string> {
  const tag = bcp47(locale);
  let format = NUMBER_FORMATS.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    NUMBER_FORMATS.set(tag, format);
  }
  const { unit, value } = cardDistanceOf(km);
  return { unit, value: format.format(value) };
}
