import { readCookie } from '../../../utils/cookies';

/**
 * Affiliates whose visitors never see the newsletter modal. The list is the shop's own choice:
 * cashback and voucher-code partners, whose visitors come for one deal and are already on the
 * partner's own mailing list.
 */
export const EXCLUDED_AFFILIATE_IDS: ReadonlySet<string> = new Set([
  '1204',
  '2788',
  '3051',
  'cashback',
  'vouchercodes',
]);

/** The affiliate id travels in the `aff` query parameter, then in a cookie of the same name. */
export const AFFILIATE_QUERY_KEY = 'aff';
export const AFFILIATE_COOKIE_NAMES = ['aff', 'affiliateId'] as const;

/**
 * The visitor's affiliate id, or null: from the query of this address first (the link just
 * followed), then the id the shop kept from the visit that came through an affiliate's link (a
 * later visit carries no parameter), then a cookie.
 */
export function affiliateIdFrom(search: string, cookies: string, keptAffiliateId?: string): string | null {
  const fromQuery = new URLSearchParams(search).get(AFFILIATE_QUERY_KEY)?.trim();
  if (fromQuery) return fromQuery;
  const kept = keptAffiliateId?.trim();
  if (kept) return kept;
  for (const name of AFFILIATE_COOKIE_NAMES) {
    const value = readCookie(name, cookies)?.trim();
    if (value) return value;
  }
  return null;
}

export function isExcludedAffiliate(affiliateId: string | null): boolean {
  return affiliateId !== null && EXCLUDED_AFFILIATE_IDS.has(affiliateId);
}
