import { BROWSER_OWNER, PAGE_OWNER, blockingTimeByOwner, describeBlockingTime } from './blocking-time';
import type { LighthouseResultLike } from './lighthouse-metrics';

const PAGE = 'http://localhost:3600/recherche?flow=booking#city=10001';
const CDN = 'http://localhost:3700';

function runWith(tasks: { url: string; startTime: number; duration: number }[]): LighthouseResultLike {
  return {
    categories: { performance: { score: 0.8 } },
    audits: {
      'first-contentful-paint': { numericValue: 900 },
      interactive: { numericValue: 5000 },
      'long-tasks': { details: { type: 'table', items: tasks } },
    },
  };
}

describe('blocking time by owner', () => {
  it('charges the part of each long task beyond 50 ms to the app whose script started it', () => {
    const shares = blockingTimeByOwner(
      runWith([
        { url: 'http://localhost:3600/main.js', startTime: 3400, duration: 160 },
        { url: 'http://localhost:3600/vendors-node_modules_react-dom_client_js.1.js', startTime: 3600, duration: 90 },
        { url: `${CDN}/mfe-search/1.0.0-abc/remoteEntry.js`, startTime: 3800, duration: 150 },
        { url: 'Unattributable', startTime: 4000, duration: 70 },
        { url: 'http://localhost:3600/recherche?flow=booking', startTime: 1100, duration: 80 },
      ]),
      PAGE,
    );
    expect(shares).toEqual([
      { owner: 'shell', blockingMs: 150, longTasks: 2 },
      { owner: 'mfe-search', blockingMs: 100, longTasks: 1 },
      { owner: PAGE_OWNER, blockingMs: 30, longTasks: 1 },
      { owner: BROWSER_OWNER, blockingMs: 20, longTasks: 1 },
    ]);
  });

  it('counts only what Total Blocking Time counts: from the first paint to interactive', () => {
    const shares = blockingTimeByOwner(
      runWith([
        { url: 'Unattributable', startTime: 800, duration: 300 },
        { url: 'http://localhost:3600/main.js', startTime: 5200, duration: 120 },
        { url: 'http://localhost:3600/main.js', startTime: 2000, duration: 50 },
      ]),
      PAGE,
    );
    expect(shares).toEqual([]);
    expect(describeBlockingTime(shares)).toBe('no long task after the first paint');
  });

  it('says each share in one line, largest first', () => {
    expect(
      describeBlockingTime([
        { owner: 'shell', blockingMs: 310.4, longTasks: 4 },
        { owner: 'mfe-content', blockingMs: 85, longTasks: 1 },
      ]),
    ).toBe('shell 310 ms (4 tasks), mfe-content 85 ms (1 task)');
  });

  it('finds nothing in a result without the long-tasks audit', () => {
    expect(blockingTimeByOwner({ categories: {}, audits: {} }, PAGE)).toEqual([]);
  });
});
