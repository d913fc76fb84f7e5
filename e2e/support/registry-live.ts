/**
 * The edge reads the registry for a couple of seconds before reading it again (as a team's deploy
 * goes live everywhere within that time): a journey that changed it waits until the edge serves it.
 */
import { expect, type APIRequestContext } from '@playwright/test';

export interface LiveRegistry {
  remotes: Record<string, { version: string; manifestUrl: string; enabledLocales: string[] }>;
}

/** The registry the edge serves now (to this request context's browser, with its overrides). */
export async function readLiveRegistry(request: APIRequestContext): Promise<LiveRegistry> {
  return (await (await request.get('/registry.json')).json()) as LiveRegistry;
}

/** Resolves once the edge's /registry.json satisfies `isLive`. */
export async function waitForLiveRegistry(
  request: APIRequestContext,
  isLive: (registry: LiveRegistry) => boolean,
): Promise<void> {
  await expect
    .poll(async () => isLive(await readLiveRegistry(request)), {
      message: 'the edge serves the changed registry',
    })
    .toBe(true);
}
