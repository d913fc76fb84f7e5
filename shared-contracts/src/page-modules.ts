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

/** A bound on one page's downloads in a row; a page's chunk needs a handful of files. */
const MAX_PAGE_DOWNLOAD_ATTEMPTS = 16;

/**
 * Downloads a page, asking again at once while each attempt fails on a file that had not failed
 * before. The page's files were announced to the browser with the page (link preload), and a
 * preload that failed (the cdn down when the page came) is handed by the browser to the first
 * script asking for the same file, as if that request had failed: each file can fail that way
 * once, and the shared libraries' files of a page load one after another, so one attempt meets
 * one of them. A file that fails twice is a real failure. (A retry library counts attempts; the
 * rule here is about which file failed, which webpack's ChunkLoadError names in `request`.)
 */
async function downloadPage<Page>(loader: () => Promise<Page>): Promise<Page> {
  const failedFiles = new Set<string>();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await loader();
    } catch (error) {
      const file = (error as { request?: unknown } | null)?.request;
      if (typeof file !== 'string' || failedFiles.has(file) || attempt >= MAX_PAGE_DOWNLOAD_ATTEMPTS) throw error;
      failedFiles.add(file);
    }
  }
}

export function pageModules<Page>(loaders: Partial<Record<RouteKind, () => Promise<Page>>>): PageModules<Page> {
  const pages = new Map<RouteKind, Page>();
  const downloads = new Map<RouteKind, Promise<void>>();
  const load = (kind: RouteKind): Promise<void> => {
    const loader = loaders[kind];
    if (!loader || pages.has(kind)) return Promise.resolve();
    let download = downloads.get(kind);
    if (!download) {
      download = downloadPage(loader).then(
        (page) => void pages.set(kind, page),
        (error: unknown) => {
          // A download that failed (the cdn gone a moment) is tried again by the next mount.
          downloads.delete(kind);
          throw error;
        },
      );
      downloads.set(kind, download);
    }
    return download;
  };
  return {
    load,
    loaded: (kind) => pages.get(kind),
    loadAll: async () => {
      await Promise.all((Object.keys(loaders) as RouteKind[]).map(load));
    },
  };
}
