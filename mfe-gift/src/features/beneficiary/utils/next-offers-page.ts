import type { VoucherOffersPage } from './beneficiary-shapes';

/**
 * The page to ask for after `pages`, or undefined once every stay of the total is loaded (or a page
 * came back empty: the total may count stays that left the sale since). The first page is asked
 * without a number; each next one is the last answer's page plus one.
 */
export function nextOffersPage(pages: readonly VoucherOffersPage[]): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.offers.length === 0) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.offers.length, 0);
  return loaded < last.totalCount ? last.page + 1 : undefined;
}
