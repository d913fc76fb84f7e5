/**
 * What the CMS route tests ask the api the way the shop's pages do: the offers a criteria hash
 * finds (as a topSearchResults block or a tile's search would show them) and the blocks of a page.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { Flow } from '@escapade/shared-contracts/routes';
import { buildOffersRequest, parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';

export interface FoundOffers {
  totalCount: number;
  exactMatch: { id: number; promo: number }[];
}

/** POST /api/offers.json for a criteria hash, as the search page sends it. */
export async function searchOffers(
  app: FastifyInstance,
  { hash, flow, locale, limit = 8 }: { hash: string; flow: Flow; locale: Locale; limit?: number },
): Promise<FoundOffers> {
  const criteria = parseSearchCriteria({ hash, search: `flow=${flow}` });
  const response = await app.inject({
    method: 'POST',
    url: '/api/offers.json',
    payload: buildOffersRequest(criteria, { locale, limit }),
  });
  if (response.statusCode !== 200) throw new Error(`offers.json answered ${response.statusCode} for ${hash}`);
  return response.json();
}

export interface PageBlock {
  type: string;
  [field: string]: unknown;
}

export function blocksOfType<T = PageBlock>(page: { blocks: PageBlock[] }, type: string): T[] {
  return page.blocks.filter((block) => block.type === type) as T[];
}
