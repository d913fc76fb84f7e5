/** The figures `npm run perf` keeps from a Lighthouse result, and the median of several runs. */
import { median } from './median';

/** The part of a Lighthouse result (its JSON report) read here. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  runtimeError?: { code: string; message: string };
}

export interface PageMetrics {
  /** Performance score, 0–100. */
  score: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** JavaScript as it crossed the network, compressed or not, in KB. */
  scriptTransferKb: number;
}

/** A JSON object, as the audits' details are. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function numericValue(lhr: LighthouseResultLike, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (typeof value !== 'number') throw new Error(`the Lighthouse result has no ${auditId} figure`);
  return value;
}

/** The script row of the resource-summary audit; a page without any script has no such row. */
function scriptTransferBytes(lhr: LighthouseResultLike): number {
  const details = lhr.audits['resource-summary']?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) {
    throw new Error('the Lighthouse result has no resource-summary table');
  }
  const script: unknown = details.items.find((item) => isRecord(item) && item.resourceType === 'script');
  return isRecord(script) && typeof script.transferSize === 'number' ? script.transferSize : 0;
}

/** Throws when the run failed (page did not load, Chromium crashed) rather than report made-up figures. */
export function readLighthouseMetrics(lhr: LighthouseResultLike): PageMetrics {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure the page: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('the Lighthouse result has no performance score');
  return {
    score: Math.round(score * 100),
    largestContentfulPaintMs: numericValue(lhr, 'largest-contentful-paint'),
    totalBlockingTimeMs: numericValue(lhr, 'total-blocking-time'),
    cumulativeLayoutShift: numericValue(lhr, 'cumulative-layout-shift'),
    scriptTransferKb: scriptTransferBytes(lhr) / 1024,
  };
}

/** Each figure's median over the runs, taken on its own (the median score may come from another run than the median LCP). */
export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  if (runs.length === 0) throw new Error('no run to take a median of');
  const of = (pick: (run: PageMetrics) => number) => median(runs.map(pick));
  return {
    score: of((run) => run.score),
    largestContentfulPaintMs: of((run) => run.largestContentfulPaintMs),
    totalBlockingTimeMs: of((run) => run.totalBlockingTimeMs),
    cumulativeLayoutShift: of((run) => run.cumulativeLayoutShift),
    scriptTransferKb: of((run) => run.scriptTransferKb),
  };
}

/** The run whose report is kept: the middle one by score, then by LCP (the lower middle for an even count). */
export function medianRunIndex(runs: readonly PageMetrics[]): number {
  if (runs.length === 0) throw new Error('no run to choose from');
  const order = runs
    .map((run, index) => ({ run, index }))
    .sort((a, b) => a.run.score - b.run.score || a.run.largestContentfulPaintMs - b.run.largestContentfulPaintMs);
  return order[Math.floor((order.length - 1) / 2)]!.index;
}
