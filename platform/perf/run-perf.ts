/**
 * `npm run perf`: the measured pages and key taps on one mid-range phone, whatever the machine.
 * - Every run slows the CPU to the target phone's speed by the host's speed at that moment
 *   (Lighthouse's benchmark index, cpu-calibration.ts): the same figures on a fast desktop, a busy
 *   CI box, or a shared machine whose speed changes from one minute to the next.
 * - Lighthouse, mobile (a slow 4G, simulated), performance only, several runs per page, each
 *   analysed with its own run's slowdown; the medians against the targets of
 *   performance-budgets.ts. The full report of each page's median run is kept in
 *   <local dir>/reports/<page>.json (open it in https://googlechrome.github.io/lighthouse/viewer/).
 * - Each key tap (key-taps.ts) on a loaded page, in Chromium with the CPU slowed by a rating of the
 *   host taken just before: the time from the tap to the next paint (tap-delay.ts).
 * A benchmark, not a test: no test suite runs it. Exits 1 when a page or a tap misses a target.
 * `--no-build` (or PERF_NO_BUILD=1) measures what was deployed last time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { blockingTimeByOwner, describeBlockingTime } from './blocking-time';
import { CHROMIUM_FLAGS, chromiumPath, PHONE_CONTEXT, withChromium } from './chromium';
import {
  TARGET_PHONE_BENCHMARK_INDEX,
  calibrateCpu,
  describeCalibration,
  slowToTargetPhone,
  type CpuCalibration,
} from './cpu-calibration';
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

/** Ratings of the host taken just before and just after each Lighthouse load, beside Lighthouse's own. */
const RATINGS_AROUND_A_RUN = 2;

/** ", host 2135 (1169-2653), CPU 5.69x": what a run's load was rated and analysed with. */
function describeRunHost(host: CpuCalibration): string {
  const low = Math.round(Math.min(...host.readings));
  const high = Math.round(Math.max(...host.readings));
  return `, host ${Math.round(host.benchmarkIndex)} (${low}-${high}), CPU ${host.cpuSlowdownMultiplier}x`;
}

interface LighthouseRun {
  metrics: PageMetrics;
  lhr: LighthouseResultLike;
  /** The host's speed around the load, and the slowdown the load was analysed with. */
  host: CpuCalibration;
}

/** A few ratings of the host, each in a fresh tab of a browser of the benchmark's own. */
type RateHost = () => Promise<number[]>;

/**
 * One Lighthouse run on the phone of TARGET_PHONE_BENCHMARK_INDEX, on the host as it is at that
 * moment. With simulated throttling, Lighthouse records the load at the host's own speed and applies
 * the CPU slowdown only when it analyses the recording. So the load is recorded first, between
 * ratings of the host (Lighthouse's own, in its tab just before the load, and `rateHost`'s before
 * and after), then analysed with the slowdown their median calls for (cpu-calibration.ts,
 * slowToTargetPhone).
 */
async function runLighthouse(url: string, rateHost: RateHost): Promise<LighthouseRun> {
  // All are ES modules only: loaded at run time from this CommonJS script.
  const { navigationGather } = await import('lighthouse/core/gather/navigation-runner.js');
  const { Runner } = await import('lighthouse/core/runner.js');
  const { throttling } = (await import('lighthouse/core/config/constants.js')) as {
    throttling: { mobileSlow4G: Record<string, number> };
  };
  const { launch } = await import('chrome-launcher');
  const ratedBefore = await rateHost();
  // A fresh browser and profile per run: no cache or storage carried from one run to the next.
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
      flags: {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The mobile network; the CPU slowdown is set below, once the host has been rated.
        throttling: { ...throttling.mobileSlow4G },
      },
    });
    const ratedAfter = await rateHost();
    const host = slowToTargetPhone(runnerOptions.resolvedConfig.settings, [
      ...ratedBefore,
      artifacts.BenchmarkIndex,
      ...ratedAfter,
    ]);
    // The recording's settings are the analysis's: Lighthouse refuses to analyse with others.
    artifacts.settings = runnerOptions.resolvedConfig.settings;
    // A fresh cache: nothing computed under the recording's slowdown is reused by the analysis.
    const result = await Runner.audit(artifacts, { ...runnerOptions, computedCache: new Map() });
    if (!result) throw new Error('Lighthouse gave no result');
    return { metrics: readLighthouseMetrics(result.lhr), lhr: result.lhr, host };
  } finally {
    chrome.kill();
  }
}

/** Measures one page, prints its table and tells whether it meets every target. */
async function measurePage(
  origin: string,
  page: MeasuredPage,
  reportsDir: string,
  rateHost: RateHost,
): Promise<boolean> {
  const url = `${origin}${page.path}`;
  console.log(`\n${page.name}  ${url}`);
  const runs: LighthouseRun[] = [];
  let failures = 0;
  while (runs.length < LIGHTHOUSE_RUNS_PER_PAGE && failures <= RETRIES_PER_PAGE) {
    const label = `  run ${runs.length + 1}/${LIGHTHOUSE_RUNS_PER_PAGE}`;
    try {
      const run = await runLighthouse(url, rateHost);
      runs.push(run);
      console.log(`${label}: score ${run.metrics.score}${describeRunHost(run.host)}`);
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
  console.log(
    `  median of ${runs.length} run(s), mobile, simulated throttling, each run's CPU slowed to a phone of index ${TARGET_PHONE_BENCHMARK_INDEX}`,
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

/** Host ratings taken just before each key tap's runs: the median of a few, as a tap runs unthrottled tabs too. */
const TAP_CALIBRATION_READINGS = 3;

/** Each key tap's median delay against the target, on the host as rated just before it; the names of the taps over it. */
function measureKeyTaps(origin: string): Promise<string[]> {
  return withChromium(async (browser) => {
    const rows: string[][] = [];
    const slow: string[] = [];
    for (const tap of KEY_TAPS) {
      const calibration = await calibrateCpu(browser, TAP_CALIBRATION_READINGS);
      const measured = await measureTap(browser, origin, tap, calibration.cpuSlowdownMultiplier, TAP_RUNS);
      const ok = measured.medianMs <= MAX_TAP_DELAY_MS;
      if (!ok) slow.push(tap.name);
      rows.push([
        tap.name,
        `${Math.round(measured.medianMs)} ms`,
        measured.runs.map((value) => Math.round(value)).join(', '),
        `<= ${MAX_TAP_DELAY_MS} ms`,
        ok ? 'ok' : 'UNDER',
        `${Math.round(calibration.benchmarkIndex)} ${calibration.cpuSlowdownMultiplier}x`,
      ]);
    }
    console.log(
      `\nKey taps: from the tap to the next paint (Event Timing), phone 375x812, median of ${TAP_RUNS}, the CPU slowed to a phone of index ${TARGET_PHONE_BENCHMARK_INDEX} by the host's rating just before`,
    );
    console.log(formatTable(['tap', 'median', 'runs', 'target', 'verdict', 'host, CPU'], rows, '  '));
    return slow;
  });
}

async function main(): Promise<number> {
  // The host is rated in a browser of its own, before the shop and its builds load the machine: a
  // figure to compare machines by. Each run is slowed by its own rating (runLighthouse, measureKeyTaps).
  const calibration = await withChromium(calibrateCpu);
  console.log(`Host before the shop starts: ${describeCalibration(calibration)}`);
  const missed = await withMeasuredShop(MEASURED_PAGES, async (shop, pages) => {
    const reportsDir = path.join(shop.config.localDir, 'reports');
    fs.mkdirSync(reportsDir, { recursive: true });
    const notMet: string[] = [];
    await warmPages(shop.origin, pages);
    await withChromium(async (browser) => {
      const rateHost = () => calibrateCpu(browser, RATINGS_AROUND_A_RUN).then((calibration) => calibration.readings);
      for (const page of pages) {
        if (!(await measurePage(shop.origin, page, reportsDir, rateHost))) notMet.push(page.name);
      }
    });
    for (const tap of await measureKeyTaps(shop.origin)) notMet.push(`the tap "${tap}"`);
    return notMet;
  });
  console.log(
    missed.length === 0
      ? `\nperf: every page and key tap meets its targets on a phone of index ${TARGET_PHONE_BENCHMARK_INDEX}`
      : `\nperf: targets missed on ${missed.join(', ')} (targets: platform/perf/performance-budgets.ts; a phone of index ${TARGET_PHONE_BENCHMARK_INDEX})`,
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
