import { DEFAULT_GIFT_NIGHTS } from '@escapade/shared-contracts/search-criteria';
import type { GiftPriceListEntry } from '../api/get-gift-price-list';

/**
 * The length of stay to show as chosen: the wanted one when the price list offers it, else the
 * api's suggestion, else the shop's default (1 night), else the shortest stay on offer.
 */
export function resolveGiftNights(
  priceList: GiftPriceListEntry[],
  wanted: number | undefined,
  suggested: number | undefined,
): number | undefined {
  const offered = (nights: number | undefined) =>
    nights !== undefined && priceList.some((entry) => entry.nights === nights);
  for (const candidate of [wanted, suggested, DEFAULT_GIFT_NIGHTS]) {
    if (offered(candidate)) return candidate;
  }
  return priceList.reduce<number | undefined>(
    (shortest, entry) => (shortest === undefined || entry.nights < shortest ? entry.nights : shortest),
    undefined,
  );
}
