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
import { renderEvents, type RenderEvent } from './page-render-events';
import { createRemoteSource, type RemoteSource } from './remote-source';
import { REMOTE_RENDER_BUDGET_MS, budgetAfter, preloadShellBundle, renderPageOnServer } from './server-render';

export interface RenderTask {
  shellDist: string;
  registry: Registry;
  url: string;
  location: PageLocation;
  apiOrigin: string;
  cdnOrigin: string;
  serverBundleToken: string;
  /** Origins a browser's override may load a remote from (remote-overrides.ts). */
  overrideOrigins: readonly string[];
  /** The manifest of the route's remote, loaded before the render starts. */
  remoteManifestUrl: string | null;
  remoteBudgetMs?: number;
  /** Where the worker says it has started (RenderStarted), then sends the render's events as they come. */
  port: MessagePort;
}

/** Sent once the bundles are loaded and the render itself begins. */
export interface RenderStarted {
  kind: 'started';
  /** Renders the worker had begun before this one. */
  rendersBefore: number;
}

export type RenderMessage = RenderStarted | RenderEvent;

/** The same source for every render of this worker: what it read of the cdn is kept. */
let remotes: RemoteSource | null = null;
/** Renders this worker has begun: its first ones run code the engine has not optimised yet. */
let rendersBegun = 0;
/** Renders this worker has begun per remote version, for the same reason. */
const rendersByRemote = new Map<string, number>();

/** The remote's budget for this render, counting it among the remote's renders in this worker. */
function countRemoteRender(task: RenderTask): number {
  const budget = task.remoteBudgetMs ?? REMOTE_RENDER_BUDGET_MS;
  if (!task.remoteManifestUrl) return budget;
  // A remote's first renders in this worker run its code unoptimised, as the worker's first renders do.
  const before = rendersByRemote.get(task.remoteManifestUrl) ?? 0;
  rendersByRemote.set(task.remoteManifestUrl, before + 1);
  return budgetAfter(before, budget);
}

export default async function renderPage(task: RenderTask): Promise<void> {
  remotes ??= createRemoteSource({
    cdnOrigin: task.cdnOrigin,
    serverBundleToken: task.serverBundleToken,
    overrideOrigins: task.overrideOrigins,
  });
  const source = remotes;
  const { port } = task;
  try {
    preloadShellBundle(task.shellDist);
    // A bundle that cannot be read or run fails the same way inside the render, which says so.
    if (task.remoteManifestUrl) await source.serverBundle(task.remoteManifestUrl).catch(() => null);
  } finally {
    port.postMessage({ kind: 'started', rendersBefore: rendersBegun } satisfies RenderStarted);
    rendersBegun += 1;
  }
  const remoteBudgetMs = countRemoteRender(task);
  try {
    const events = renderEvents((log) =>
      renderPageOnServer({
        apiOrigin: task.apiOrigin,
        remotes: source,
        shellDist: task.shellDist,
        registry: task.registry,
        url: task.url,
        location: task.location,
        remoteBudgetMs,
        log,
      }),
    );
    // Each part leaves as soon as it is rendered: the edge sends the page's head before its markup is done.
    for await (const event of events) port.postMessage(event satisfies RenderMessage);
  } finally {
    port.close();
  }
}
