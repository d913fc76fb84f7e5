/**
 * `npm run perf`: the measured pages and key taps on one mid-range phone, whatever the machine.
 * - The host is rated first (Lighthouse's benchmark index) and the CPU slowed to the target phone's
 *   speed (cpu-calibration.ts): the same figures on a fast desktop and a busy CI box.
 * - Lighthouse, mobile (a slow 4G, simulated) with that CPU slowdown, performance only, several runs
 *   per page; the medians against the targets of performance-budgets.ts. The full report of each
 *   page's median run is kept in <local dir>/reports/<page>.json (open it in
 *   https://googlechrome.github.io/lighthouse/viewer/).
 * - Each key tap (key-taps.ts) on a loaded page, in Chromium with the same CPU slowdown: the time
 *   from the tap to the next paint (tap-delay.ts).
 * A benchmark, not a test: no test suite runs it. Exits 1 when a page or a tap misses a target.
 * `--no-build` (or PERF_NO_BUILD=1) measures what was deployed last time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { blockingTimeByOwner, describeBlockingTime } from './blocking-time';
import { CHROMIUM_FLAGS, chromiumPath, PHONE_CONTEXT, withChromium } from './chromium';
import { calibrateCpu, describeCalibration, type CpuCalibration } from './cpu-calibration';
import { KEY_TAPS } from './key-taps';
import {
  medianMetrics,
  medianRunIndex,
  readLighthouseMetrics,
  type LighthouseResultLike,
  type PageMetrics,
} from './lighthouse-metrics';
import { withMeasuredShop } from './measured-shop';
import {
  LIGHTHOUSE_RUNS_PER_PAGE,
  MAX_TAP_DELAY_MS,
  MEASURED_PAGES,
  TAP_RUNS,
  type MeasuredPage,
} from './performance-budgets';
import { measureTap } from './tap-delay';
import { formatTable, lighthouseVerdicts } from './verdicts';

/**
 * Failed runs a page may have before it is judged on fewer runs: on a busy machine Lighthouse now
 * and then loses the trace of a load (NO_NAVSTART) and asks to be run again.
 */
const RETRIES_PER_PAGE = 2;
/** How long the unmeasured warm-up visit of a page may take, pictures drawn for the first time included. */
const WARM_UP_TIMEOUT_MS = 60_000;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface LighthouseRun {
  metrics: PageMetrics;
  lhr: LighthouseResultLike;
}

async function runLighthouse(url: string, cpuSlowdownMultiplier: number): Promise<LighthouseRun> {
  // All three are ES modules only: loaded at run time from this CommonJS script.
  const { default: lighthouse } = await import('lighthouse');
  const { throttling } = (await import('lighthouse/core/config/constants.js')) as {
    throttling: { mobileSlow4G: Record<string, number> };
  };
  const { launch } = await import('chrome-launcher');
  // A fresh browser and profile per run: no cache or storage carried from one run to the next.
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The mobile network, with the CPU slowed to the target phone's speed instead of a fixed 4x.
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
    if (!result) throw new Error('Lighthouse gave no result');
    return { metrics: readLighthouseMetrics(result.lhr), lhr: result.lhr };
  } finally {
    chrome.kill();
  }
}

/** Measures one page, prints its table and tells whether it meets every target. */
async function measurePage(
  origin: string,
  page: MeasuredPage,
  reportsDir: string,
  calibration: CpuCalibration,
): Promise<boolean> {
  const url = `${origin}${page.path}`;
  console.log(`\n${page.name}  ${url}`);
  const runs: LighthouseRun[] = [];
  let failures = 0;
  while (runs.length < LIGHTHOUSE_RUNS_PER_PAGE && failures <= RETRIES_PER_PAGE) {
    const label = `  run ${runs.length + 1}/${LIGHTHOUSE_RUNS_PER_PAGE}`;
    try {
      const run = await runLighthouse(url, calibration.cpuSlowdownMultiplier);
      runs.push(run);
      console.log(`${label}: score ${run.metrics.score}`);
    } catch (error) {
      failures += 1;
      console.log(`${label} failed, ${failures <= RETRIES_PER_PAGE ? 'again' : 'giving up'}: ${errorMessage(error)}`);
    }
  }
  if (runs.length === 0) {
    console.log('  UNDER: no run measured the page');
    return false;
  }

  const metrics = medianMetrics(runs.map((run) => run.metrics));
  const reportFile = path.join(reportsDir, `${page.name}.json`);
  const medianRun = runs[medianRunIndex(runs.map((run) => run.metrics))]!;
  fs.writeFileSync(reportFile, JSON.stringify(medianRun.lhr, null, 2));

  const verdicts = lighthouseVerdicts(metrics, page);
  const benchmark =
    metrics.benchmarkIndex === null ? '' : `, Lighthouse's own benchmark index ${Math.round(metrics.benchmarkIndex)}`;
  console.log(
    `  median of ${runs.length} run(s), mobile, simulated throttling, CPU ${calibration.cpuSlowdownMultiplier}x${benchmark}`,
  );
  console.log(
    formatTable(
      ['metric', 'median', 'target', 'verdict'],
      verdicts.map((verdict) => [verdict.metric, verdict.value, verdict.target, verdict.ok ? 'ok' : 'UNDER']),
      '  ',
    ),
  );
  // Which app's code kept the phone busy: the place to start when the blocking time is over.
  console.log(
    `  blocking time of the median run, by what started each long task: ${describeBlockingTime(
      blockingTimeByOwner(medianRun.lhr, url),
    )}`,
  );
  console.log(`  report of the median run: ${path.relative(REPO_ROOT, reportFile)}`);
  return verdicts.every((verdict) => verdict.ok);
}

/**
 * One unmeasured visit of each page on a phone screen first: as behind the shop's CDN, the pictures
 * the api draws once per address (and the edge's caches) are then warm for every measured run, not
 * for the second and third only.
 */
function warmPages(origin: string, pages: readonly MeasuredPage[]): Promise<void> {
  return withChromium(async (browser) => {
    const context = await browser.newContext(PHONE_CONTEXT);
    for (const page of pages) {
      const tab = await context.newPage();
      await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle', timeout: WARM_UP_TIMEOUT_MS });
      await tab.close();
    }
    await context.close();
  });
}

/** Each key tap's median delay against the target; the names of the taps over it. */
function measureKeyTaps(origin: string, calibration: CpuCalibration): Promise<string[]> {
  return withChromium(async (browser) => {
    const rows: string[][] = [];
    const slow: string[] = [];
    for (const tap of KEY_TAPS) {
      const measured = await measureTap(browser, origin, tap, calibration.cpuSlowdownMultiplier, TAP_RUNS);
      const ok = measured.medianMs <= MAX_TAP_DELAY_MS;
      if (!ok) slow.push(tap.name);
      rows.push([
        tap.name,
        `${Math.round(measured.medianMs)} ms`,
        measured.runs.map((value) => Math.round(value)).join(', '),
        `<= ${MAX_TAP_DELAY_MS} ms`,
        ok ? 'ok' : 'UNDER',
      ]);
    }
    console.log(
      `\nKey taps: from the tap to the next paint (Event Timing), phone 375x812, CPU ${calibration.cpuSlowdownMultiplier}x, median of ${TAP_RUNS}`,
    );
    console.log(formatTable(['tap', 'median', 'runs', 'target', 'verdict'], rows, '  '));
    return slow;
  });
}

async function main(): Promise<number> {
  // The host is rated in a browser of its own, before the shop and its builds load the machine.
  const calibration = await withChromium(calibrateCpu);
  console.log(`Calibration: ${describeCalibration(calibration)}`);
  const missed = await withMeasuredShop(MEASURED_PAGES, async (shop, pages) => {
    const reportsDir = path.join(shop.config.localDir, 'reports');
    fs.mkdirSync(reportsDir, { recursive: true });
    const notMet: string[] = [];
    await warmPages(shop.origin, pages);
    for (const page of pages) {
      if (!(await measurePage(shop.origin, page, reportsDir, calibration))) notMet.push(page.name);
    }
    for (const tap of await measureKeyTaps(shop.origin, calibration)) notMet.push(`the tap "${tap}"`);
    return notMet;
  });
  console.log(
    missed.length === 0
      ? `\nperf: every page and key tap meets its targets (${describeCalibration(calibration)})`
      : `\nperf: targets missed on ${missed.join(', ')} (targets: platform/perf/performance-budgets.ts; ${describeCalibration(calibration)})`,
  );
  return missed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(errorMessage(error));
    process.exit(1);
  },
);
