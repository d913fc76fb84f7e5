/**
 * `npm run bench`: how the api's search holds up as the catalogue grows. One run measures every
 * scenario on the usual catalogue (2,400 hotels) and on ten times as many, each in a process of its
 * own (so its start-up time and memory are its own), and prints p50/p95 per scenario, the growth of
 * p95 from one size to the other, the start-up time and the peak memory. Requests go through
 * app.inject (no network), a fixed number per scenario. It exits 1 when a figure is over its budget:
 * a benchmark to run on a quiet machine, never a test.
 *
 *   npm run bench                         both sizes, the budgets below
 *   npm run bench -w api -- --sizes=2400  one size (no growth figure)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../src/app';
import { DEFAULT_HOTEL_COUNT } from '../src/generator/generate-catalogue';
import { addDaysIso, localTodayIso } from '../src/pricing/dates';

/** The usual catalogue and ten times as many hotels: a large shop of this kind sells 5,000–20,000. */
const DEFAULT_SIZES = [DEFAULT_HOTEL_COUNT, DEFAULT_HOTEL_COUNT * 10];
/** p95 of every scenario at the usual size (or smaller), in ms. */
const P95_BUDGET_SMALL_MS = 15;
/** p95 of every scenario on a catalogue larger than the usual one, in ms. */
const P95_BUDGET_LARGE_MS = 50;
/** p95 may grow at most this much for ten times the hotels. */
const MAX_GROWTH = 12;
/** Start-up of the api on a catalogue larger than the usual one, file generated beforehand, in ms. */
const START_BUDGET_MS = 10_000;
/** Peak resident memory of the api on a catalogue larger than the usual one, in MB. */
const MEMORY_BUDGET_MB = 600;
const WARM_UP = 20;
const RUNS = 150;

const family = { adults: 2, children: 0, babies: 0, singleRoom: false };
const base = {
  sorting: { orderBy: 'priceQuality' },
  pagination: { page: 0, limit: 18 },
  flow: 'booking',
  locale: 'fr_FR',
  searchProvider: 'catalog',
};
const checkin = addDaysIso(localTodayIso(), 30);
/** A hotel and one of its stays that every catalogue size holds (ids start at the same base). */
const MEASURED_HOTEL_ID = 1024;
const MEASURED_STAY_ID = 20039;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: object;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'whole catalogue, default sort',
    method: 'POST',
    url: '/api/offers.json',
    body: { ...base, filters: { property: {}, offer: { familyComposition: family } } },
  },
  {
    name: 'filtered + map cells',
    method: 'POST',
    url: '/api/offers.json',
    body: {
      ...base,
      sorting: { orderBy: 'priceAsc' },
      // A desktop map (1,280 × 800 px) opening: every matching hotel in 32 px cells.
      mapGrid: { columns: 40, rows: 25 },
      filters: {
        property: { stars: [4, 5], minHotelReviewScore: 7, facilities: ['spa'] },
        offer: { familyComposition: family, price: { max: 60000 } },
      },
    },
  },
  {
    name: 'country + dates',
    method: 'POST',
    url: '/api/offers.json',
    body: {
      ...base,
      filters: { property: { countryId: 1 }, offer: { familyComposition: family, date: { checkin, nights: 2 } } },
    },
  },
  {
    name: 'facets',
    method: 'GET',
    url: '/api/facets.json?locale=fr_FR&withNames=true&stars=4,5&propertiesRequested=price,score,facility,stars,style,type,environment,tag',
  },
  {
    name: 'autocomplete',
    method: 'GET',
    url: '/autocomplete-geonames.json?locale=fr_FR&term=par&maxResults=10',
  },
  {
    name: 'activity search',
    method: 'POST',
    url: '/api/search/activity-only.json',
    body: {
      criteria: { location: { countryId: 1 }, participants: 2 },
      locale: 'fr_FR',
      numberOfPackagesPerHotel: 20,
      page: 0,
    },
  },
  {
    name: "a hotel's availabilities (12 months)",
    method: 'GET',
    url: `/hotels/${MEASURED_HOTEL_ID}/availabilities.json?locale=fr_FR&month=${checkin.slice(0, 7)}&length=12&offerId=${MEASURED_STAY_ID}&adult=2&child=0&baby=0`,
  },
];

interface Timing {
  p50: number;
  p95: number;
}

/** What one catalogue size measured, as its process reports it. */
interface SizeReport {
  hotelCount: number;
  generateAndStartMs: number;
  startMs: number;
  peakMemoryMb: number;
  timings: Record<string, Timing>;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timeScenario(app: Awaited<ReturnType<typeof buildApp>>, scenario: Scenario): Promise<Timing> {
  const request = { method: scenario.method, url: scenario.url, ...(scenario.body ? { payload: scenario.body } : {}) };
  for (let i = 0; i < WARM_UP; i++) await app.inject(request);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const response = await app.inject(request);
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${scenario.name}: HTTP ${response.statusCode} ${response.body}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** A first start in an empty folder: the api generates the catalogue file, then starts. */
async function generateCatalogue(hotelCount: number, dataDir: string): Promise<number> {
  const started = performance.now();
  await (await buildApp({ dataDir, hotelCount })).close();
  return performance.now() - started;
}

/** The api started on an existing catalogue file, as a shop restarts: its start-up, requests and memory. */
async function measureRestart(hotelCount: number, dataDir: string): Promise<Omit<SizeReport, 'generateAndStartMs'>> {
  const started = performance.now();
  const app = await buildApp({ dataDir, hotelCount });
  const startMs = performance.now() - started;
  try {
    const timings: Record<string, Timing> = {};
    for (const scenario of SCENARIOS) timings[scenario.name] = await timeScenario(app, scenario);
    // maxRSS is in KB, for the whole process: this one never generated anything.
    return { hotelCount, startMs, peakMemoryMb: process.resourceUsage().maxRSS / 1024, timings };
  } finally {
    await app.close();
  }
}

/** Runs this script again in a process of its own for one step; its answer is the last line it prints. */
function runApart<T>(step: string, hotelCount: number, dataDir: string): T {
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  const child = spawnSync(
    process.execPath,
    ['--import', tsx, __filename, `--${step}=${hotelCount}`, `--data-dir=${dataDir}`],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024 },
  );
  if (child.status !== 0) throw new Error(`${step} at ${hotelCount} hotels failed (exit ${child.status})`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as T;
}

/**
 * One size: the catalogue generated in one process, then measured in another, so the memory
 * reported is that of an api serving it, not of the generator, and owes nothing to the other size.
 */
function measureSize(hotelCount: number): SizeReport {
  const dataDir = mkdtempSync(join(tmpdir(), 'escapade-bench-'));
  try {
    const generateAndStartMs = runApart<number>('generate', hotelCount, dataDir);
    return { generateAndStartMs, ...runApart<Omit<SizeReport, 'generateAndStartMs'>>('measure', hotelCount, dataDir) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

function report(sizes: readonly SizeReport[]): boolean {
  const small = sizes[0]!;
  const large = sizes.at(-1)!;
  const twoSizes = sizes.length > 1;
  let over = false;
  const verdict = (fails: boolean) => {
    over ||= fails;
    return fails ? 'OVER' : 'ok';
  };
  // Budgets go by the catalogue's size, not by the order of the sizes asked: `--sizes=24000` alone
  // is held to the large catalogue's budgets.
  const isLarge = (size: SizeReport) => size.hotelCount > DEFAULT_HOTEL_COUNT;
  const budgetOf = (size: SizeReport) => (isLarge(size) ? P95_BUDGET_LARGE_MS : P95_BUDGET_SMALL_MS);

  console.log(`\nSearch at ${sizes.map((size) => size.hotelCount.toLocaleString('en')).join(' and ')} hotels`);
  console.log(`${RUNS} requests per scenario after ${WARM_UP} to warm up, in-process (app.inject)\n`);
  const header = ['scenario', ...sizes.flatMap((size) => [`p50 ${size.hotelCount}`, `p95 ${size.hotelCount}`])];
  if (twoSizes) header.push('growth');
  header.push('verdict');
  console.log(header.join(' | '));
  for (const { name } of SCENARIOS) {
    const cells = [name];
    let fails = false;
    for (const size of sizes) {
      const timing = size.timings[name]!;
      cells.push(ms(timing.p50), ms(timing.p95));
      fails ||= timing.p95 > budgetOf(size);
    }
    if (twoSizes) {
      const growth = large.timings[name]!.p95 / small.timings[name]!.p95;
      cells.push(`x${growth.toFixed(1)}`);
      fails ||= growth > MAX_GROWTH;
    }
    cells.push(verdict(fails));
    console.log(cells.join(' | '));
  }
  console.log('');
  for (const size of sizes) {
    const overUsual = isLarge(size);
    console.log(
      `${size.hotelCount} hotels: catalogue generated and api started in ${(size.generateAndStartMs / 1000).toFixed(1)} s, ` +
        `restarted on that file in ${(size.startMs / 1000).toFixed(1)} s` +
        (overUsual ? ` (${verdict(size.startMs > START_BUDGET_MS)})` : '') +
        `, peak memory ${Math.round(size.peakMemoryMb)} MB` +
        (overUsual ? ` (${verdict(size.peakMemoryMb > MEMORY_BUDGET_MB)})` : ''),
    );
  }
  const budgets = sizes.map((size) =>
    isLarge(size)
      ? `p95 ≤ ${P95_BUDGET_LARGE_MS} ms, start ≤ ${START_BUDGET_MS / 1000} s, memory ≤ ${MEMORY_BUDGET_MB} MB at ${size.hotelCount} hotels`
      : `p95 ≤ ${P95_BUDGET_SMALL_MS} ms at ${size.hotelCount} hotels`,
  );
  if (twoSizes) budgets.push(`growth ≤ x${MAX_GROWTH}`);
  console.log(`\nbudgets: ${budgets.join('; ')}`);
  return over;
}

/** `--sizes=2400,24000`: the hotel counts to measure, smallest first. */
function sizesAsked(argv: readonly string[]): number[] {
  const option = argv.find((arg) => arg.startsWith('--sizes='));
  if (!option) return DEFAULT_SIZES;
  const sizes = option
    .slice('--sizes='.length)
    .split(',')
    .map((value) => Number(value));
  if (sizes.length === 0 || sizes.some((size) => !Number.isSafeInteger(size) || size < 1))
    throw new Error(`--sizes takes hotel counts separated by commas, got "${option}"`);
  return [...sizes].sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
  const [generate, measure, dataDir] = [option('generate'), option('measure'), option('data-dir')];
  if (dataDir && (generate || measure)) {
    // A child: its answer is the last line of its output.
    const answer = generate
      ? await generateCatalogue(Number(generate), dataDir)
      : await measureRestart(Number(measure), dataDir);
    console.log(JSON.stringify(answer));
    process.exit(0);
  }
  const sizes = sizesAsked(process.argv);
  const reports: SizeReport[] = [];
  for (const hotelCount of sizes) {
    console.log(`Measuring ${hotelCount} hotels…`);
    reports.push(measureSize(hotelCount));
  }
  process.exit(report(reports) ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
