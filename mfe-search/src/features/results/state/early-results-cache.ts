import type { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { isEarlyRequestSettled, takeEarlyRequest } from '@escapade/shared-contracts/early-requests';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { earlyOffersSearchKey, offersSearchRequest } from '@escapade/shared-contracts/offers-search-request';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { SearchOffersResponse } from '../../../utils/search-offers-answer';
import { offersSearchQuery } from '../api/search-offers';

/**
 * The query cache a results page mounts with when the shell's early search has already answered:
 * that answer is in it, so the page neither asks again nor shows grey placeholders: its first
 * render draws them with the photos the shell drew into the server's, and the cards follow
 * (use-offers-search.ts).
 * Undefined when there is no such answer: a search still on its way is taken by the page itself
 * (search-offers.ts), a failed one is asked again there.
 */
export async function queryCacheWithEarlyResults(props: RemoteProps): Promise<QueryClient | undefined> {
  if (props.route.kind !== 'search') return undefined;
  const criteria = parseSearchCriteria({ hash: props.route.hash, search: props.route.search });
  const body = offersSearchRequest(criteria, props.locale);
  const key = earlyOffersSearchKey(body);
  if (!isEarlyRequestSettled(key)) return undefined;
  const answer = await takeEarlyRequest<SearchOffersResponse>(key)?.catch(() => undefined);
  if (!answer) return undefined;
  const queryClient = createQueryClient(props.serverState);
  queryClient.setQueryData(offersSearchQuery(createApiClient(props.apiBase), body).queryKey, answer);
  return queryClient;
}
