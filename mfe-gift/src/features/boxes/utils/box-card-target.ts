import type { RouteTarget } from '@escapade/shared-contracts/routes';

/** A box card opens the box's page in the gifting flow. */
const GIFTING_QUERY = { flow: 'gifting' } as const;

/**
 * Where a box card leads. With the boxes toggle on, the shop's own box page (/box/{code});
 * otherwise the readable box address (/{gift}/p/{slug}/{code}).
 */
export function boxCardTarget(box: { code: string; slug: string }, boxesFlag: boolean): RouteTarget {
  return boxesFlag
    ? { kind: 'giftBox', id: box.code, query: GIFTING_QUERY }
    : { kind: 'giftBoxProduct', id: box.code, slug: box.slug, query: GIFTING_QUERY };
}
