import type { CurrentRoute, RouteTarget } from '@escapade/shared-contracts/routes';

/** The route kinds of search landings: a city's, or a theme's (optionally in a region). */
export type SearchLandingKind = 'cityLanding' | 'themeLanding';

const DIGITS = /^\d+$/;

/**
 * The criteria hash a search landing's id stands for, or null when the id does not read as one
 * (then the page is a 404). An id is readable words, then ids, all joined by dashes:
 * - a city landing ends with the city id: `paris-10001` → `city=10001`;
 * - a theme landing ends with the theme id, or the theme id then the region id:
 *   `romantique-23` → `theme=23`, `romantique-bretagne-23-102` → `theme=23&region=102`.
 * The words are what a reader sees: none may be empty, and not all of them may be numbers.
 */
export function searchLandingHash(kind: SearchLandingKind, id: string): string | null {
  const parts = id.split('-');
  const idCount = kind === 'themeLanding' && parts.length >= 3 && DIGITS.test(parts.at(-2) ?? '') ? 2 : 1;
  const words = parts.slice(0, -idCount);
  const ids = parts.slice(-idCount);
  const readable = words.some((word) => !DIGITS.test(word)) && words.every((word) => word !== '');
  if (!readable || !ids.every((part) => DIGITS.test(part))) return null;
  if (kind === 'cityLanding') return `city=${ids[0]}`;
  return ids.length === 2 ? `theme=${ids[0]}&region=${ids[1]}` : `theme=${ids[0]}`;
}

/** Where a search landing leads: the booking search prefilled with its criteria; null for a 404. */
export function searchLandingTarget(route: Pick<CurrentRoute, 'kind' | 'id'>): RouteTarget | null {
  if ((route.kind !== 'cityLanding' && route.kind !== 'themeLanding') || !route.id) return null;
  const hash = searchLandingHash(route.kind, route.id);
  return hash === null ? null : { kind: 'search', query: { flow: 'booking' }, hash };
}
