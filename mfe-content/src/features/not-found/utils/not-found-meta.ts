import type { PageMeta } from '@escapade/shared-contracts/event-bus';

/** Search engines leave the 404 page out of their index but still follow its links. */
export const NOT_FOUND_ROBOTS = 'noindex, follow';

/** The head tags of the 404 body, under its localised title. */
export function notFoundMeta(title: string): PageMeta {
  return { title, robots: NOT_FOUND_ROBOTS };
}
