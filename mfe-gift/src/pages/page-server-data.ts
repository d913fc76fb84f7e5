import type { QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { PageMeta } from '@escapade/shared-contracts/event-bus';
import type { ServerRemoteProps } from '@escapade/shared-contracts/server-render';

/**
 * What a page's server render needs before it draws: its data put in the query cache (which the
 * browser then hydrates, so it asks nothing again) and its head tags. A failed call is not the
 * server's to show: it leaves the data out and the browser asks again.
 */
export type PageServerData = (
  queryClient: QueryClient,
  api: KyInstance,
  props: ServerRemoteProps,
) => Promise<PageMeta | undefined>;

/** Gift set-up, gift card and beneficiary pages are steps, not landing pages: kept out of search engines, links followed. */
export const GIFT_PAGE_ROBOTS = 'noindex, follow';
