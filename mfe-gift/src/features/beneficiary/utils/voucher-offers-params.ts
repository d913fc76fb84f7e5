import type { Locale } from '@escapade/shared-contracts/locales';
import type { OffersFilters } from './offers-filters';

/** What the stays of a gift code are asked with: the site's locale and the page's filters. */
export interface VoucherOffersRequest {
  locale: Locale;
  filters: OffersFilters;
}

/** A gift stay or a gift card shows this many packages of one hotel at most. */
export const PACKAGES_PER_HOTEL = 20;

function withFilters(params: Record<string, string>, filters: OffersFilters, keys: (keyof OffersFilters)[]) {
  for (const key of keys) {
    const value = filters[key];
    if (value) params[key] = value;
  }
  return params;
}

/** The query of a box's stays and facets (without the page). A box's calls take no hotel. */
export function boxOffersParams({ locale, filters }: VoucherOffersRequest): Record<string, string> {
  return withFilters({ locale }, filters, ['checkinDate', 'region', 'theme']);
}

/**
 * The query of a gift stay's or a gift card's stays and facets (without the page). The gift is
 * exchangeable: every giftable stay is offered, not only those within its amount.
 */
export function singleVoucherOffersParams({ locale, filters }: VoucherOffersRequest): Record<string, string> {
  return withFilters(
    {
      locale,
      numberOfPackagesPerHotel: String(PACKAGES_PER_HOTEL),
      matchOfferRangePriceWithGiftAmount: 'false',
    },
    filters,
    ['checkinDate', 'hotelId', 'region', 'theme'],
  );
}
