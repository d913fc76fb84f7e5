import { loadRemote } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import * as z from 'zod/mini';
import { LOAD_RETRY_DELAY_MS, MODULE_LOAD_TIMEOUT_MS } from '../../../federation/composition-timeouts';
import { contractMismatchOf } from './contract-mismatch';
import { registerRemoteAfresh, type RemoteLocation } from './register-remotes';
import { asUnavailableModule } from '../../../federation/unavailable-module';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly moduleId: string,
    override readonly cause?: unknown,
  ) {
    super(`Remote module ${moduleId} is unavailable${cause instanceof Error ? `: ${cause.message}` : ''}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** The whole load of a remote (every attempt and the mount) ran past MODULE_LOAD_TIMEOUT_MS. */
export class RemoteLoadTimeoutError extends Error {
  constructor(readonly source: string) {
    super(`${source} did not load and mount within ${MODULE_LOAD_TIMEOUT_MS} ms`);
    this.name = 'RemoteLoadTimeoutError';
  }
}

/**
 * The deadline of one load of a remote, from its first request to its mount: its signal aborts
 * with a RemoteLoadTimeoutError after MODULE_LOAD_TIMEOUT_MS. `stop` ends it early (the outlet
 * left); `clear` once the load is over.
 */
export function startLoadDeadline(source: string): { signal: AbortSignal; stop(): void; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RemoteLoadTimeoutError(source)), MODULE_LOAD_TIMEOUT_MS);
  return {
    signal: controller.signal,
    stop: () => {
      clearTimeout(timer);
      controller.abort(new Error(`${source}: load abandoned`));
    },
    clear: () => clearTimeout(timer),
  };
}

/**
 * The promise's outcome, unless the signal aborts first: then its reason. The work itself goes on
 * (a federation load cannot be cancelled) but nobody waits for it any more.
 */
export function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function loadOnce(moduleId: string, signal: AbortSignal): Promise<unknown> {
  const loaded = await beforeDeadline(loadRemote<unknown>(moduleId), signal);
  if (loaded === null || loaded === undefined) throw new RemoteUnavailableError(moduleId);
  const unavailable = asUnavailableModule(loaded);
  if (unavailable) throw new RemoteUnavailableError(moduleId, unavailable.error);
  return loaded;
}

export interface LoadRemoteModuleOptions {
  /** The load's deadline: no attempt starts or is waited for once it aborts. */
  signal: AbortSignal;
  retries?: number;
  /** Runs before each retry, e.g. to drop what the failed attempt left in the runtime. */
  beforeRetry?(): void;
}

/**
 * Loads an exposed module (`mfe_search/app`), retrying once: a cdn hiccup should not cost the
 * visitor a click. Every attempt shares the caller's deadline. Rejects with the last error when the
 * attempts fail, or with the deadline's reason.
 */
export async function loadRemoteModule(
  moduleId: string,
  { signal, retries = 1, beforeRetry }: LoadRemoteModuleOptions,
): Promise<unknown> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) {
      await beforeDeadline(pause(LOAD_RETRY_DELAY_MS), signal);
      beforeRetry?.();
    }
    try {
      return await loadOnce(moduleId, signal);
    } catch (error) {
      lastError = error;
      if (signal.aborted) throw signal.reason;
    }
  }
  throw lastError;
}

/** One lifecycle function (single-spa also takes a list of them). */
type LifecycleFunction = Exclude<LifeCycles['mount'], unknown[]>;

/** A single-spa lifecycle: a function, or a list of functions run in turn. */
const lifecycleSchema = z.lazy(() =>
  z.union([
    z.custom<LifecycleFunction>((value) => typeof value === 'function'),
    z.array(z.custom<LifecycleFunction>((value) => typeof value === 'function')),
  ]),
);

/** What an exposed module must hold: mount and unmount; a bootstrap or update that is not one is ignored. */
const lifecyclesSchema = z.lazy(() =>
  z.looseObject({
    bootstrap: z.catch(z.optional(lifecycleSchema), undefined),
    mount: lifecycleSchema,
    unmount: lifecycleSchema,
    update: z.catch(z.optional(lifecycleSchema), undefined),
  }),
);

/** The single-spa lifecycles of an exposed module (named exports, or a default export holding them). */
export function toParcelLifecycles(exposedModule: unknown, moduleId: string): LifeCycles {
  const candidates = [exposedModule, (exposedModule as { default?: unknown } | null)?.default];
  for (const candidate of candidates) {
    const result = lifecyclesSchema.safeParse(candidate);
    if (!result.success) continue;
    const { bootstrap, mount, unmount, update } = result.data;
    return { bootstrap: bootstrap ?? (async () => {}), mount, unmount, ...(update ? { update } : {}) };
  }
  throw new Error(`${moduleId} does not expose single-spa lifecycles (mount and unmount)`);
}

export interface ParcelLoadOptions {
  signal: AbortSignal;
  /** The previous load of this outlet failed: start from a fresh container. */
  afresh: boolean;
}

/**
 * Loads `<federationName>/<expose>` and returns its lifecycles; a version built for another contract
 * is refused before anything of it is fetched (ContractMismatchError). An attempt that follows a failure
 * (the automatic retry, or the visitor's Retry) registers the remote afresh, so it gets a new
 * container instead of the one that failed.
 */
export async function loadParcelLifecycles(
  remote: RemoteLocation,
  expose: string,
  { signal, afresh }: ParcelLoadOptions,
): Promise<LifeCycles> {
  const moduleId = `${remote.federationName}/${expose.replace(/^\.\//, '')}`;
  const mismatch = contractMismatchOf(remote.federationName, remote);
  if (mismatch) throw mismatch;
  const startAfresh = () => registerRemoteAfresh(remote);
  if (afresh) startAfresh();
  return toParcelLifecycles(await loadRemoteModule(moduleId, { signal, beforeRetry: startAfresh }), moduleId);
}
