import type autocannon from 'autocannon';
import {
  benchSeconds,
  DEFAULT_BENCH_SECONDS,
  edgeTable,
  edgeTargets,
  failureKind,
  figuresOf,
  missedTargets,
  shellScriptPath,
  type TargetFigures,
  type TargetRun,
} from './edge-throughput';
import { MAX_EDGE_P99_MS, MEASURED_STAY_ID, MIN_EDGE_PAGES_PER_SECOND } from './performance-budgets';

function autocannonResult(overrides: Partial<autocannon.Result>): autocannon.Result {
  const histogram = { average: 0, min: 0, max: 0, p50: 0, p90: 0, p99: 0 };
  return {
    url: 'http://localhost:3600/',
    duration: 10,
    latency: histogram,
    requests: { ...histogram, sent: 0 },
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    '2xx': 0,
    statusCodeStats: {},
    ...overrides,
  };
}

const figures = (overrides: Partial<TargetFigures>): TargetFigures => ({
  pagesPerSecond: MIN_EDGE_PAGES_PER_SECOND,
  p50Ms: 20,
  p99Ms: MAX_EDGE_P99_MS,
  failures: 0,
  failureKinds: {},
  ...overrides,
});

const [home, search, stay, built] = edgeTargets('/main.js');

describe('what the edge benchmark loads', () => {
  it('loads the measured pages without their hash, and a built file of the shell', () => {
    expect(edgeTargets('/main.js')).toEqual([
      { name: 'home', path: '/', judged: true },
      { name: 'search', path: '/recherche?flow=booking', judged: false },
      { name: 'stay', path: `/sejour/${MEASURED_STAY_ID}?flow=booking`, judged: true },
      { name: 'static', path: '/main.js', judged: false },
    ]);
  });

  it("finds the shell's first script of its own origin, however its attribute is written", () => {
    const built =
      '<!doctype html><html><head><script defer src=/main.js></script><link rel=stylesheet href=/a.css></head>';
    expect(shellScriptPath(built)).toBe('/main.js');
    expect(
      shellScriptPath(
        `<script type="application/json" id="x">{}</script><script src="//cdn.example/x.js"></script><script src='/bootstrap.1a2b.js'></script>`,
      ),
    ).toBe('/bootstrap.1a2b.js');
    expect(() => shellScriptPath('<html><body></body></html>')).toThrow('loads no script');
  });

  it('runs 10 s per target unless a flag or the environment says otherwise, the flag first', () => {
    expect(benchSeconds(['node', 'bench-edge.ts'], {})).toBe(DEFAULT_BENCH_SECONDS);
    expect(benchSeconds(['node', 'bench-edge.ts', '--no-build'], { BENCH_EDGE_DURATION_S: '3' })).toBe(3);
    expect(benchSeconds(['--duration=2.5'], { BENCH_EDGE_DURATION_S: '3' })).toBe(2.5);
    expect(() => benchSeconds(['--duration=ten'], {})).toThrow('a number of seconds, got "ten"');
    expect(() => benchSeconds([], { BENCH_EDGE_DURATION_S: '0' })).toThrow('got "0"');
  });
});

describe('the figures of a run', () => {
  it('counts pages a second from 2xx answers only, and every other answer or error as a failure', () => {
    const result = autocannonResult({
      duration: 10,
      '2xx': 1500,
      non2xx: 12,
      errors: 3,
      timeouts: 1,
      latency: { average: 30, min: 2, max: 400, p50: 25, p90: 60, p99: 180 },
      statusCodeStats: { '200': { count: 1500 }, '503': { count: 10 }, '404': { count: 2 } },
    });
    expect(figuresOf(result, { ECONNRESET: 2, 'request timed out': 1 })).toEqual({
      pagesPerSecond: 150,
      p50Ms: 25,
      p99Ms: 180,
      failures: 15,
      failureKinds: { ECONNRESET: 2, 'request timed out': 1, 'HTTP 503': 10, 'HTTP 404': 2 },
    });
  });

  it('names a request error by its code, else its message', () => {
    expect(failureKind(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe('ECONNRESET');
    expect(failureKind(new Error('request timed out'))).toBe('request timed out');
  });
});

describe('the verdicts', () => {
  it('lets a home or stay page at its targets pass', () => {
    expect(missedTargets({ target: home!, figures: figures({}) })).toEqual([]);
    expect(missedTargets({ target: stay!, figures: figures({}) })).toEqual([]);
  });

  it('fails a judged page under its rate or over its p99', () => {
    expect(missedTargets({ target: stay!, figures: figures({ pagesPerSecond: 149.4, p99Ms: 201 }) })).toEqual([
      `149 pages/s, under ${MIN_EDGE_PAGES_PER_SECOND}`,
      `p99 201 ms, over ${MAX_EDGE_P99_MS} ms`,
    ]);
  });

  it('holds the search page and the built file to no rate, but to no failure either', () => {
    expect(missedTargets({ target: search!, figures: figures({ pagesPerSecond: 40, p99Ms: 900 }) })).toEqual([]);
    expect(
      missedTargets({ target: built!, figures: figures({ failures: 4, failureKinds: { 'HTTP 503': 3, EPIPE: 1 } }) }),
    ).toEqual(['4 failed (HTTP 503 × 3, EPIPE × 1)']);
  });

  it('prints one line per target with how many built files are served in the time of one page', () => {
    const runs: TargetRun[] = [
      { target: home!, figures: figures({ pagesPerSecond: 200, p50Ms: 40.4, p99Ms: 120.6 }) },
      { target: stay!, figures: figures({ pagesPerSecond: 100, failures: 2, failureKinds: { 'HTTP 500': 2 } }) },
      { target: built!, figures: figures({ pagesPerSecond: 3000, p50Ms: 2, p99Ms: 9 }) },
    ];
    const lines = edgeTable(runs).split('\n');
    expect(lines[0]).toMatch(/target\s+path\s+pages\/s\s+p50\s+p99\s+failures\s+static\/page\s+verdict/);
    expect(lines[1]).toMatch(/home\s+\/\s+200\.0\s+40 ms\s+121 ms\s+0\s+15\.0\s+ok$/);
    expect(lines[2]).toMatch(/stay .* 100\.0 .* 2\s+30\.0\s+FAILED$/);
    expect(lines[3]).toMatch(/static\s+\/main\.js\s+3000\.0\s+2 ms\s+9 ms\s+0\s+1\.0\s+no target$/);
  });
});
