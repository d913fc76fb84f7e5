/**
 * The edge's server rendering: the shell's server bundle renders the page, and for the route's
 * remote it calls that remote's own server bundle, read from the cdn at the address of the version
 * the registry points at (so a deployed version is rendered from the next request on, with no
 * restart; remote-source.ts keeps what it read). A remote that
 * throws or is slower than its budget is left to the browser; the page always answers.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Registry } from '@escapade/shared-contracts/registry';
import type { RemoteName } from '@escapade/shared-contracts/routes';
import {
  SERVER_BUNDLE_PATH,
  type RemoteServerEntry,
  type ServerRemoteProps,
  type ServerRenderResult,
} from '@escapade/shared-contracts/server-render';
import type { PageLocation } from '../shell/src/utils/head-links';
import type { ShellServerPage, ShellServerRedirect, ShellServerRequest } from '../shell/src/server';
import type { RemoteSource } from './remote-source';

/** Time a remote's server render may take (its api calls included) before the browser is left to render it. */
export const REMOTE_RENDER_BUDGET_MS = 250;

/** Time the whole page may take on the server (the frame's flags call included) before the edge sends the plain page. */
export const PAGE_RENDER_BUDGET_MS = 1_000;

interface ShellServerBundle {
  renderShellPage(request: ShellServerRequest): Promise<ShellServerPage | ShellServerRedirect | null>;
}

const load = createRequire(__filename);

/** A bundle read once per file version: a rebuilt shell (same path, newer file) is read again. */
const bundles = new Map<string, { mtimeMs: number; exports: unknown }>();
function requireBundle<T>(file: string): T | null {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = bundles.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.exports as T;
  delete load.cache[file];
  const exports = load(file) as unknown;
  bundles.set(file, { mtimeMs, exports });
  return exports as T;
}

/** Reads the shell's bundle ahead of a render (a worker's first render is then not slowed by it). */
export function preloadShellBundle(shellDist: string): void {
  try {
    requireBundle(path.join(shellDist, SERVER_BUNDLE_PATH));
  } catch {
    // The render reports it.
  }
}

/**
 * Code a worker runs for the first times is not optimised yet (several times slower): a worker's
 * first FIRST_RENDERS renders, and a remote's first ones in a worker, get FIRST_RENDERS_BUDGET_FACTOR
 * times their budget, so neither is stopped for being new and replaced by something just as new.
 */
export const FIRST_RENDERS = 3;
export const FIRST_RENDERS_BUDGET_FACTOR = 3;

/** The budget of a render that comes after `rendersBefore` others of the same code. */
export function budgetAfter(rendersBefore: number, budgetMs: number): number {
  return rendersBefore < FIRST_RENDERS ? budgetMs * FIRST_RENDERS_BUDGET_FACTOR : budgetMs;
}

export class RenderTimeout extends Error {}

/**
 * A budget that really stops the work: at `ms` (or when `parent` aborts) its signal aborts, which
 * cancels the api calls and the markup's render given it, and `race` gives up on the work at once.
 */
function budget(ms: number, what: string, parent?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RenderTimeout(`${what} took longer than ${ms} ms`)), ms);
  const onParentAbort = () => controller.abort(parent?.reason);
  parent?.addEventListener('abort', onParentAbort, { once: true });
  const stop = () => {
    clearTimeout(timer);
    parent?.removeEventListener('abort', onParentAbort);
  };
  const aborted = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  // Nobody may be racing when it aborts (the work was done): that is no failure.
  aborted.catch(() => undefined);
  return {
    signal: controller.signal,
    race: <T>(work: Promise<T>): Promise<T> => Promise.race([work, aborted]),
    stop,
  };
}

/** The markup as it is rendered; a shell built before streaming gives it whole. */
async function* markupOf(body: AsyncIterable<string> | string): AsyncIterable<string> {
  if (typeof body === 'string') yield body;
  else yield* body;
}

export interface ServerPageRequest {
  /** Where the server reaches the api. */
  apiOrigin: string;
  /** Where remotes' server bundles are read from. */
  remotes: RemoteSource;
  shellDist: string;
  registry: Registry;
  url: string;
  location: PageLocation;
  remoteBudgetMs?: number;
  pageBudgetMs?: number;
  log(message: string, error?: unknown): void;
}

/** The rendered page, and the remote it holds (null: left to the browser). */
export interface ServerPage {
  /** Its markup comes as it is rendered, within the page's budget (the render stops at its end). */
  page: ShellServerPage;
  renderedRemote: RemoteName | null;
  /**
   * The route's whole content is in the page: the remote rendered it and the browser hydrates it
   * as it is (a remote that renders only a frame, like the search page, redraws in the browser).
   */
  contentRendered: boolean;
}

/** A page that only leads elsewhere on the site (a search landing, a campaign that ended). */
export interface ServerRedirect {
  redirect: string;
}

/**
 * The page rendered on the server (or the redirect it is), or null when the browser is to render
 * it (no bundle, a failure, too slow).
 */
export async function renderPageOnServer(request: ServerPageRequest): Promise<ServerPage | ServerRedirect | null> {
  const { apiOrigin, registry, log } = request;
  let shell: ShellServerBundle | null;
  try {
    shell = requireBundle<ShellServerBundle>(path.join(request.shellDist, SERVER_BUNDLE_PATH));
  } catch (error) {
    log('the shell server bundle could not be read', error);
    return null;
  }
  if (!shell) return null;

  const pageBudget = budget(request.pageBudgetMs ?? PAGE_RENDER_BUDGET_MS, 'page server render');
  let renderedRemote: RemoteName | null = null;
  let contentRendered = false;
  const renderRemote = async (remote: RemoteName, props: ServerRemoteProps): Promise<ServerRenderResult | null> => {
    const entry = registry.remotes[remote];
    if (!entry) return null;
    let remoteBudget: ReturnType<typeof budget> | null = null;
    try {
      const bundle = await request.remotes.serverBundle<RemoteServerEntry>(entry.manifestUrl);
      if (!bundle) return null;
      // The budget counts from the render's start: reading the bundle is the cdn's time, bounded on its own.
      remoteBudget = budget(
        request.remoteBudgetMs ?? REMOTE_RENDER_BUDGET_MS,
        `${remote} server render`,
        pageBudget.signal,
      );
      const result = await remoteBudget.race(bundle.renderRoute(props, { apiOrigin, signal: remoteBudget.signal }));
      if (typeof result?.html !== 'string') throw new Error(`${remote} server render gave no markup`);
      renderedRemote = remote;
      contentRendered = result.hydrate !== false;
      return result;
    } catch (error) {
      log(`${remote} is left to the browser`, error);
      return null;
    } finally {
      remoteBudget?.stop();
    }
  };

  try {
    const page = await pageBudget.race(
      shell.renderShellPage({
        url: request.url,
        location: request.location,
        registry,
        apiOrigin,
        renderRemote,
        reportError: (error, source) => log(`server render: ${source}`, error),
        signal: pageBudget.signal,
      }),
    );
    if (!page || 'redirect' in page) {
      pageBudget.stop();
      return page && { redirect: page.redirect };
    }
    // The budget runs on while the markup is rendered; it stops once the markup has all been read.
    const body = (async function* () {
      try {
        yield* markupOf(page.body);
      } finally {
        pageBudget.stop();
      }
    })();
    return { page: { ...page, body }, renderedRemote, contentRendered };
  } catch (error) {
    pageBudget.stop();
    log('the page is left to the browser', error);
    return null;
  }
}
