/**
 * Prices of a stay offer for travellers and dates, computed by the server from the catalogue
 * (the browser never sends an amount that is trusted).
 */
import type { OfferRecord } from '../catalogue/catalogue-records';
import { barPriceOf, nightSellPrice } from './day-price';

export interface Pax {
  adults: number;
  children: number;
  babies: number;
}

/** A single adult pays 60 % of a double; each further adult 50 %, each child 35 %, babies nothing. */
export function paxFactor(pax: Pax): number {
  const adultsPart = pax.adults <= 1 ? 0.6 : pax.adults * 0.5;
  return adultsPart + pax.children * 0.35;
}

export function applyPax(amountForTwoAdults: number, pax: Pax): number {
  return Math.round(amountForTwoAdults * paxFactor(pax));
}

/** Where in time the offer's availability string starts and what today is, as day numbers. */
export interface AvailabilityWindow {
  startDay: number;
  todayDay: number;
}

/** Minimum length of stay for a check-in that day, or 0 when closed (or outside the window). */
export function minLosOn(offer: OfferRecord, window: AvailabilityWindow, epochDay: number): number {
  if (epochDay < window.todayDay) return 0;
  const code = offer.availability.charCodeAt(epochDay - window.startDay);
  return code >= 49 && code <= 57 ? code - 48 : 0;
}

export function isStayAvailable(
  offer: OfferRecord,
  window: AvailabilityWindow,
  checkinDay: number,
  nights: number,
): boolean {
  if (nights < offer.minNights || nights > offer.maxNights) return false;
  const minLos = minLosOn(offer, window, checkinDay);
  if (minLos === 0 || minLos > nights) return false;
  for (let k = 1; k < nights; k++) {
    if (minLosOn(offer, window, checkinDay + k) === 0) return false;
  }
  return true;
}

/** The price of the stay for 2 adults, without checking availability. */
export function stayPriceForTwo(
  offer: OfferRecord,
  environment: string,
  checkinDay: number,
  nights: number,
): { sell: number; ref: number } {
  let sell = 0;
  let ref = 0;
  for (let k = 0; k < nights; k++) {
    const night = nightSellPrice(offer, environment, checkinDay + k);
    sell += night;
    ref += barPriceOf(night, offer.promoPercent);
  }
  return { sell, ref };
}

/** Small discount per extra night on gift stays. */
const GIFT_NIGHT_FACTORS: readonly number[] = [1, 1, 0.97, 0.95];

/** Gift stays are sold without dates, for 2 people, at the offer's list price. */
export function giftPrice(offer: OfferRecord, nights: number): { sellPrice: number; refPrice: number } {
  const factor = GIFT_NIGHT_FACTORS[Math.min(nights, GIFT_NIGHT_FACTORS.length - 1)]!;
  const sellPrice = Math.round((offer.basePrice * nights * factor) / 100) * 100;
  return { sellPrice, refPrice: barPriceOf(sellPrice, offer.promoPercent) };
}
