/** The price of any stay for the visitor's criteria, for the lists that show several stays side by side. */
import type { Catalogue } from '../catalogue/catalogue';
import type { OfferRecord } from '../catalogue/catalogue-records';
import { priceForCriteria, type CriteriaPrice, type StayCriteria } from '../pricing/criteria-price';

/**
 * The final price on the dates asked, or the from-price without dates; null when dates were asked
 * and the stay cannot be booked on them (such a stay is left out of the lists).
 */
export function bookablePriceOf(
  catalogue: Catalogue,
  offer: OfferRecord,
  criteria: StayCriteria,
): CriteriaPrice | null {
  const row = catalogue.rowByOfferId.get(offer.id);
  if (!row) return null;
  const price = priceForCriteria(catalogue, row, criteria);
  return price.error ? null : price;
}
