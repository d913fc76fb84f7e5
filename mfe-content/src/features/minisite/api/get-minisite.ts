import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface GetMinisiteRequest {
  /** The minisite's slug, the route's id (`minisiteUrl`). */
  minisiteUrl: string;
  locale: Locale;
}

/** A partner's page of the shop: its banner and texts, and the catalogue filter its offers follow. */
export interface Minisite {
  minisiteId: number;
  minisiteUrl: string;
  partnerName: string | null;
  minisiteLocales: Locale[];
  bannerUrls: { desktop: string; mobile: string };
  logoUrl: string | null;
  /** The partner's offer terms, plain text. */
  footer: string | null;
  title: string;
  intro: string;
  /** The offers shown, as a search criteria hash without '#' (`theme=26&country=1`). */
  search: string;
}

/** GET /api/minisites/{minisiteUrl}?locale= (404 for an unknown slug or a locale it is not on). */
export function getMinisite(api: KyInstance, request: GetMinisiteRequest, signal?: AbortSignal): Promise<Minisite> {
  return api
    .get(`api/minisites/${encodeURIComponent(request.minisiteUrl)}`, {
      searchParams: { locale: request.locale },
      signal,
    })
    .json<Minisite>();
}

/**
 * A minisite in the query cache, under the same key in the browser and on the server; `null` when
 * the api knows none by that slug on that locale. Kept as an answer, not an error, so a server
 * render of the 404 body hands it to the browser, which then draws the same page without asking.
 */
export function minisiteQuery(api: KyInstance, request: GetMinisiteRequest) {
  return queryOptions({
    queryKey: ['minisite', request.locale, request.minisiteUrl],
    queryFn: ({ signal }): Promise<Minisite | null> =>
      getMinisite(api, request, signal).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
  });
}
