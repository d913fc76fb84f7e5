/**
 * `npm run report [-- --days 7 | --since 2026-11-01 [--until 2026-11-08]]`: how the remotes loaded
 * on shoppers' pages, per remote and locale (remote-load-report.ts), from the shop store
 * (PostgreSQL at DATABASE_URL when set, else the SQLite file in ESCAPADE_DATA_DIR, default
 * <repo>/.local/data). The last 7 days unless told otherwise.
 */
import { parseArgs } from 'node:util';
import { openShopStore, shopStoreLocationOf } from '../store/shop-store';
import { formatRemoteLoadReport, readRemoteLoads, summariseRemoteLoads } from './remote-load-report';

const DEFAULT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

function dateOf(option: string, value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`${option} must be a date such as 2026-11-01, got "${value}"`);
  return date;
}

/** The period asked for: [since, until). */
export function reportPeriod(argv: readonly string[], now: Date): { since: Date; until: Date } {
  const { values } = parseArgs({
    args: [...argv],
    options: { days: { type: 'string' }, since: { type: 'string' }, until: { type: 'string' } },
    strict: true,
  });
  const until = values.until ? dateOf('--until', values.until) : now;
  if (values.since) return { since: dateOf('--since', values.since), until };
  const days = values.days === undefined ? DEFAULT_DAYS : Number(values.days);
  if (!Number.isFinite(days) || days <= 0 || days > 366) throw new Error('--days must be a number of days, 1 to 366');
  return { since: new Date(until.getTime() - days * DAY_MS), until };
}

async function main(): Promise<void> {
  const { since, until } = reportPeriod(process.argv.slice(2), new Date());
  const store = await openShopStore(shopStoreLocationOf(process.env));
  try {
    console.log(formatRemoteLoadReport(summariseRemoteLoads(await readRemoteLoads(store, since, until)), since, until));
  } finally {
    await store.close();
  }
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
