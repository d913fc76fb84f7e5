/**
 * One render of a page, in a worker thread of the edge's render pool (render-pool.ts). A render is
 * CPU work that JavaScript cannot interrupt: run on the edge's own thread, a remote that loops
 * would hold every other answer. Here it holds one worker, which the pool stops at the budget.
 * Before it says it has started, the worker loads what the page needs (the shell's bundle, the
 * route's remote bundle from the cdn): a worker just started is not judged on that time.
 */
import type { MessagePort } from 'node:worker_threads';
import type { Registry } from '@escapade/shared-contracts/registry';
import type { PageLocation } from '../shell/src/utils/head-links';
import { createRemoteSource, type RemoteSource } from './remote-source';
import {
  REMOTE_RENDER_BUDGET_MS,
  preloadShellBundle,
  renderPageOnServer,
  type ServerPage,
  type ServerRedirect,
} from './server-render';

export interface RenderTask {
  shellDist: string;
  registry: Registry;
  url: string;
  location: PageLocation;
  apiOrigin: string;
  cdnOrigin: string;
  serverBundleToken: string;
  /** The manifest of the route's remote, loaded before the render starts. */
  remoteManifestUrl: string | null;
  remoteBudgetMs?: number;
  /** Told once the bundles are loaded and the render itself begins (RenderStarted). */
  started: MessagePort;
}

export interface RenderStarted {
  /** Renders the worker had begun before this one. */
  rendersBefore: number;
}

/** An error as it crosses to the edge's thread: what a log line needs, no stack. */
export interface RenderError {
  name: string;
  message: string;
  code?: string;
}

export interface RenderOutcome {
  answer: ServerPage | ServerRedirect | null;
  logs: { message: string; error?: RenderError }[];
}

/** The same source for every render of this worker: what it read of the cdn is kept. */
let remotes: RemoteSource | null = null;
/** Renders this worker has begun: its first ones run code the engine has not optimised yet. */
let rendersBegun = 0;
/** Renders this worker has begun per remote version, for the same reason. */
const rendersByRemote = new Map<string, number>();

/**
 * A remote's first renders in a worker run its code unoptimised: they get this many times the
 * remote's budget, as the page's first renders do (render-pool.ts).
 */
const FIRST_REMOTE_RENDERS = 3;
const FIRST_REMOTE_RENDERS_BUDGET_FACTOR = 3;

function renderErrorOf(error: unknown): RenderError | undefined {
  if (error === undefined) return undefined;
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  // A network failure says what failed in its cause ("fetch failed" alone says nothing).
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const code = [error, error.cause]
    .map((part) => (part as { code?: unknown } | undefined)?.code)
    .find((value): value is string => typeof value === 'string');
  return { name: error.name, message: `${error.message}${cause}`, ...(code ? { code } : {}) };
}

function remoteBudgetFor(task: RenderTask): number {
  const budget = task.remoteBudgetMs ?? REMOTE_RENDER_BUDGET_MS;
  if (!task.remoteManifestUrl) return budget;
  const before = rendersByRemote.get(task.remoteManifestUrl) ?? 0;
  rendersByRemote.set(task.remoteManifestUrl, before + 1);
  return before < FIRST_REMOTE_RENDERS ? budget * FIRST_REMOTE_RENDERS_BUDGET_FACTOR : budget;
}

export default async function renderPage(task: RenderTask): Promise<RenderOutcome> {
  remotes ??= createRemoteSource({ cdnOrigin: task.cdnOrigin, serverBundleToken: task.serverBundleToken });
  const logs: RenderOutcome['logs'] = [];
  const log = (message: string, error?: unknown) => {
    const reported = renderErrorOf(error);
    logs.push(reported ? { message, error: reported } : { message });
  };
  try {
    preloadShellBundle(task.shellDist);
    // A bundle that cannot be read or run fails the same way inside the render, which says so.
    if (task.remoteManifestUrl) await remotes.serverBundle(task.remoteManifestUrl).catch(() => null);
  } finally {
    task.started.postMessage({ rendersBefore: rendersBegun } satisfies RenderStarted);
    rendersBegun += 1;
    task.started.close();
  }
  const answer = await renderPageOnServer({
    apiOrigin: task.apiOrigin,
    remotes,
    shellDist: task.shellDist,
    registry: task.registry,
    url: task.url,
    location: task.location,
    remoteBudgetMs: remoteBudgetFor(task),
    log,
  });
  return { answer, logs };
}
