/**
 * Reading and pricing the items of a price, order or payment body, as one step the three calls
 * share: a body a page could not have sent is a 400; otherwise the purchase as the catalogue
 * prices it now (which may be "not bookable").
 */
import type { Locale } from '@escapade/shared-contracts/locales';
import type { Catalogue } from '../catalogue/catalogue';
import { readPurchaseItems, type PurchaseItems } from './purchase-items';
import { NEW_SHOPPER, pricePurchase, type PricedPurchase, type PurchaseShopper } from './purchase-price';

export function priceRequest(
  catalogue: Catalogue,
  locale: Locale,
  items: PurchaseItems,
  shopper: PurchaseShopper = NEW_SHOPPER,
): PricedPurchase {
  const read = readPurchaseItems(items);
  if ('problem' in read) return { outcome: 'invalid', message: read.problem };
  return pricePurchase(catalogue, locale, read, shopper);
}
