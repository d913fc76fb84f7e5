/**
 * What the frame shows above every page (flags, announcements, promo bar, countdown, navigation)
 * is the same for every visitor of a locale: a server render keeps it for FRAME_DATA_TTL_MS in its
 * process instead of asking the api for it on every page. Each page still gets a query cache of
 * its own, filled from the kept data, so what it hands to the browser is its own page's. A read
 * that failed is not kept: the next page asks again.
 */
import { QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { Locale } from '@escapade/shared-contracts/locales';

/** How long the frame's data is used before the api is asked again: a CMS change shows within it. */
export const FRAME_DATA_TTL_MS = 30_000;

/** One cache per locale, kept for the process's life. */
const keptByLocale = new Map<Locale, QueryClient>();

function keptFor(locale: Locale): QueryClient {
  let kept = keptByLocale.get(locale);
  if (!kept) {
    kept = new QueryClient({ defaultOptions: { queries: { staleTime: FRAME_DATA_TTL_MS, retry: false } } });
    keptByLocale.set(locale, kept);
  }
  return kept;
}

/**
 * Fills the page's cache with the frame query's data: the kept data while it is fresh, else the
 * api's answer (then kept). A failure leaves the query out, for the browser to read.
 */
export async function prefetchSharedFrameQuery<T, Key extends QueryKey>(
  page: QueryClient,
  locale: Locale,
  options: FetchQueryOptions<T, Error, T, Key>,
): Promise<void> {
  const kept = keptFor(locale);
  try {
    const data = await kept.fetchQuery(options);
    // The page's own cache under the same key, as if it had fetched the data itself.
    page.setQueryData<T>(options.queryKey as QueryKey, data);
  } catch {
    // As prefetchQuery: the page is drawn without it.
  }
}

/** A value the frame needs (the flags), read once per FRAME_DATA_TTL_MS and locale; failures are not kept. */
export function sharedFrameValue<T>(locale: Locale, name: string, read: () => Promise<T>): Promise<T> {
  return keptFor(locale).fetchQuery({ queryKey: ['frame-value', name], queryFn: read });
}
