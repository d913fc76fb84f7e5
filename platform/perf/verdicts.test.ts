import type { PageMetrics } from './lighthouse-metrics';
import { MEASURED_PAGES, type MeasuredPage } from './performance-budgets';
import { formatTable, lighthouseVerdicts, withinJsBudget } from './verdicts';

const page: MeasuredPage = {
  name: 'stay',
  path: '/sejour/1',
  catalogueCheck: null,
  lighthouse: {
    minScore: 90,
    maxLargestContentfulPaintMs: 2500,
    maxCumulativeLayoutShift: 0.05,
    maxTotalBlockingTimeMs: 200,
  },
  maxFirstLoadJsKb: 200,
};

const onTarget: PageMetrics = {
  score: 90,
  largestContentfulPaintMs: 2500,
  totalBlockingTimeMs: 200,
  cumulativeLayoutShift: 0.05,
  scriptTransferKb: 200,
  benchmarkIndex: 1500,
};

const failing = (metrics: PageMetrics) =>
  lighthouseVerdicts(metrics, page)
    .filter((verdict) => !verdict.ok)
    .map((verdict) => verdict.metric);

describe('lighthouseVerdicts', () => {
  it('passes figures exactly on their targets', () => {
    expect(failing(onTarget)).toEqual([]);
  });

  it('fails a score under the minimum and each metric over its maximum', () => {
    expect(failing({ ...onTarget, score: 89 })).toEqual(['performance score']);
    expect(failing({ ...onTarget, largestContentfulPaintMs: 2501 })).toEqual(['largest contentful paint']);
    expect(failing({ ...onTarget, totalBlockingTimeMs: 201 })).toEqual(['total blocking time']);
    expect(failing({ ...onTarget, cumulativeLayoutShift: 0.051 })).toEqual(['cumulative layout shift']);
    expect(failing({ ...onTarget, scriptTransferKb: 200.1 })).toEqual(['JavaScript transferred']);
  });

  it('shows each figure beside its target', () => {
    const verdicts = lighthouseVerdicts({ ...onTarget, largestContentfulPaintMs: 3120.6 }, page);
    expect(verdicts[1]).toEqual({
      metric: 'largest contentful paint',
      value: '3121 ms',
      target: '<= 2500 ms',
      ok: false,
    });
  });
});

describe('withinJsBudget', () => {
  it('allows up to the page budget', () => {
    expect(withinJsBudget(200, page)).toBe(true);
    expect(withinJsBudget(200.05, page)).toBe(false);
  });
});

describe('the measured pages', () => {
  it('are home, search results and a stay, with the agreed JavaScript budgets', () => {
    expect(MEASURED_PAGES.map(({ name, maxFirstLoadJsKb }) => [name, maxFirstLoadJsKb])).toEqual([
      ['home', 170],
      ['search', 220],
      ['stay', 200],
    ]);
  });
});

describe('formatTable', () => {
  it('pads columns to the widest cell and right-aligns columns of numbers with their title', () => {
    expect(
      formatTable(
        ['page', 'KB', 'verdict'],
        [
          ['home', '312.4', 'OVER'],
          ['search', '98.0', 'ok'],
        ],
        '  ',
      ),
    ).toBe(['  page       KB  verdict', '  home    312.4  OVER', '  search   98.0  ok'].join('\n'));
  });

  it('keeps a column left-aligned when one of its cells is not a number', () => {
    expect(formatTable(['metric', 'target'], [['score', '>= 90']])).toBe('metric  target\nscore   >= 90');
  });
});
