/**
 * `npm run perf`: Lighthouse with its mobile defaults (a mid-range phone on a slow 4G, simulated;
 * performance only), several runs on each measured page of a shop of its own, the medians against
 * the targets of performance-budgets.ts. The full report of each page's median run is kept in
 * <local dir>/reports/<page>.json (open it in https://googlechrome.github.io/lighthouse/viewer/).
 * A benchmark, not a test: no test suite runs it. Exits 1 when a page misses a target.
 * `--no-build` (or PERF_NO_BUILD=1) measures what was deployed last time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';
import {
  medianMetrics,
  medianRunIndex,
  readLighthouseMetrics,
  type LighthouseResultLike,
  type PageMetrics,
} from './lighthouse-metrics';
import { withMeasuredShop } from './measured-shop';
import { LIGHTHOUSE_RUNS_PER_PAGE, MEASURED_PAGES, type MeasuredPage } from './performance-budgets';
import { formatTable, lighthouseVerdicts } from './verdicts';

/**
 * Failed runs a page may have before it is judged on fewer runs: on a busy machine Lighthouse now
 * and then loses the trace of a load (NO_NAVSTART) and asks to be run again.
 */
const RETRIES_PER_PAGE = 2;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface LighthouseRun {
  metrics: PageMetrics;
  lhr: LighthouseResultLike;
}

async function runLighthouse(url: string): Promise<LighthouseRun> {
  // Both are ES modules only: loaded at run time from this CommonJS script.
  const { default: lighthouse } = await import('lighthouse');
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
    });
    if (!result) throw new Error('Lighthouse gave no result');
    return { metrics: readLighthouseMetrics(result.lhr), lhr: result.lhr };
  } finally {
    chrome.kill();
  }
}

/** Measures one page, prints its table and tells whether it meets every target. */
async function measurePage(origin: string, page: MeasuredPage, reportsDir: string): Promise<boolean> {
  const url = `${origin}${page.path}`;
  console.log(`\n${page.name}  ${url}`);
  const runs: LighthouseRun[] = [];
  let failures = 0;
  while (runs.length < LIGHTHOUSE_RUNS_PER_PAGE && failures <= RETRIES_PER_PAGE) {
    const label = `  run ${runs.length + 1}/${LIGHTHOUSE_RUNS_PER_PAGE}`;
    try {
      const run = await runLighthouse(url);
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
    metrics.benchmarkIndex === null ? '' : `, host benchmark index ${Math.round(metrics.benchmarkIndex)}`;
  console.log(`  median of ${runs.length} run(s), mobile, simulated throttling${benchmark}`);
  console.log(
    formatTable(
      ['metric', 'median', 'target', 'verdict'],
      verdicts.map((verdict) => [verdict.metric, verdict.value, verdict.target, verdict.ok ? 'ok' : 'UNDER']),
      '  ',
    ),
  );
  console.log(`  report of the median run: ${path.relative(REPO_ROOT, reportFile)}`);
  return verdicts.every((verdict) => verdict.ok);
}

async function main(): Promise<number> {
  const missed = await withMeasuredShop(MEASURED_PAGES, async (shop) => {
    const reportsDir = path.join(shop.config.localDir, 'reports');
    fs.mkdirSync(reportsDir, { recursive: true });
    const pagesMissing: string[] = [];
    for (const page of MEASURED_PAGES) {
      if (!(await measurePage(shop.origin, page, reportsDir))) pagesMissing.push(page.name);
    }
    return pagesMissing;
  });
  console.log(
    missed.length === 0
      ? '\nperf: every page meets its targets'
      : `\nperf: targets missed on ${missed.join(', ')} (targets: platform/perf/performance-budgets.ts)`,
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
