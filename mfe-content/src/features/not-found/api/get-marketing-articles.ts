import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { RouteTarget } from '@escapade/shared-contracts/routes';

export interface GetMarketingArticlesRequest {
  locale: Locale;
}

/** One article of the shop's magazine, leading to a page of the shop. */
export interface MarketingArticle {
  id: string;
  title: string;
  text: string;
  /** Origin-relative (`/images/…svg`). */
  imageUrl: string;
  target: RouteTarget;
}

export interface MarketingArticlesResponse {
  items: MarketingArticle[];
}

/** GET /api/cms/marketing-articles?locale= */
export function getMarketingArticles(
  api: KyInstance,
  request: GetMarketingArticlesRequest,
  signal?: AbortSignal,
): Promise<MarketingArticlesResponse> {
  return api
    .get('api/cms/marketing-articles', { searchParams: { locale: request.locale }, signal })
    .json<MarketingArticlesResponse>();
}

/** The articles in the query cache, under the same key in the browser and on the server. */
export function marketingArticlesQuery(api: KyInstance, request: GetMarketingArticlesRequest) {
  return queryOptions({
    queryKey: ['marketing-articles', request.locale],
    queryFn: ({ signal }) => getMarketingArticles(api, request, signal),
  });
}
