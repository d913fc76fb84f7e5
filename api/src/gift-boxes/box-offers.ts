/**
 * The stays a gift box can be exchanged for: the offers the box lists that are still on sale
 * (published, not past their last day), best reviewed hotels first, then by offer id.
 */
import type { Catalogue, SearchRow } from '../catalogue/catalogue';
import type { GiftBoxRecord } from '../catalogue/catalogue-records';

/** Offers per page of a box's list. */
export const BOX_OFFERS_PAGE_SIZE = 8;

export function boxOfferRows(catalogue: Catalogue, box: GiftBoxRecord): SearchRow[] {
  const today = catalogue.todayIso();
  return box.offerIds
    .map((id) => catalogue.rowByOfferId.get(id))
    .filter(
      (row): row is SearchRow =>
        row !== undefined && row.offer.published && (row.offer.expiration === null || row.offer.expiration >= today),
    )
    .sort((a, b) => b.hotel.reviewAverage - a.hotel.reviewAverage || a.offer.id - b.offer.id);
}
