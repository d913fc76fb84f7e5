/**
 * The query cache every app keeps its api data in. On the server it is filled before the page is
 * rendered and serialized into the HTML; in the browser the same cache is hydrated from it, so the
 * page does not ask again for what the server already fetched.
 */
import { QueryClient } from '@tanstack/react-query';

/** Data younger than this is shown without asking the api again (a page revisited, a remount). */
export const QUERY_STALE_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
