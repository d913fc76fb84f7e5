/**
 * The query cache every app keeps its api data in. On the server it is filled before the page is
 * rendered and serialized into the HTML; in the browser the same cache is hydrated from it, so the
 * page does not ask again for what the server already fetched.
 */
import { QueryClient, hydrate, type DehydratedState } from '@tanstack/react-query';

/** Data younger than this is shown without asking the api again (a page revisited, a remount). */
export const QUERY_STALE_MS = 60_000;

/** A new cache; given what a server render filled (`dehydrate`), it starts with that data. */
export function createQueryClient(serverState?: unknown): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        // The api client retries reads itself (createApiClient); a second layer would multiply the tries.
        retry: false,
        // A shopper switching tabs does not need the offers fetched again.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  if (isDehydratedState(serverState)) hydrate(client, serverState);
  return client;
}

function isDehydratedState(value: unknown): value is DehydratedState {
  return typeof value === 'object' && value !== null && Array.isArray((value as { queries?: unknown }).queries);
}
