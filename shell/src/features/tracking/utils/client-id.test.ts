import {
  CLIENT_ID_COOKIE,
  CLIENT_ID_POLL_INTERVAL_MS,
  CLIENT_ID_POLL_TRIES,
  ensureClientIdCookie,
  pollClientId,
  readClientId,
} from './client-id';

describe('analytics client id', () => {
  beforeEach(() => {
    document.cookie = `${CLIENT_ID_COOKIE}=; path=/; max-age=0`;
  });
  afterEach(() => jest.useRealTimers());

  it('reads the id from a _ga-style cookie and writes one when missing', () => {
    expect(readClientId()).toBeNull();
    document.cookie = `${CLIENT_ID_COOKIE}=GA1.1.123456789.1700000000; path=/`;
    expect(readClientId()).toBe('123456789.1700000000');
    ensureClientIdCookie(document, 1_800_000_000_000);
    expect(readClientId()).toBe('123456789.1700000000');

    document.cookie = `${CLIENT_ID_COOKIE}=; path=/; max-age=0`;
    ensureClientIdCookie(document, 1_800_000_000_000);
    expect(readClientId()).toMatch(/^\d+\.1800000000$/);
  });

  it('ignores a malformed cookie', () => {
    document.cookie = `${CLIENT_ID_COOKIE}=hello; path=/`;
    expect(readClientId()).toBeNull();
  });

  it('polls every 1 s, 5 tries in all', async () => {
    jest.useFakeTimers();
    expect([CLIENT_ID_POLL_INTERVAL_MS, CLIENT_ID_POLL_TRIES]).toEqual([1000, 5]);
    const read = jest.fn(() => null);
    const result = pollClientId(read);
    expect(read).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(read).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(5);
    await expect(result).resolves.toBeNull();
  });

  it('stops polling as soon as the id is there', async () => {
    jest.useFakeTimers();
    const read = jest
      .fn<string | null, []>()
      .mockReturnValueOnce(null)
      .mockReturnValueOnce(null)
      .mockReturnValue('1.2');
    const result = pollClientId(read);
    await jest.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('1.2');
    await jest.advanceTimersByTimeAsync(5000);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
