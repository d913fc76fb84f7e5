import { loadRemote } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { LOAD_RETRY_DELAY_MS, MODULE_LOAD_TIMEOUT_MS } from './composition-timeouts';
import { isUnavailableModule } from './unavailable-module';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly moduleId: string,
    override readonly cause?: unknown,
  ) {
    super(`Remote module ${moduleId} is unavailable${cause instanceof Error ? `: ${cause.message}` : ''}`);
    this.name = 'RemoteUnavailableError';
  }
}

export class RemoteLoadTimeoutError extends Error {
  constructor(readonly moduleId: string) {
    super(`Remote module ${moduleId} did not load within ${MODULE_LOAD_TIMEOUT_MS} ms`);
    this.name = 'RemoteLoadTimeoutError';
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function withDeadline<T>(promise: Promise<T>, moduleId: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadTimeoutError(moduleId)), MODULE_LOAD_TIMEOUT_MS);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

async function loadOnce(moduleId: string): Promise<unknown> {
  const loaded = await withDeadline(loadRemote<unknown>(moduleId), moduleId);
  if (loaded === null || loaded === undefined) throw new RemoteUnavailableError(moduleId);
  if (isUnavailableModule(loaded)) throw new RemoteUnavailableError(moduleId, loaded.error);
  return loaded;
}

/**
 * Loads an exposed module (`mfe_search/app`), retrying once: a cdn hiccup should not cost the
 * visitor a click. A load that ran out of time is not retried (the visitor has waited enough).
 * Rejects with the last error when the attempts fail.
 */
export async function loadRemoteModule(moduleId: string, retries = 1): Promise<unknown> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await pause(LOAD_RETRY_DELAY_MS);
    try {
      return await loadOnce(moduleId);
    } catch (error) {
      lastError = error;
      if (error instanceof RemoteLoadTimeoutError) break;
    }
  }
  throw lastError;
}

function isLifecycle(value: unknown): boolean {
  return typeof value === 'function' || (Array.isArray(value) && value.every((item) => typeof item === 'function'));
}

/** The single-spa lifecycles of an exposed module (named exports, or a default export holding them). */
export function toParcelLifecycles(exposedModule: unknown, moduleId: string): LifeCycles {
  const candidates = [exposedModule, (exposedModule as { default?: unknown } | null)?.default];
  for (const candidate of candidates) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { bootstrap, mount, unmount, update } = candidate as Partial<LifeCycles>;
    if (isLifecycle(mount) && isLifecycle(unmount)) {
      return {
        bootstrap: isLifecycle(bootstrap) ? bootstrap! : async () => {},
        mount: mount!,
        unmount: unmount!,
        ...(isLifecycle(update) ? { update: update! } : {}),
      };
    }
  }
  throw new Error(`${moduleId} does not expose single-spa lifecycles (mount and unmount)`);
}

/** Loads `<federationName>/<expose>` and returns its lifecycles. */
export async function loadParcelLifecycles(federationName: string, expose: string): Promise<LifeCycles> {
  const moduleId = `${federationName}/${expose.replace(/^\.\//, '')}`;
  return toParcelLifecycles(await loadRemoteModule(moduleId), moduleId);
}
