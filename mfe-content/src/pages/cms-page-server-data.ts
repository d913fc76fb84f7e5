import type { QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { ServerRemoteProps } from '@escapade/shared-contracts/server-render';
import { contentBoxesBlockQuery } from '../features/cms-blocks/api/get-content-boxes-block';
import type { CmsBlock } from '../features/cms-blocks/components/cms-block';
import { searchOffersQuery } from '../features/offer-list/api/search-offers';
import { offerListRequest } from '../features/offer-list/state/offer-list-request';

/**
 * Starts the gift-box block's call, which depends on the locale alone: a page that has that block
 * starts it beside its own content. Nothing where the block is switched off. Never fails (a failed
 * call is left to the browser).
 */
export function prefetchBoxesBlock(queryClient: QueryClient, api: KyInstance, props: ServerRemoteProps): Promise<void> {
  if (!props.flags.boxesBlock) return Promise.resolve();
  return queryClient.prefetchQuery(contentBoxesBlockQuery(api, props.locale));
}

/**
 * The calls a CMS page's blocks make, all at once, into the query cache the browser then hydrates:
 * the gift-box block's content and each top search's offers (with the key the block asks with).
 */
export async function prefetchCmsBlocks(
  queryClient: QueryClient,
  api: KyInstance,
  props: ServerRemoteProps,
  blocks: readonly CmsBlock[],
): Promise<void> {
  const calls = blocks.map((block) => {
    if (block.type === 'boxes') return prefetchBoxesBlock(queryClient, api, props);
    if (block.type !== 'topSearchResults') return undefined;
    const body = offerListRequest({ hash: block.search, flow: block.flow, locale: props.locale, limit: block.limit });
    return queryClient.prefetchQuery(searchOffersQuery(api, body));
  });
  await Promise.all(calls);
}
