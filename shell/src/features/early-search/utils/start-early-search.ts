import { createApiClient } from '@escapade/shared-contracts/api-client';
import { startEarlyRequest } from '@escapade/shared-contracts/early-requests';
import { resolveSite } from '@escapade/shared-contracts/locales';
import {
  earlyOffersSearchKey,
  OFFERS_SEARCH_PATH,
  offersSearchRequest,
} from '@escapade/shared-contracts/offers-search-request';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { matchRoute } from '../../../utils/route-table';

type PageAddress = Pick<Location, 'hostname' | 'pathname' | 'search' | 'hash'>;

/**
 * On a results page, asks for the results at once. The criteria are in the hash, which the server
 * never sees, and the search remote takes a while to download and start: the request runs in the
 * meantime, and the remote takes its answer (shared-contracts/early-requests). Other pages, and the
 * activity flow (which has its own list), ask nothing. Tells whether it started a search.
 */
export function startEarlySearch(address: PageAddress, apiBase: string): boolean {
  const site = resolveSite(address.hostname, address.pathname);
  if (site.kind !== 'locale' || matchRoute(site.locale, address.pathname)?.kind !== 'search') return false;
  const criteria = parseSearchCriteria({ hash: address.hash, search: address.search });
  if (criteria.flow === 'activity') return false;
  const body = offersSearchRequest(criteria, site.locale);
  const api = createApiClient(apiBase);
  startEarlyRequest(earlyOffersSearchKey(body), () => api.post(OFFERS_SEARCH_PATH, { json: body }).json());
  return true;
}
