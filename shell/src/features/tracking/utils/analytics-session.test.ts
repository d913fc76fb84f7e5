import {
  ANALYTICS_SESSION_STORAGE_KEY,
  SESSION_DURATION_MS,
  SESSION_WAIT_INTERVAL_MS,
  SESSION_WAIT_RETRIES,
  readValidSession,
  touchSession,
  waitForValidSession,
} from './analytics-session';

describe('analytics session', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('is valid for 30 minutes after the last activity, sliding', () => {
    expect(SESSION_DURATION_MS).toBe(30 * 60 * 1000);
    const start = 1_000_000;
    const session = touchSession(start);
    expect(readValidSession(start + SESSION_DURATION_MS - 1)).toEqual(session);
    expect(readValidSession(start + SESSION_DURATION_MS)).toBeNull();

    touchSession(start + 20 * 60 * 1000);
    expect(readValidSession(start + 45 * 60 * 1000)?.id).toBe(session.id);
    expect(touchSession(start + 90 * 60 * 1000).id).not.toBe(session.id);
  });

  it('treats garbage in storage as no session', () => {
    window.localStorage.setItem(ANALYTICS_SESSION_STORAGE_KEY, '{"id":3}');
    expect(readValidSession(0)).toBeNull();
    window.localStorage.setItem(ANALYTICS_SESSION_STORAGE_KEY, 'not json');
    expect(readValidSession(0)).toBeNull();
  });

  it('waits 4 retries of 150 ms at most', async () => {
    jest.useFakeTimers();
    expect([SESSION_WAIT_RETRIES, SESSION_WAIT_INTERVAL_MS]).toEqual([4, 150]);
    const read = jest.fn(() => null);
    const waited = waitForValidSession(read);
    await jest.advanceTimersByTimeAsync(149);
    expect(read).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(450);
    expect(read).toHaveBeenCalledTimes(5);
    await expect(waited).resolves.toBeNull();
    await jest.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(5);
  });
});
