import type { CurrentRoute, RouteTarget } from '@escapade/shared-contracts/routes';
import type { GiftFormat } from './box-format';

/** The hash key of the chosen gift format, as in the search criteria. */
const GIFT_FORMAT_KEY = 'giftFormat';

/** The format chosen in the hash, when it names one. */
export function giftFormatInHash(hash: string): GiftFormat | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(GIFT_FORMAT_KEY)?.trim();
  return value === 'digital' || value === 'physical' ? value : undefined;
}

/** The hash with the format set, every other key kept as it was. */
export function hashWithGiftFormat(hash: string, format: GiftFormat): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  params.set(GIFT_FORMAT_KEY, format);
  return params.toString();
}

/** The words before the code in /p/{slug}/{code}: kept, so the address changes only in its hash. */
function slugInPath(pathname: string, code: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const codeIndex = segments.lastIndexOf(code);
  return codeIndex > 0 ? segments[codeIndex - 1] : undefined;
}

/** The page's own route with another format in its hash, its query kept. */
export function boxRouteWithFormat(route: CurrentRoute, code: string, slug: string, format: GiftFormat): RouteTarget {
  return {
    kind: route.kind,
    id: code,
    ...(route.kind === 'giftBoxProduct' ? { slug: slugInPath(route.pathname, code) ?? slug } : {}),
    query: Object.fromEntries(new URLSearchParams(route.search.replace(/^\?/, ''))),
    hash: hashWithGiftFormat(route.hash, format),
  };
}

/**
 * The gift checkout of the box: the gift checkout route with the box code, in the gifting flow. The
 * format travels in the query with the code (what the checkout reads) and in the hash (where the
 * search criteria keep it, so the way back to this page shows the same choice).
 */
export function giftCheckoutTarget(code: string, format: GiftFormat): RouteTarget {
  return {
    kind: 'giftCheckout',
    id: code,
    query: { flow: 'gifting', giftFormat: format, code },
    hash: hashWithGiftFormat('', format),
  };
}
