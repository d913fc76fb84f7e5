import type { RouteTarget } from '@escapade/shared-contracts/routes';

/** A box is a gift: its page opens in the gifting flow. */
const BOX_PAGE_QUERY = { flow: 'gifting' } as const;

/**
 * The page a gift box card opens: the shop's box page (/box/{code}) where the boxes toggle is on,
 * else the box's readable address, which also names its slug.
 */
export function boxCardLink(code: string, slug: string, boxesToggle: boolean): RouteTarget {
  const kind = boxesToggle ? 'giftBox' : 'giftBoxProduct';
  const named = boxesToggle ? {} : { slug };
  return { kind, id: code, ...named, query: BOX_PAGE_QUERY };
}
