import {
  medianMetrics,
  medianRunIndex,
  readLighthouseMetrics,
  type LighthouseResultLike,
  type PageMetrics,
} from './lighthouse-metrics';

/** The few fields of a Lighthouse result the benchmark reads, with the shapes Lighthouse 12 gives them. */
function lighthouseResult(overrides: Partial<LighthouseResultLike> = {}): LighthouseResultLike {
  return {
    categories: { performance: { score: 0.734 } },
    audits: {
      'largest-contentful-paint': { numericValue: 3120.4 },
      'total-blocking-time': { numericValue: 410 },
      'cumulative-layout-shift': { numericValue: 0.021 },
      'resource-summary': {
        details: {
          type: 'table',
          items: [
            { resourceType: 'total', label: 'Total', requestCount: 30, transferSize: 512_000 },
            { resourceType: 'script', label: 'Script', requestCount: 12, transferSize: 204_800 },
            { resourceType: 'image', label: 'Image', requestCount: 8, transferSize: 150_000 },
          ],
        },
      },
    },
    ...overrides,
  };
}

const metrics = (score: number, largestContentfulPaintMs: number): PageMetrics => ({
  score,
  largestContentfulPaintMs,
  totalBlockingTimeMs: 100,
  cumulativeLayoutShift: 0,
  scriptTransferKb: 100,
});

describe('readLighthouseMetrics', () => {
  it('reads the score out of 100, the three lab metrics and the script transfer in KB', () => {
    expect(readLighthouseMetrics(lighthouseResult())).toEqual({
      score: 73,
      largestContentfulPaintMs: 3120.4,
      totalBlockingTimeMs: 410,
      cumulativeLayoutShift: 0.021,
      scriptTransferKb: 200,
    });
  });

  it('counts no script for a page whose summary has no script row', () => {
    const result = lighthouseResult();
    result.audits['resource-summary'] = { details: { type: 'table', items: [{ resourceType: 'total' }] } };
    expect(readLighthouseMetrics(result).scriptTransferKb).toBe(0);
  });

  it('refuses a failed run instead of reporting its empty figures', () => {
    const failed = lighthouseResult({
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      categories: { performance: { score: null } },
    });
    expect(() => readLighthouseMetrics(failed)).toThrow('The page did not paint any content.');
  });

  it('refuses a result without a score or a metric', () => {
    expect(() => readLighthouseMetrics(lighthouseResult({ categories: {} }))).toThrow('performance score');
    const result = lighthouseResult();
    delete result.audits['total-blocking-time'];
    expect(() => readLighthouseMetrics(result)).toThrow('total-blocking-time');
  });
});

describe('medianMetrics', () => {
  it('takes the median of each figure on its own', () => {
    const runs = [
      { ...metrics(60, 4000), scriptTransferKb: 300 },
      { ...metrics(80, 2000), scriptTransferKb: 310 },
      { ...metrics(70, 5000), scriptTransferKb: 305 },
    ];
    expect(medianMetrics(runs)).toMatchObject({
      score: 70,
      largestContentfulPaintMs: 4000,
      scriptTransferKb: 305,
    });
  });
});

describe('medianRunIndex', () => {
  it('picks the run in the middle by score', () => {
    expect(medianRunIndex([metrics(90, 1000), metrics(40, 9000), metrics(65, 3000)])).toBe(2);
  });

  it('breaks a tie on the score with the largest contentful paint', () => {
    expect(medianRunIndex([metrics(70, 3000), metrics(70, 1000), metrics(70, 2000)])).toBe(2);
  });
});
