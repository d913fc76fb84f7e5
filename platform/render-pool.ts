/**
 * The edge renders pages in a pool of worker threads (piscina), one per core by default, so a
 * render's CPU time never holds the edge's own thread: static files, kept pages and the api's
 * answers go on while pages render. A render that runs past its budget once it has started is
 * stopped for good (its worker is terminated and replaced: JavaScript cannot interrupt a loop any
 * other way), and its page goes to the browser. One slow or looping remote costs one worker for
 * the budget, not the site.
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { renderLogLine, type RenderEvent } from './page-render-events';
import type { RenderMessage, RenderTask } from './render-worker';
import { PAGE_RENDER_BUDGET_MS, RenderTimeout, budgetAfter } from './server-render';

/** Workers run the TypeScript sources as the edge does. */
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;

/** Render threads: one per core, unless EDGE_RENDER_THREADS says otherwise. */
export function defaultRenderThreads(): number {
  const configured = Number(process.env.EDGE_RENDER_THREADS);
  return Number.isInteger(configured) && configured > 0 ? configured : availableParallelism();
}

/**
 * Pages waiting for a worker beyond this many are rendered by the browser at once: under a burst
 * of pages no visitor has asked for yet, the queue would otherwise grow without end.
 */
export const RENDER_QUEUE_LIMIT = 64;

export interface RenderPoolOptions {
  threads: number;
  /** Time a render may take once its bundles are loaded; PAGE_RENDER_BUDGET_MS unless given. */
  budgetMs?: number;
}

export interface RenderPool {
  /**
   * The page's render as it comes (page-render-events.ts): it ends `stopped` at its budget, `busy`
   * when too many pages wait already, `failed` when its worker broke.
   */
  render(task: Omit<RenderTask, 'port'>): AsyncIterable<RenderEvent>;
  /** Renders stopped at their budget so far. */
  stopped(): number;
  close(): Promise<void>;
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const budgetMs = options.budgetMs ?? PAGE_RENDER_BUDGET_MS;
  const pool = new Piscina({
    filename: require.resolve('./render-worker'),
    minThreads: options.threads,
    maxThreads: options.threads,
    maxQueue: RENDER_QUEUE_LIMIT,
    // A worker keeps what it has read of the cdn: it is not stopped for being idle.
    idleTimeout: Infinity,
    execArgv: ['--import', TSX_LOADER],
  });
  let stoppedRenders = 0;

  return {
    async *render(task) {
      if (pool.queueSize >= RENDER_QUEUE_LIMIT) {
        yield { kind: 'end', outcome: 'busy', logs: [] };
        return;
      }
      const { port1: listener, port2: port } = new MessageChannel();
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      // The worker's events, in order, until the end (its own, or the worker's stop or failure).
      const events: RenderEvent[] = [];
      let wake: (() => void) | null = null;
      const push = (event: RenderEvent) => {
        events.push(event);
        wake?.();
        wake = null;
      };
      listener.on('message', (message: RenderMessage) => {
        if (message.kind !== 'started') return push(message);
        // A worker's first renders run unoptimised code (budgetAfter).
        const budget = budgetAfter(message.rendersBefore, budgetMs);
        timer = setTimeout(() => controller.abort(new RenderTimeout(`render took longer than ${budget} ms`)), budget);
      });
      pool.run({ ...task, port }, { transferList: [port], signal: controller.signal }).catch((error: unknown) => {
        if (controller.signal.aborted) {
          stoppedRenders += 1;
          push({ kind: 'end', outcome: 'stopped', logs: [] });
        } else {
          push({
            kind: 'end',
            outcome: 'failed',
            logs: [renderLogLine('the render failed', error)],
          });
        }
      });
      try {
        for (;;) {
          const event = events.shift();
          if (!event) {
            await new Promise<void>((resolve) => (wake = resolve));
            continue;
          }
          yield event;
          if (event.kind === 'end') return;
        }
      } finally {
        clearTimeout(timer);
        listener.close();
      }
    },
    stopped: () => stoppedRenders,
    close: () => pool.destroy(),
  };
}
