/** Figures against their targets, and the plain-text tables both measurements print. */
import type { PageMetrics } from './lighthouse-metrics';
import type { MeasuredPage } from './performance-budgets';

export interface MetricVerdict {
  metric: string;
  value: string;
  target: string;
  ok: boolean;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (value: number) => `${value.toFixed(1)} KB`;

/** One line per Lighthouse target of the page; the JavaScript line holds the wire size to the page's gzip budget. */
export function lighthouseVerdicts(metrics: PageMetrics, page: MeasuredPage): MetricVerdict[] {
  const targets = page.lighthouse;
  return [
    {
      metric: 'performance score',
      value: String(Math.round(metrics.score)),
      target: `>= ${targets.minScore}`,
      ok: metrics.score >= targets.minScore,
    },
    {
      metric: 'largest contentful paint',
      value: ms(metrics.largestContentfulPaintMs),
      target: `<= ${ms(targets.maxLargestContentfulPaintMs)}`,
      ok: metrics.largestContentfulPaintMs <= targets.maxLargestContentfulPaintMs,
    },
    {
      metric: 'total blocking time',
      value: ms(metrics.totalBlockingTimeMs),
      target: `<= ${ms(targets.maxTotalBlockingTimeMs)}`,
      ok: metrics.totalBlockingTimeMs <= targets.maxTotalBlockingTimeMs,
    },
    {
      metric: 'cumulative layout shift',
      value: metrics.cumulativeLayoutShift.toFixed(3),
      target: `<= ${targets.maxCumulativeLayoutShift}`,
      ok: metrics.cumulativeLayoutShift <= targets.maxCumulativeLayoutShift,
    },
    {
      metric: 'JavaScript transferred',
      value: kb(metrics.scriptTransferKb),
      target: `<= ${page.maxFirstLoadJsKb} KB`,
      ok: metrics.scriptTransferKb <= page.maxFirstLoadJsKb,
    },
  ];
}

export function withinJsBudget(totalKb: number, page: MeasuredPage): boolean {
  return totalKb <= page.maxFirstLoadJsKb;
}

/** Columns padded to their widest cell; a column of numbers (cells starting with a digit) is right-aligned, title included. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[], indent = ''): string {
  const cell = (row: readonly string[], column: number) => row[column] ?? '';
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => cell(row, column).length)));
  const numeric = header.map((_, column) => rows.length > 0 && rows.every((row) => /^[\d.]/.test(cell(row, column))));
  const line = (cells: readonly string[]) =>
    indent +
    header
      .map((_, column) =>
        numeric[column] ? cell(cells, column).padStart(widths[column]!) : cell(cells, column).padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
