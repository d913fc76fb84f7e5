import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface GetStaticContentRequest {
  /** The page's id in the site's language (the route's id). */
  id: string;
  locale: Locale;
}

export interface StaticContentSection {
  heading: string;
  paragraphs: string[];
}

export interface StaticContent {
  id: string;
  title: string;
  /** yyyy-MM-dd */
  updatedOn: string;
  sections: StaticContentSection[];
}

/** Ids are slugs; anything else names no page, so it is not worth a request. */
const STATIC_PAGE_ID = /^[a-z0-9-]{1,64}$/;

/**
 * GET /api/static-content/{id}?locale=. An unknown page is an answer, not a failure: it resolves to
 * null, so the server can hand "not found" to the browser in the query cache like any content.
 */
export async function getStaticContent(
  api: KyInstance,
  request: GetStaticContentRequest,
  signal?: AbortSignal,
): Promise<StaticContent | null> {
  if (!STATIC_PAGE_ID.test(request.id)) return null;
  try {
    return await api
      .get(`api/static-content/${request.id}`, { searchParams: { locale: request.locale }, signal })
      .json<StaticContent>();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The page in the query cache, under the same key in the browser and on the server. */
export function staticContentQuery(api: KyInstance, request: GetStaticContentRequest) {
  return queryOptions({
    queryKey: ['static-content', request.locale, request.id],
    queryFn: ({ signal }) => getStaticContent(api, request, signal),
  });
}
