import { minisiteQuery } from '../features/minisite/api/get-minisite';
import { minisiteOffersRequest } from '../features/minisite/state/minisite-offers-request';
import { minisitePageMeta } from '../features/minisite/utils/minisite-page-meta';
import { searchOffersQuery } from '../features/offer-list/api/search-offers';
import { notFoundServerOutcome } from './not-found-page-server-data';
import type { PageServerData } from './page-server-data';

/**
 * A minisite is drawn with its offers (both in the first paint: the offers' search needs the
 * minisite's filter, so the calls follow each other). An unknown slug answers 404 with the 404
 * page's body, its data and head tags prepared as for the 404 page itself.
 */
export const minisitePageServerData: PageServerData = async (queryClient, api, props) => {
  const request = { minisiteUrl: props.route.id ?? '', locale: props.locale };
  const minisite = await queryClient.fetchQuery(minisiteQuery(api, request)).catch(() => undefined);
  if (minisite === undefined) return undefined;
  if (minisite === null) return notFoundServerOutcome(queryClient, api, props);
  // A failed offers search is left to the browser; the page still draws.
  await queryClient.prefetchQuery(searchOffersQuery(api, minisiteOffersRequest(minisite, props.locale)));
  return { meta: minisitePageMeta(minisite) };
};
