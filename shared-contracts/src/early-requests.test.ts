import {
  EARLY_REQUEST_MAX_AGE_MS,
  earlyRequestKey,
  isEarlyRequestSettled,
  startEarlyRequest,
  takeEarlyRequest,
} from './early-requests';

describe('early requests', () => {
  const key = earlyRequestKey('POST', 'api/offers.json', { locale: 'fr_FR', page: 0 });

  it('hands the answer of a started request to the first taker only', async () => {
    const run = jest.fn(async () => ({ total: 3 }));
    startEarlyRequest(key, run, 1_000);
    expect(run).toHaveBeenCalledTimes(1);
    await expect(takeEarlyRequest(key, 1_500)).resolves.toEqual({ total: 3 });
    expect(takeEarlyRequest(key, 1_600)).toBeUndefined();
  });

  it('tells requests apart by method, path and body', () => {
    startEarlyRequest(key, async () => 'answer', 1_000);
    expect(takeEarlyRequest(earlyRequestKey('POST', 'api/offers.json', { locale: 'es_ES', page: 0 }), 1_000)).toBe(
      undefined,
    );
    expect(takeEarlyRequest(earlyRequestKey('GET', 'api/offers.json'), 1_000)).toBeUndefined();
    expect(takeEarlyRequest(key, 1_000)).toBeDefined();
  });

  it('ignores a request too old to be this page’s', () => {
    startEarlyRequest(key, async () => 'stale', 1_000);
    expect(takeEarlyRequest(key, 1_000 + EARLY_REQUEST_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it('hands a failure to the taker, and reports nothing when nobody takes it', async () => {
    startEarlyRequest(key, () => Promise.reject(new Error('offline')), 1_000);
    await expect(takeEarlyRequest(key, 1_000)).rejects.toThrow('offline');
    startEarlyRequest(key, () => Promise.reject(new Error('never taken')), 1_000);
    // No unhandled rejection: jest would fail the run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('tells whether an answer or a failure has come, without taking it', async () => {
    let answer: (value: string) => void = () => undefined;
    startEarlyRequest(key, () => new Promise<string>((resolve) => (answer = resolve)), 1_000);
    expect(isEarlyRequestSettled(key, 1_000)).toBe(false);
    answer('results');
    await Promise.resolve();
    expect(isEarlyRequestSettled(key, 1_000)).toBe(true);
    expect(isEarlyRequestSettled(key, 1_000 + EARLY_REQUEST_MAX_AGE_MS + 1)).toBe(false);
    await expect(takeEarlyRequest(key, 1_000)).resolves.toBe('results');
    expect(isEarlyRequestSettled(key, 1_000)).toBe(false);

    startEarlyRequest(key, () => Promise.reject(new Error('offline')), 1_000);
    await Promise.resolve();
    expect(isEarlyRequestSettled(key, 1_000)).toBe(true);
    await expect(takeEarlyRequest(key, 1_000)).rejects.toThrow('offline');
  });
});
