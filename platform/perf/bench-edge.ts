/**
 * `npm run bench:edge`: how many pages a second the edge answers, and how fast, with
 * BENCH_CONNECTIONS clients at once (autocannon), on the home, search and stay pages (server render
 * included) and on a built file of the shell, all in one run against a shop of its own, as a
 * browser asks (`Accept-Encoding: br, gzip`). Each target is loaded once first, then for
 * `--duration=<s>` seconds (BENCH_EDGE_DURATION_S; 10). A benchmark, not a test: no test suite runs
 * it. Exits 1 when the home or the stay page is under its targets (performance-budgets.ts) or any
 * answer failed. `--no-build` (or PERF_NO_BUILD=1) measures what was deployed last time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { appDir } from '../config';
import {
  BENCH_CONNECTIONS,
  BROWSER_ACCEPT_ENCODING,
  benchSeconds,
  edgeTable,
  edgeTargets,
  failureKind,
  figuresOf,
  missedTargets,
  shellScriptPath,
  type EdgeTarget,
  type TargetRun,
} from './edge-throughput';
import { withMeasuredShop } from './measured-shop';
import { MAX_EDGE_P99_MS, MEASURED_PAGES, MIN_EDGE_PAGES_PER_SECOND } from './performance-budgets';

const HEADERS = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One load first: a page that cannot be answered fails here, and the first render's costs are not measured. */
async function warm(origin: string, target: EdgeTarget): Promise<void> {
  const response = await fetch(`${origin}${target.path}`, { headers: HEADERS });
  await response.arrayBuffer();
  if (!response.ok)
    throw new Error(`The ${target.name} target cannot be measured: ${target.path} answered ${response.status}`);
}

async function measure(origin: string, target: EdgeTarget, seconds: number): Promise<TargetRun> {
  const requestErrors: Record<string, number> = {};
  const run = autocannon({
    url: `${origin}${target.path}`,
    connections: BENCH_CONNECTIONS,
    duration: seconds,
    headers: HEADERS,
  });
  run.on('reqError', (error: unknown) => {
    const kind = failureKind(error);
    requestErrors[kind] = (requestErrors[kind] ?? 0) + 1;
  });
  const result = await run;
  return { target, figures: figuresOf(result, requestErrors) };
}

function describeMachine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${cpus.length} CPU(s), ${cpus[0]?.model.trim() ?? 'unknown model'}; load average ${load}`;
}

async function main(): Promise<number> {
  const seconds = benchSeconds(process.argv, process.env);
  const indexHtml = fs.readFileSync(path.join(appDir('shell'), 'dist', 'index.html'), 'utf8');
  const targets = edgeTargets(shellScriptPath(indexHtml));

  const runs = await withMeasuredShop(MEASURED_PAGES, async (shop) => {
    for (const target of targets) await warm(shop.origin, target);
    const measured: TargetRun[] = [];
    for (const target of targets) {
      console.log(`  ${target.name}: ${seconds} s of ${BENCH_CONNECTIONS} clients on ${target.path}`);
      measured.push(await measure(shop.origin, target, seconds));
    }
    return measured;
  });

  console.log(
    `\nedge throughput, ${BENCH_CONNECTIONS} clients, ${seconds} s per target, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`,
  );
  console.log(`machine: ${describeMachine()} (the shop and the load share it)`);
  console.log(edgeTable(runs));
  const missed = runs.flatMap((run) => missedTargets(run).map((reason) => `${run.target.name}: ${reason}`));
  console.log(
    missed.length === 0
      ? `\nbench:edge: home and stay meet ${MIN_EDGE_PAGES_PER_SECOND} pages/s and p99 ≤ ${MAX_EDGE_P99_MS} ms`
      : `\nbench:edge: ${missed.join('; ')} (targets: platform/perf/performance-budgets.ts)`,
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
