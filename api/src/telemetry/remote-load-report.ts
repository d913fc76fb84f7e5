/**
 * `npm run report`'s figures: per remote and locale, over the page views that reported how their
 * remotes loaded (sampled), the median and 95th percentile of the time from the outlet's start to
 * its mount, the share of loads that failed, and the share of the server renders expected that
 * fell back to the browser.
 */
import type { ShopStore } from '../store/shop-store';
import { REMOTE_LOAD_EVENT } from './remote-load-retention';

export interface RemoteLoadRow {
  locale: string;
  params: Record<string, unknown>;
}

export interface RemoteLoadSummary {
  remote: string;
  locale: string;
  loads: number;
  p50Ms: number | null;
  p95Ms: number | null;
  failureRate: number;
  /** Of the loads the server should have rendered, the share drawn by the browser instead; null when none. */
  fallbackShare: number | null;
}

/** The nearest-rank percentile of sorted values (p in 0..100). */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function summariseRemoteLoads(rows: readonly RemoteLoadRow[]): RemoteLoadSummary[] {
  const groups = new Map<string, { remote: string; locale: string; rows: Record<string, unknown>[] }>();
  for (const { locale, params } of rows) {
    const remote = typeof params.remote === 'string' ? params.remote : 'unknown';
    const key = `${remote}\u0000${locale}`;
    if (!groups.has(key)) groups.set(key, { remote, locale, rows: [] });
    groups.get(key)!.rows.push(params);
  }
  return [...groups.values()]
    .sort((a, b) => a.remote.localeCompare(b.remote) || a.locale.localeCompare(b.locale))
    .map(({ remote, locale, rows: loads }) => {
      const times = loads
        .filter((load) => load.failed !== true && typeof load.total_ms === 'number')
        .map((load) => load.total_ms as number)
        .sort((a, b) => a - b);
      const failed = loads.filter((load) => load.failed === true).length;
      const serverExpected = loads.filter((load) => load.rendering === 'server' || load.rendering === 'fallback');
      const fellBack = serverExpected.filter((load) => load.rendering === 'fallback').length;
      return {
        remote,
        locale,
        loads: loads.length,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
        failureRate: failed / loads.length,
        fallbackShare: serverExpected.length === 0 ? null : fellBack / serverExpected.length,
      };
    });
}

/** The load reports received in [since, until). */
export async function readRemoteLoads(store: ShopStore, since: Date, until: Date): Promise<RemoteLoadRow[]> {
  const rows = await store.db
    .selectFrom('analytics_events')
    .select(['locale', 'payload'])
    .where('event_name', '=', REMOTE_LOAD_EVENT)
    .where('received_at', '>=', since.toISOString())
    .where('received_at', '<', until.toISOString())
    .execute();
  return rows.flatMap(({ locale, payload }) => {
    try {
      const params = (JSON.parse(payload) as { event?: { params?: unknown } }).event?.params;
      return params && typeof params === 'object' ? [{ locale, params: params as Record<string, unknown> }] : [];
    } catch {
      return [];
    }
  });
}

const percent = (share: number | null) => (share === null ? '–' : `${(share * 100).toFixed(1)} %`);
const ms = (value: number | null) => (value === null ? '–' : `${value} ms`);

/** The summary as a table for a terminal. */
export function formatRemoteLoadReport(summaries: readonly RemoteLoadSummary[], since: Date, until: Date): string {
  const period = `${since.toISOString()} – ${until.toISOString()}`;
  if (summaries.length === 0) return `Remote loads, ${period}: no reports in this period.`;
  const header = ['remote', 'locale', 'loads', 'p50', 'p95', 'failed', 'server → browser'];
  const lines = summaries.map((summary) => [
    summary.remote,
    summary.locale,
    String(summary.loads),
    ms(summary.p50Ms),
    ms(summary.p95Ms),
    percent(summary.failureRate),
    percent(summary.fallbackShare),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const row = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [
    `Remote loads, ${period} (sampled page views; load = outlet start to mount)`,
    row(header),
    ...lines.map(row),
  ].join('\n');
}
