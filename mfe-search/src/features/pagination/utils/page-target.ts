/**
 * The address of one page of a result list, built one way for the page links and for the
 * prev/next hints the page gives the shell's head.
 */
import type { Flow, RouteKind, RouteTarget } from '@escapade/shared-contracts/routes';

export interface PagedList {
  /** Page the links lead to (search or activitySearch). */
  kind: RouteKind;
  flow: Flow;
  /** The criteria hash; none for an address a crawler reads (a server never sees a hash). */
  hash?: string;
  /** Query parameters the caller wants kept besides flow. */
  keptQuery?: Readonly<Record<string, string>>;
}

/** Page counts from 0; page 0 is the plain search URL: one address per page, no duplicate "page=0". */
export function pageTarget(page: number, { kind, flow, hash, keptQuery = {} }: PagedList): RouteTarget {
  return {
    kind,
    query: { ...keptQuery, flow, ...(page > 0 ? { page: String(page) } : {}) },
    ...(hash === undefined ? {} : { hash }),
  };
}

export interface PageLinkHints {
  prevPath?: string;
  nextPath?: string;
}

/**
 * The previous and next pages' paths (with their query, without a hash) around `page`: a previous
 * one from the second page on, a next one while a further page exists.
 */
export function pageLinkHints(
  page: number,
  pageCount: number,
  list: Omit<PagedList, 'hash'>,
  hrefFor: (target: RouteTarget) => string,
): PageLinkHints {
  return {
    ...(page > 0 && page < pageCount ? { prevPath: hrefFor(pageTarget(page - 1, list)) } : {}),
    ...(page >= 0 && page < pageCount - 1 ? { nextPath: hrefFor(pageTarget(page + 1, list)) } : {}),
  };
}
