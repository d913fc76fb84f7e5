import type { QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { PageMeta } from '@escapade/shared-contracts/event-bus';
import type { ServerRemoteProps } from '@escapade/shared-contracts/server-render';

/** What a page's server render tells the edge beside its markup. */
export interface ServerPageOutcome {
  /** The head tags (title, description, robots) the page announces. */
  meta?: PageMeta;
  /** 404 when the route names nothing that exists (an unknown page id). */
  status?: 404;
  /** A path of the same site the page only leads to (a search landing, a campaign that ended). */
  redirect?: string;
}

/**
 * What a page's server render needs before it draws: its data put in the query cache (which the
 * browser then hydrates, so it asks nothing again) and what it tells the edge. A failed call is not
 * the server's to show: it leaves the data out and the browser asks again.
 */
export type PageServerData = (
  queryClient: QueryClient,
  api: KyInstance,
  props: ServerRemoteProps,
) => Promise<ServerPageOutcome | undefined>;
