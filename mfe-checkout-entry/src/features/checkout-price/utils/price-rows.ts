import type { PriceLineKind, PurchasePrice } from '../../../utils/purchase-body';

/** The lines that name what is bought; a reference price, when there is one, goes beside them. */
export const MAIN_LINE_KINDS: readonly PriceLineKind[] = ['stay', 'activity', 'giftBox', 'giftStay'];

export type PriceRow =
  | { kind: Exclude<PriceLineKind, 'touristTax'>; amount: number }
  | { kind: 'touristTax'; amount: number; atHotel: boolean };

/**
 * The rows of the breakdown, in the api's order. The tourist tax is read from the answer's own
 * field, which says where it is paid, and never twice even when the lines also carry it.
 */
export function priceRows(price: PurchasePrice): PriceRow[] {
  const rows: PriceRow[] = price.lines
    .filter((line) => line.kind !== 'touristTax')
    .map((line) => ({ kind: line.kind as Exclude<PriceLineKind, 'touristTax'>, amount: line.amount }));
  if (price.touristTax && price.touristTax.amount > 0) {
    rows.push({ kind: 'touristTax', amount: price.touristTax.amount, atHotel: price.touristTax.toBePaidAtHotel });
  }
  return rows;
}
