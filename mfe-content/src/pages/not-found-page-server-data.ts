import type { QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { ServerRemoteProps } from '@escapade/shared-contracts/server-render';
import { marketingArticlesQuery } from '../features/not-found/api/get-marketing-articles';
import { notFoundMeta } from '../features/not-found/utils/not-found-meta';
import { selectionRequest } from '../features/not-found/utils/not-found-requests';
import { searchOffersQuery } from '../features/offer-list/api/search-offers';
import { createI18n } from '../i18n/create-i18n';
import type { PageServerData, ServerPageOutcome } from './page-server-data';

/**
 * Time the 404 body's lists may take on the server: the remote's whole render has 250 ms, and the
 * markup still has to be drawn. A list that is not there by then is asked by the browser.
 */
export const NOT_FOUND_PREFETCH_BUDGET_MS = 180;

/**
 * What a server render of the 404 body needs, for the not-found route and for any page whose id
 * names nothing: its two lists in the cache (asked together; a failed or slow one is left to the
 * browser), status 404 and its head tags. The hash, hence an expired offer's hotel, is the browser's.
 */
export async function notFoundServerOutcome(
  queryClient: QueryClient,
  api: KyInstance,
  props: ServerRemoteProps,
): Promise<ServerPageOutcome> {
  const prefetches = Promise.all([
    queryClient.prefetchQuery(marketingArticlesQuery(api, { locale: props.locale })),
    queryClient.prefetchQuery(searchOffersQuery(api, selectionRequest(props.locale))),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, NOT_FOUND_PREFETCH_BUDGET_MS);
  });
  await Promise.race([prefetches, budget]).finally(() => clearTimeout(timer));
  return { status: 404, meta: notFoundMeta(createI18n(props.language).t('notFound.metaTitle')) };
}

export const notFoundPageServerData: PageServerData = notFoundServerOutcome;
