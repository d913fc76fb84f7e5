import { openShopStore } from '../store/shop-store';
import { createTestApp, type TestApp } from '../test/test-app';
import { reportPeriod } from './remote-load-report-cli';
import {
  formatRemoteLoadReport,
  percentile,
  readRemoteLoads,
  summariseRemoteLoads,
  type RemoteLoadRow,
} from './remote-load-report';
import { REMOTE_LOAD_RETENTION_DAYS, createRemoteLoadPruner } from './remote-load-retention';

const load = (locale: string, params: Record<string, unknown>): RemoteLoadRow => ({
  locale,
  params: { remote: 'mfe-search', failed: false, rendering: 'server', ...params },
});

describe('summariseRemoteLoads', () => {
  it('gives p50 and p95 load times, the failure rate and the share of server renders that fell back', () => {
    const rows = [
      ...Array.from({ length: 18 }, (_, index) => load('fr_FR', { total_ms: 100 + index * 10 })),
      load('fr_FR', { total_ms: 900, rendering: 'fallback' }),
      load('fr_FR', { failed: true, rendering: 'browser' }),
      load('es_ES', { total_ms: 300, rendering: 'browser' }),
      { locale: 'fr_FR', params: { remote: 'mfe-content', total_ms: 50, failed: false, rendering: 'server' } },
    ];
    expect(summariseRemoteLoads(rows)).toEqual([
      { remote: 'mfe-content', locale: 'fr_FR', loads: 1, p50Ms: 50, p95Ms: 50, failureRate: 0, fallbackShare: 0 },
      { remote: 'mfe-search', locale: 'es_ES', loads: 1, p50Ms: 300, p95Ms: 300, failureRate: 0, fallbackShare: null },
      {
        remote: 'mfe-search',
        locale: 'fr_FR',
        loads: 20,
        p50Ms: 190,
        p95Ms: 900,
        failureRate: 0.05,
        fallbackShare: 1 / 19,
      },
    ]);
  });

  it('takes the nearest rank', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 95)).toBe(4);
  });

  it('prints a table, or says the period had none', () => {
    const since = new Date('2026-11-01T00:00:00Z');
    const until = new Date('2026-11-08T00:00:00Z');
    const table = formatRemoteLoadReport(summariseRemoteLoads([load('fr_FR', { total_ms: 120 })]), since, until);
    expect(table.split('\n')[1]).toMatch(/^remote\s+locale\s+loads\s+p50\s+p95\s+failed\s+server → browser$/);
    expect(table.split('\n')[2]).toMatch(/^mfe-search\s+fr_FR\s+1\s+120 ms\s+120 ms\s+0\.0 %\s+0\.0 %$/);
    expect(formatRemoteLoadReport([], since, until)).toMatch(/no reports in this period/);
  });
});

describe('reportPeriod', () => {
  const now = new Date('2026-11-30T12:00:00Z');
  it('is the last 7 days unless told', () => {
    expect(reportPeriod([], now)).toEqual({ since: new Date('2026-11-23T12:00:00Z'), until: now });
    expect(reportPeriod(['--days', '1'], now).since).toEqual(new Date('2026-11-29T12:00:00Z'));
    expect(reportPeriod(['--since', '2026-11-01', '--until', '2026-11-02'], now)).toEqual({
      since: new Date('2026-11-01T00:00:00Z'),
      until: new Date('2026-11-02T00:00:00Z'),
    });
  });

  it('refuses what it cannot read', () => {
    expect(() => reportPeriod(['--days', 'many'], now)).toThrow('--days must be a number of days');
    expect(() => reportPeriod(['--since', 'yesterday'], now)).toThrow('--since must be a date');
    expect(() => reportPeriod(['--weeks', '2'], now)).toThrow();
  });
});

describe('the stored load reports', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const reportLoad = (totalMs: number) =>
    testApp.app.inject({
      method: 'POST',
      url: '/analytics/ga/collect/FR',
      payload: {
        client: { id: 'c-1' },
        user: {},
        session: { id: 's-1' },
        page: { path: '/', locale: 'fr_FR' },
        event: {
          name: 'remote_load',
          params: { remote: 'mfe-content', rendering: 'server', failed: false, total_ms: totalMs },
        },
      },
    });

  it('are read back for a period, and deleted once older than the retention period', async () => {
    expect((await reportLoad(140)).statusCode).toBe(204);
    // The api's store, opened as the report opens it.
    const store = await openShopStore({ dataDir: testApp.dataDir });
    try {
      const old = new Date(Date.now() - (REMOTE_LOAD_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000).toISOString();
      await store.db
        .insertInto('analytics_events')
        .values({
          received_at: old,
          point_of_sale: 'FR',
          event_name: 'remote_load',
          client_id: null,
          session_id: null,
          page_path: '/',
          locale: 'fr_FR',
          payload: JSON.stringify({ event: { params: { remote: 'mfe-content', total_ms: 5000 } } }),
        })
        .execute();
      const all = await readRemoteLoads(store, new Date(0), new Date(Date.now() + 1000));
      expect(all.map((row) => row.params.total_ms).sort()).toEqual([140, 5000]);
      const recent = await readRemoteLoads(store, new Date(Date.now() - 60_000), new Date(Date.now() + 1000));
      expect(recent.map((row) => row.params.total_ms)).toEqual([140]);

      await createRemoteLoadPruner(store)();
      const kept = await readRemoteLoads(store, new Date(0), new Date(Date.now() + 1000));
      expect(kept.map((row) => row.params.total_ms)).toEqual([140]);
    } finally {
      await store.close();
    }
  });
});
