/**
 * The remotes' load reports (`remote_load` analytics events) are kept for a while, then deleted:
 * they serve the teams' recent figures, not history. The deletion runs as reports arrive, at most
 * once an hour per api.
 */
import type { ShopStore } from '../store/shop-store';

export const REMOTE_LOAD_EVENT = 'remote_load';
/** How long a load report is kept (a value of the shop's choosing). */
export const REMOTE_LOAD_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const REMOTE_LOAD_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the load reports older than the retention period; returns how many went. */
export async function pruneRemoteLoads(store: ShopStore, now: number): Promise<number> {
  const result = await store.db
    .deleteFrom('analytics_events')
    .where('event_name', '=', REMOTE_LOAD_EVENT)
    .where('received_at', '<', new Date(now - REMOTE_LOAD_RETENTION_DAYS * DAY_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A pruner to call on each report: it deletes at most once per interval. */
export function createRemoteLoadPruner(store: ShopStore, now: () => number = Date.now): () => Promise<void> {
  let lastRun = Number.NEGATIVE_INFINITY;
  return async () => {
    if (now() - lastRun < REMOTE_LOAD_PRUNE_INTERVAL_MS) return;
    lastRun = now();
    await pruneRemoteLoads(store, lastRun);
  };
}
