/** A tax of this type is a percentage of the package; any other type is an amount per person per night. */
export const BOOKING_PERCENTAGE_TAX_TYPE = 'BOOKING_PERCENTAGE';

export interface LocalTax {
  /** Cents per person per night (per person per night type). */
  amount: number;
  currency: string;
  /** The tax is paid at the hotel, not with the order. */
  toBePaidAtHotel: boolean;
  type: string;
  /** Percent of the package (booking percentage type). */
  percentage?: number | null;
}

export interface StayForTax {
  /** The package's price in cents, without the tax. */
  packagePrice: number;
  nights: number;
  /** Everyone the tax is counted for. */
  participants: number;
}

export interface TouristTaxSummary {
  /** Cents paid at the hotel. */
  atHotel: number;
  /** Cents paid today: the stay without the tax. */
  payToday: number;
  /** Cents for the whole stay: today's payment plus the tax at the hotel. */
  totalStay: number;
}

/**
 * The tourist tax in cents: a percentage of the package (rounded to the cent), or an amount per
 * person per night times the nights times the participants. A missing or negative figure counts as 0.
 */
export function touristTaxAmount(tax: LocalTax, stay: StayForTax): number {
  const positive = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
  if (tax.type === BOOKING_PERCENTAGE_TAX_TYPE)
    return Math.round((positive(stay.packagePrice) * positive(tax.percentage)) / 100);
  return positive(tax.amount) * positive(stay.nights) * positive(stay.participants);
}

/**
 * What the page shows: the tax paid at the hotel, the amount to pay today (the stay without the
 * tax) and the stay's total. A tax not paid at the hotel is already in the price: nothing is added.
 */
export function touristTaxSummary(tax: LocalTax | null | undefined, stay: StayForTax): TouristTaxSummary {
  const atHotel = tax?.toBePaidAtHotel ? touristTaxAmount(tax, stay) : 0;
  return { atHotel, payToday: stay.packagePrice, totalStay: stay.packagePrice + atHotel };
}
