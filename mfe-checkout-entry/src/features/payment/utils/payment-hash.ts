import type { CurrentRoute, RouteTarget } from '@escapade/shared-contracts/routes';

/**
 * The payment's marks in the page's hash, beside the criteria already there: `isLoading=1` while a
 * payment runs, `error=1` after it failed (the page then shows the failure, even once reloaded).
 */
export const LOADING_MARK = 'isLoading';
export const ERROR_MARK = 'error';
type PaymentMark = typeof LOADING_MARK | typeof ERROR_MARK;

/** The marks are plain words: a part's key is compared as written. */
const keyOf = (part: string) => part.split('=')[0] ?? '';

/** True when the hash carries the mark with the value 1. */
export function hasMark(hash: string, mark: PaymentMark): boolean {
  return hash.split('&').some((part) => part === `${mark}=1`);
}

/**
 * The hash with marks set (true) or removed (false). The other parts are kept as they are written,
 * so the criteria of the page come back untouched.
 */
export function hashWithMarks(hash: string, marks: Partial<Record<PaymentMark, boolean>>): string {
  const kept = hash.split('&').filter((part) => part !== '' && !(keyOf(part) in marks));
  for (const [mark, on] of Object.entries(marks)) if (on) kept.push(`${mark}=1`);
  return kept.join('&');
}

/** The page it is on, with another hash: the target of a replace that only changes the marks. */
export function sameRouteTarget(route: CurrentRoute, hash: string): RouteTarget {
  const query = Object.fromEntries(new URLSearchParams(route.search));
  return {
    kind: route.kind,
    ...(route.id !== undefined && { id: route.id }),
    ...(Object.keys(query).length > 0 && { query }),
    ...(hash !== '' && { hash }),
  };
}
