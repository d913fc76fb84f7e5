/**
 * What `npm run bench:edge` loads and how it judges what it measured: the pages and the built file,
 * the figures kept of each autocannon run, and the verdicts against performance-budgets.ts.
 */
import type autocannon from 'autocannon';
import { MAX_EDGE_P99_MS, MEASURED_PAGES, MIN_EDGE_PAGES_PER_SECOND } from './performance-budgets';
import { formatTable } from './verdicts';

/** Clients at once, each asking for the next page as soon as the last one arrived. */
export const BENCH_CONNECTIONS = 10;

/** Seconds of load per target unless `--duration=<s>` or BENCH_EDGE_DURATION_S says otherwise. */
export const DEFAULT_BENCH_SECONDS = 10;

/** What a browser accepts: pages go out brotli-compressed, and built files as the .br copy the build made. */
export const BROWSER_ACCEPT_ENCODING = 'br, gzip';

export interface EdgeTarget {
  name: string;
  /** Path on the edge, query included (fr_FR shop). */
  path: string;
  /** Held to the targets; the others are measured to compare with. */
  judged: boolean;
}

/** A measured page's path without its hash, which never reaches a server. */
function measuredPath(name: string): string {
  const page = MEASURED_PAGES.find((measured) => measured.name === name);
  if (!page) throw new Error(`performance-budgets.ts measures no ${name} page`);
  return page.path.split('#')[0]!;
}

/** The pages `npm run perf` measures, and a built file of the shell served by the same edge. */
export function edgeTargets(staticPath: string): EdgeTarget[] {
  return [
    { name: 'home', path: measuredPath('home'), judged: true },
    { name: 'search', path: measuredPath('search'), judged: false },
    { name: 'stay', path: measuredPath('stay'), judged: true },
    { name: 'static', path: staticPath, judged: false },
  ];
}

/** The first script the shell's page loads from its own origin (its start-up script, /main.js). */
export function shellScriptPath(indexHtml: string): string {
  for (const tag of indexHtml.match(/<script\b[^>]*>/gi) ?? []) {
    const src = /\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value?.startsWith('/') && !value.startsWith('//')) return value;
  }
  throw new Error("The shell's index.html loads no script from its own origin");
}

/** Duration per target, in seconds: `--duration=<s>`, else BENCH_EDGE_DURATION_S, else the default. */
export function benchSeconds(argv: readonly string[], env: NodeJS.ProcessEnv): number {
  const flag = argv.find((arg) => arg.startsWith('--duration='))?.slice('--duration='.length);
  const given = flag ?? env.BENCH_EDGE_DURATION_S;
  if (given === undefined || given.trim() === '') return DEFAULT_BENCH_SECONDS;
  const seconds = Number(given);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`--duration (or BENCH_EDGE_DURATION_S) is a number of seconds, got "${given}"`);
  }
  return seconds;
}

/** How a request failed without an answer, as autocannon reports it. */
export function failureKind(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

export interface TargetFigures {
  /** Answers with a 2xx status a second: failures do not count as pages. */
  pagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, connection errors and timeouts. */
  failures: number;
  /** `HTTP 503`, `ECONNRESET`, `request timed out`… and how many of each. */
  failureKinds: Record<string, number>;
}

/** The figures of one run; `requestErrors` are the kinds of the requests that got no answer. */
export function figuresOf(result: autocannon.Result, requestErrors: Readonly<Record<string, number>>): TargetFigures {
  const failureKinds: Record<string, number> = { ...requestErrors };
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
    if (!status.startsWith('2')) failureKinds[`HTTP ${status}`] = count;
  }
  return {
    pagesPerSecond: result.duration > 0 ? result['2xx'] / result.duration : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
    failureKinds,
  };
}

export interface TargetRun {
  target: EdgeTarget;
  figures: TargetFigures;
}

/** What a run misses: any failure, and for a judged page its rate or its p99. Empty when it is fine. */
export function missedTargets({ target, figures }: TargetRun): string[] {
  const missed: string[] = [];
  if (figures.failures > 0) {
    const kinds = Object.entries(figures.failureKinds).map(([kind, count]) => `${kind} × ${count}`);
    missed.push(`${figures.failures} failed (${kinds.join(', ')})`);
  }
  if (target.judged && figures.pagesPerSecond < MIN_EDGE_PAGES_PER_SECOND) {
    missed.push(`${Math.round(figures.pagesPerSecond)} pages/s, under ${MIN_EDGE_PAGES_PER_SECOND}`);
  }
  if (target.judged && figures.p99Ms > MAX_EDGE_P99_MS) {
    missed.push(`p99 ${Math.round(figures.p99Ms)} ms, over ${MAX_EDGE_P99_MS} ms`);
  }
  return missed;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** One line per target; static/page says how many built files the edge serves in the time of one page. */
export function edgeTable(runs: readonly TargetRun[]): string {
  const staticRate = runs.find((run) => run.target.name === 'static')?.figures.pagesPerSecond;
  const verdict = (run: TargetRun) => {
    if (missedTargets(run).length > 0) return run.figures.failures > 0 ? 'FAILED' : 'UNDER';
    return run.target.judged ? 'ok' : 'no target';
  };
  return formatTable(
    ['target', 'path', 'pages/s', 'p50', 'p99', 'failures', 'static/page', 'verdict'],
    runs.map((run) => [
      run.target.name,
      run.target.path,
      run.figures.pagesPerSecond.toFixed(1),
      ms(run.figures.p50Ms),
      ms(run.figures.p99Ms),
      String(run.figures.failures),
      staticRate !== undefined && run.figures.pagesPerSecond > 0
        ? (staticRate / run.figures.pagesPerSecond).toFixed(1)
        : '-',
      verdict(run),
    ]),
    '  ',
  );
}
