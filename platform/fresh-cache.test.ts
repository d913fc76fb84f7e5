import { createFreshCache } from './fresh-cache';

/** A loader that counts its calls and answers what it is told. */
function countingLoader(values: string[]) {
  let calls = 0;
  const loader = () => {
    calls += 1;
    const value = values.shift();
    return value === undefined ? Promise.reject(new Error('api down')) : Promise.resolve(value);
  };
  return { loader, calls: () => calls };
}

describe('a cache that answers at once and refreshes behind the answer', () => {
  let clock = 0;
  const cacheOf = (extra: Partial<Parameters<typeof createFreshCache<string>>[0]> = {}) =>
    createFreshCache<string>({ freshMs: 5_000, staleMs: 60_000, maxEntries: 10, now: () => clock, ...extra });

  beforeEach(() => {
    clock = 0;
  });

  it('serves a fresh value without loading again', async () => {
    const cache = cacheOf();
    const { loader, calls } = countingLoader(['first', 'second']);
    expect(await cache.get('home', loader)).toBe('first');
    clock = 5_000;
    expect(await cache.get('home', loader)).toBe('first');
    expect(calls()).toBe(1);
  });

  it('serves a stale value at once and replaces it with one load', async () => {
    const cache = cacheOf();
    const { loader, calls } = countingLoader(['first', 'second']);
    await cache.get('home', loader);
    clock = 5_001;
    const answers = await Promise.all([cache.get('home', loader), cache.get('home', loader)]);
    expect(answers).toEqual(['first', 'first']);
    expect(calls()).toBe(2);
    expect(await cache.get('home', loader)).toBe('second');
  });

  it('loads once for a burst of callers that find nothing', async () => {
    const cache = cacheOf();
    const { loader, calls } = countingLoader(['only']);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get('stay', loader)));
    expect(new Set(answers)).toEqual(new Set(['only']));
    expect(calls()).toBe(1);
  });

  it('waits for a new value once the old one is too old to serve', async () => {
    const cache = cacheOf();
    const { loader } = countingLoader(['first', 'second']);
    await cache.get('home', loader);
    clock = 60_001;
    expect(await cache.get('home', loader)).toBe('second');
  });

  it('keeps a stale value when its refresh fails, and says so', async () => {
    const failures: string[] = [];
    const cache = cacheOf({ onRefreshError: (key) => failures.push(key) });
    const { loader } = countingLoader(['first']);
    await cache.get('home', loader);
    clock = 6_000;
    expect(await cache.get('home', loader)).toBe('first');
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toEqual(['home']);
    expect(await cache.get('home', loader)).toBe('first');
  });

  it('gives the failure to a caller with nothing to serve, and keeps nothing of it', async () => {
    const cache = cacheOf();
    await expect(cache.get('home', () => Promise.reject(new Error('api down')))).rejects.toThrow('api down');
    expect(await cache.get('home', () => Promise.resolve('back'))).toBe('back');
  });

  it('hands a value it is told not to keep to its callers only', async () => {
    const cache = cacheOf({ keep: (value) => value !== 'degraded' });
    const { loader, calls } = countingLoader(['degraded', 'whole']);
    expect(await Promise.all([cache.get('home', loader), cache.get('home', loader)])).toEqual(['degraded', 'degraded']);
    expect(await cache.get('home', loader)).toBe('whole');
    expect(calls()).toBe(2);
  });

  it('keeps at most its entries and its size, the least recently used leaving first', async () => {
    const cache = cacheOf({ maxEntries: 3, maxSize: 10, sizeOf: (value) => value.length });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, () => Promise.resolve('xx'));
    expect(cache.size()).toBe(3);
    await cache.get('big', () => Promise.resolve('x'.repeat(9)));
    expect(cache.size()).toBe(1);
    // A value larger than the whole cache is served but not kept.
    expect(await cache.get('huge', () => Promise.resolve('x'.repeat(11)))).toHaveLength(11);
    expect(cache.size()).toBe(1);
  });
});
