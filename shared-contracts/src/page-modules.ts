import { chunkDownloads } from './chunk-downloads';
import type { RouteKind } from './routes';

/**
 * A remote's pages, each downloaded when its route is first shown. Every page is a chunk of its
 * own, named `page-<route kind>` by the import that loads it (`webpackChunkName`): the build lists
 * each such chunk's files in the remote's manifest (`metaData.pageChunks`), and the edge announces
 * the route's page with the remote's entry and puts its styles in the server's markup.
 */
export interface PageModules<Page> {
  /** Downloads the route's page, once; a route the remote has no page for needs nothing. */
  load(kind: RouteKind): Promise<void>;
  /** The route's page once downloaded. */
  loaded(kind: RouteKind): Page | undefined;
  /** Every page: for a server bundle (one file holds them all) and for tests that draw any route at once. */
  loadAll(): Promise<void>;
}

export function pageModules<Page>(loaders: Partial<Record<RouteKind, () => Promise<Page>>>): PageModules<Page> {
  const downloads = chunkDownloads<RouteKind, Page>(
    (kind) => loaders[kind]?.() ?? Promise.reject(new Error(`No page for ${kind}`)),
  );
  // A route the remote has no page for needs nothing.
  const load = (kind: RouteKind): Promise<void> => (loaders[kind] ? downloads.load(kind) : Promise.resolve());
  return {
    load,
    loaded: downloads.loaded,
    loadAll: async () => {
      await Promise.all((Object.keys(loaders) as RouteKind[]).map(load));
    },
  };
}
