/**
 * `npm run bench -w api`: latency of the search over the whole catalogue, measured in-process
 * (app.inject, no network) on a freshly generated catalogue. Prints p50/p95/max per scenario and
 * exits non-zero when a p95 is over the budget. Bounded: a fixed number of requests per scenario.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { addDaysIso, localTodayIso } from '../src/pricing/dates';

const P95_BUDGET_MS = 20;
const WARM_UP = 20;
const RUNS = 200;

const family = { adults: 2, children: 0, babies: 0, singleRoom: false };
const base = {
  sorting: { orderBy: 'priceQuality' },
  pagination: { page: 0, limit: 18 },
  flow: 'booking',
  locale: 'fr_FR',
  searchProvider: 'catalog',
};
const checkin = addDaysIso(localTodayIso(), 30);

const scenarios: { name: string; method: 'GET' | 'POST'; url: string; body?: unknown }[] = [
  {
    name: 'whole catalogue, default sort',
    method: 'POST',
    url: '/api/offers.json',
    body: { ...base, filters: { property: {}, offer: { familyComposition: family } } },
  },
  {
    name: 'whole catalogue, filtered (stars, score, price, facilities), priceAsc, map markers',
    method: 'POST',
    url: '/api/offers.json',
    body: {
      ...base,
      sorting: { orderBy: 'priceAsc' },
      performMapSearch: true,
      filters: {
        property: { stars: [4, 5], minHotelReviewScore: 7, facilities: ['spa'] },
        offer: { familyComposition: family, price: { max: 60000 } },
      },
    },
  },
  {
    name: 'country with dates (2 nights)',
    method: 'POST',
    url: '/api/offers.json',
    body: {
      ...base,
      filters: { property: { countryId: 1 }, offer: { familyComposition: family, date: { checkin, nights: 2 } } },
    },
  },
  {
    name: 'facets over the whole catalogue',
    method: 'GET',
    url: '/api/facets.json?locale=fr_FR&withNames=true&stars=4,5&propertiesRequested=price,score,facility,stars,style,type,environment,tag',
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'escapade-bench-'));
  const app = await buildApp({ dataDir });
  let over = false;
  try {
    for (const scenario of scenarios) {
      const request = {
        method: scenario.method,
        url: scenario.url,
        ...(scenario.body ? { payload: scenario.body as object } : {}),
      };
      for (let i = 0; i < WARM_UP; i++) await app.inject(request);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const response = await app.inject(request);
        times.push(performance.now() - started);
        if (response.statusCode !== 200)
          throw new Error(`${scenario.name}: HTTP ${response.statusCode} ${response.body}`);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      over ||= p95 > P95_BUDGET_MS;
      console.log(
        `${p95 > P95_BUDGET_MS ? 'OVER' : 'ok  '} p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  max ${times.at(-1)!.toFixed(2)} ms  ${scenario.name}`,
      );
    }
    console.log(`budget: p95 under ${P95_BUDGET_MS} ms, ${RUNS} requests per scenario`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(over ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
