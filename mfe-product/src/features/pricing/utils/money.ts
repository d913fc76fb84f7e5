import { formatEuros } from '@escapade/shared-contracts/prices';
import type { Locale } from '@escapade/shared-contracts/locales';

/** Amounts travel in cents; one euro is 100 of them. */
export const CENTS_PER_EURO = 100;

/** Whether a shown amount is rounded up to the whole euro (the "rounding" display option). */
export interface RoundingOption {
  roundUp?: boolean;
}

/** Cents rounded up to the next whole euro, still in cents (12901 → 13000); whole euros stay as they are. */
export function roundUpToWholeEuro(cents: number): number {
  return Math.ceil(cents / CENTS_PER_EURO) * CENTS_PER_EURO;
}

/**
 * Cents as euros for display: amounts are kept in cents and divided by 100 only to be shown.
 * With rounding on, the euros are rounded up (129.01 € shows as 130 €), never down, so a shown
 * price is never below the one charged.
 */
export function centsToDisplayEuros(cents: number, { roundUp = false }: RoundingOption = {}): number {
  const euros = cents / CENTS_PER_EURO;
  return roundUp ? Math.ceil(euros) : euros;
}

/**
 * Price of one night on a card: the total is first rounded up to the whole euro, then shared
 * between the nights. A share that falls between two cents is rounded up to the next cent, so the
 * nights never add up to less than the total. A stay counts at least one night.
 */
export function perNightPrice(totalCents: number, nights: number): number {
  const nightCount = Number.isInteger(nights) && nights > 0 ? nights : 1;
  return Math.ceil(roundUpToWholeEuro(totalCents) / nightCount);
}

/**
 * A price in euros in the locale's format: "129 €" in French, "€ 129" in Dutch, with two decimals
 * only when the amount is not whole ("129,50 €"). With rounding on the euros are rounded up first.
 */
export function formatPrice(cents: number, locale: Locale, { roundUp = false }: RoundingOption = {}): string {
  return formatEuros(roundUp ? roundUpToWholeEuro(cents) : cents, locale);
}
