import type { WishlistItem } from '@escapade/shared-contracts/event-bus';

export interface WishlistSource {
  id: number;
  type: WishlistItem['type'];
  label: string;
  headwords?: readonly string[];
  /** Origin-relative image URL from the api. */
  imageUrl: string;
  hotel?: { label: string; stars?: number };
}

/** An origin-relative api URL made absolute: apiBase first, then the page's origin when apiBase is ''. */
export function absoluteApiUrl(
  apiBase: string,
  path: string,
  pageUrl: string = globalThis.location?.href ?? 'http://localhost/',
): string {
  try {
    return new URL(`${apiBase}${path}`, pageUrl).href;
  } catch {
    return `${apiBase}${path}`;
  }
}

/** The item the shell's wishlist keeps (bus `wishlist:toggle`); `uri` is the product page href. */
export function wishlistItemOf(
  source: WishlistSource,
  { apiBase, uri }: { apiBase: string; uri: string },
): WishlistItem {
  const item: WishlistItem = {
    id: String(source.id),
    type: source.type,
    label: source.label,
    imageUrl: absoluteApiUrl(apiBase, source.imageUrl),
    uri,
  };
  if (source.headwords?.length) item.headwords = [...source.headwords];
  if (source.hotel)
    item.hotel =
      source.hotel.stars === undefined
        ? { label: source.hotel.label }
        : { label: source.hotel.label, stars: source.hotel.stars };
  return item;
}
