import type { Locale } from '@escapade/shared-contracts/locales';
import { hrefFor } from '../../../utils/route-table';

export interface ResolvedCmsLink {
  href: string;
  /** A page of this shop: a plain click moves inside the page instead of reloading it. */
  internal: boolean;
}

/**
 * CMS links (api/README.md "CMS links"): the CMS does not know the shop's localised paths, so a
 * link to the search is written as its criteria, `?flow=gifting#theme=26`, and the shell turns it
 * into the search route of the site. Site paths (`/…`) and http(s) URLs are kept; anything else
 * (javascript:, data:…) is refused.
 */
export function resolveCmsLink(url: string | null | undefined, locale: Locale): ResolvedCmsLink | null {
  const value = (url ?? '').trim();
  if (!isFollowableCmsLink(value)) return null;
  if (value.startsWith('?') || value.startsWith('#')) {
    const hashStart = value.indexOf('#');
    const queryPart = hashStart === -1 ? value : value.slice(0, hashStart);
    const hash = hashStart === -1 ? '' : value.slice(hashStart + 1);
    const query = Object.fromEntries(new URLSearchParams(queryPart.replace(/^\?/, '')));
    return { href: hrefFor(locale, { kind: 'search', query, ...(hash ? { hash } : {}) }), internal: true };
  }
  return { href: value, internal: value.startsWith('/') };
}

/** Whether resolveCmsLink makes a link of it: the same answer in every locale. */
export function isFollowableCmsLink(url: string | null | undefined): boolean {
  const value = (url ?? '').trim();
  return (
    value.startsWith('?') ||
    value.startsWith('#') ||
    (value.startsWith('/') && !value.startsWith('//')) ||
    /^https?:\/\//i.test(value)
  );
}
