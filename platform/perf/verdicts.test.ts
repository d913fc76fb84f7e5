import type { PageMetrics } from './lighthouse-metrics';
import { MEASURED_PAGES, firstBookableNightHash, oneNightStayHash, type MeasuredPage } from './performance-budgets';
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
  it('are the five pages on the way to a booking, with the agreed JavaScript budgets', () => {
    expect(MEASURED_PAGES.map(({ name, maxFirstLoadJsKb }) => [name, maxFirstLoadJsKb])).toEqual([
      ['home', 240],
      ['search', 270],
      ['stay', 270],
      ['hotel', 270],
      ['booking summary', 240],
    ]);
  });

  it('book the summary for a night ahead, written as the hash writes dates', () => {
    expect(oneNightStayHash(new Date('2026-12-30T23:30:00Z'), 2)).toBe(
      'checkin=2027-01-01&checkout=2027-01-02&night=1',
    );
  });

  it('measure the summary on the first night on sale from two months ahead, and say when none is', async () => {
    const today = new Date('2026-12-30T10:00:00Z');
    const asked: string[] = [];
    const soldOut = new Set(['2027-02-28', '2027-03-01']);
    const hash = await firstBookableNightHash(async (checkin) => {
      asked.push(checkin);
      return !soldOut.has(checkin);
    }, today);
    expect(hash).toBe('checkin=2027-03-02&checkout=2027-03-03&night=1');
    expect(asked).toEqual(['2027-02-28', '2027-03-01', '2027-03-02']);
    expect(MEASURED_PAGES.find((page) => page.name === 'booking summary')?.bookedStayId).toBe(20039);

    expect(await firstBookableNightHash(async () => false, today)).toBeNull();
  });

  it('hold every page to the calibrated phone targets', () => {
    for (const page of MEASURED_PAGES) {
      expect(page.lighthouse).toEqual({
        minScore: 95,
        maxLargestContentfulPaintMs: 1800,
        maxCumulativeLayoutShift: 0.05,
        maxTotalBlockingTimeMs: 200,
      });
    }
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
