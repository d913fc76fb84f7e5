import type { Locale } from '@escapade/shared-contracts/locales';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import type { Flow } from '@escapade/shared-contracts/routes';
import { buildOffersRequest, parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';

export interface OfferListRequest {
  /** Search criteria as a location hash without '#' (`hotelId=1203`, `country=1&theme=26`, '' for all). */
  hash: string;
  flow: Flow;
  locale: Locale;
  limit: number;
}

/**
 * The offers search of a content list: the criteria read exactly as the search page reads them,
 * so a list and the search it links to show the same offers.
 */
export function offerListRequest({ hash, flow, locale, limit }: OfferListRequest): OffersRequestBody {
  const criteria = parseSearchCriteria({ hash, search: new URLSearchParams({ flow }).toString() });
  return buildOffersRequest(criteria, { locale, limit, page: 0 });
}
