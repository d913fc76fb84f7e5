/**
 * The tourist tax, paid at the hotel. Some towns charge a percentage of the package price; the
 * others an amount per person and per night, every participant counted (children and babies too).
 */
import type { HotelRecord } from '../catalogue/catalogue-records';
import { hashToUnit } from '../generator/prng';
import type { Pax } from './stay-price';

export type LocalTaxType = 'BOOKING_PERCENTAGE' | 'PER_PERSON_PER_NIGHT';

/** Share of hotels whose town charges a percentage of the package. */
export const PERCENTAGE_TAX_SHARE = 0.25;
/** The percentages such towns charge. */
export const LOCAL_TAX_PERCENTAGES: readonly number[] = [1, 2, 3, 5];
const SALT = 0x10ca1;

export interface LocalTax {
  /** Cents per participant and per night for PER_PERSON_PER_NIGHT; 0 for BOOKING_PERCENTAGE, whose amount depends on the package. */
  amount: number;
  currency: 'EUR';
  type: LocalTaxType;
  toBePaidAtHotel: true;
  /** Percent of the package price, for BOOKING_PERCENTAGE only. */
  percentage?: number;
}

export function localTaxOf(hotel: HotelRecord): LocalTax {
  const roll = hashToUnit(hotel.id ^ SALT, hotel.cityId);
  if (roll < PERCENTAGE_TAX_SHARE) {
    const index = Math.floor((roll / PERCENTAGE_TAX_SHARE) * LOCAL_TAX_PERCENTAGES.length);
    return {
      amount: 0,
      currency: 'EUR',
      type: 'BOOKING_PERCENTAGE',
      toBePaidAtHotel: true,
      percentage: LOCAL_TAX_PERCENTAGES[index]!,
    };
  }
  return { amount: hotel.localTaxPerNight, currency: 'EUR', type: 'PER_PERSON_PER_NIGHT', toBePaidAtHotel: true };
}

/** The whole stay's tax in cents: the percentage of the package, or the amount × participants × nights. */
export function localTaxTotal(hotel: HotelRecord, stay: { sellPrice: number; nights: number; pax: Pax }): number {
  const tax = localTaxOf(hotel);
  if (tax.type === 'BOOKING_PERCENTAGE') return Math.round((stay.sellPrice * tax.percentage!) / 100);
  const participants = stay.pax.adults + stay.pax.children + stay.pax.babies;
  return tax.amount * participants * stay.nights;
}
