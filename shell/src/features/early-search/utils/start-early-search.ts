import { createApiClient } from '@escapade/shared-contracts/api-client';
import { startEarlyRequest } from '@escapade/shared-contracts/early-requests';
import { drawEarlyResultPhotos, scrollToEarlyResults } from '@escapade/shared-contracts/early-result-photos';
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
 * activity flow (which has its own list), ask nothing. Gives the answer on its way, or null when
 * it started no search.
 */
export function startEarlySearch(address: PageAddress, apiBase: string): Promise<unknown> | null {
  const site = resolveSite(address.hostname, address.pathname);
  if (site.kind !== 'locale' || matchRoute(site.locale, address.pathname)?.kind !== 'search') return null;
  const criteria = parseSearchCriteria({ hash: address.hash, search: address.search });
  if (criteria.flow === 'activity') return null;
  const body = offersSearchRequest(criteria, site.locale);
  const api = createApiClient(apiBase);
  const answer = api.post(OFFERS_SEARCH_PATH, { json: body }).json();
  startEarlyRequest(earlyOffersSearchKey(body), () => answer);
  return answer;
}

/** Outlets still showing the server's markup: the remote's code has not drawn over them yet. */
const SERVER_MARKUP_OUTLETS = '[data-remote][data-status="server"]';

/**
 * Draws the results' first photos into the server's placeholder cards as soon as the early answer
 * comes (shared-contracts/early-result-photos), once the page's markup has all arrived, and on a
 * phone scrolls to them as the search remote will: the photo of the first result is what a shopper
 * looks for, and the search remote's code is seconds away on a phone. An outlet the remote has
 * already drawn is left alone. A failed search draws nothing.
 */
export async function drawEarlyPhotos(answer: Promise<unknown>, apiBase: string, page: Document): Promise<number> {
  const results = await answer.catch(() => null);
  if (page.readyState === 'loading') {
    await new Promise((parsed) => page.addEventListener('DOMContentLoaded', parsed, { once: true }));
  }
  let drawn = 0;
  for (const outlet of page.querySelectorAll(SERVER_MARKUP_OUTLETS)) {
    const photos = drawEarlyResultPhotos(results, apiBase, outlet);
    if (photos > 0 && page.defaultView) scrollToEarlyResults(results, outlet, page.defaultView);
    drawn += photos;
  }
  return drawn;
}
