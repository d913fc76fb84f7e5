import { earlyRequestKey } from './early-requests';
import type { Locale } from './locales';
import type { OffersRequestBody } from './offers-request';
import { buildOffersRequest, ITEMS_PER_PAGE, type SearchCriteria } from './search-criteria';

const inOrder = <T extends string | number>(values: readonly T[]): T[] => [...values].sort();

/**
 * The results page's request for the criteria: one page of offers. The lists of the URL are sorted
 * first: stars=5,4 is the same search as stars=4,5, so it is one entry of the cache and asks nothing
 * more. Neither does the search bar's origin marker, which is not part of the request. Whoever
 * starts the search (the shell's first script, the search remote) builds it here, so both ask the
 * very same thing and the answer of one serves the other.
 */
export function offersSearchRequest(criteria: SearchCriteria, locale: Locale): OffersRequestBody {
  const sameLists: SearchCriteria = {
    ...criteria,
    stars: inOrder(criteria.stars),
    facilities: inOrder(criteria.facilities),
    tags: inOrder(criteria.tags),
    hotelTypes: inOrder(criteria.hotelTypes),
    hotelEnvironments: inOrder(criteria.hotelEnvironments),
    hotelStyles: inOrder(criteria.hotelStyles),
  };
  return buildOffersRequest(sameLists, { locale, limit: ITEMS_PER_PAGE, page: criteria.page });
}

/** Where the results page's search is sent (POST, the body above), relative to the api base. */
export const OFFERS_SEARCH_PATH = 'api/offers.json';

/** The key under which a search started early waits for the search remote (see early-requests.ts). */
export function earlyOffersSearchKey(body: OffersRequestBody): string {
  return earlyRequestKey('POST', OFFERS_SEARCH_PATH, body);
}
