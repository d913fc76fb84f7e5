/**
 * The analytics session: valid for 30 minutes after the last event, each event
 * sliding it on. Kept in localStorage so every tab of the shop shares it.
 */
import * as z from 'zod/mini';

/** An analytics session ends 30 minutes after its last event. */
export const SESSION_DURATION_MS = 30 * 60 * 1000;
export const ANALYTICS_SESSION_STORAGE_KEY = 'escapade.analytics.session';

/** Before sending, an event waits up to 4 retries of 150 ms for a valid session. */
export const SESSION_WAIT_RETRIES = 4;
export const SESSION_WAIT_INTERVAL_MS = 150;

/** The stored session; times are milliseconds since the epoch. */
const analyticsSessionSchema = z.lazy(() =>
  z.object({ id: z.string(), startedAt: z.number(), lastActivityAt: z.number() }),
);

export type AnalyticsSession = z.infer<typeof analyticsSessionSchema>;

function defaultStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function isSessionValid(session: AnalyticsSession, now: number): boolean {
  return now - session.lastActivityAt < SESSION_DURATION_MS && session.lastActivityAt <= now + SESSION_DURATION_MS;
}

/** The stored session when it is still valid, else null. */
export function readValidSession(now: number, storage: Storage | null = defaultStorage()): AnalyticsSession | null {
  try {
    const stored = analyticsSessionSchema.safeParse(
      JSON.parse(storage?.getItem(ANALYTICS_SESSION_STORAGE_KEY) ?? 'null'),
    );
    return stored.success && isSessionValid(stored.data, now) ? stored.data : null;
  } catch {
    return null;
  }
}

function newSessionId(now: number): string {
  const random = new Uint32Array(2);
  crypto.getRandomValues(random);
  return `${Math.floor(now / 1000)}.${random[0]!.toString(36)}${random[1]!.toString(36)}`;
}

/** Slides the valid session on to `now`, or starts a new one. */
export function touchSession(now: number, storage: Storage | null = defaultStorage()): AnalyticsSession {
  const current = readValidSession(now, storage);
  const session = current
    ? { ...current, lastActivityAt: now }
    : { id: newSessionId(now), startedAt: now, lastActivityAt: now };
  try {
    storage?.setItem(ANALYTICS_SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Without storage every page load is its own session; events still go out.
  }
  return session;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads the session, then retries up to SESSION_WAIT_RETRIES times, SESSION_WAIT_INTERVAL_MS apart. */
export async function waitForValidSession(read: () => AnalyticsSession | null): Promise<AnalyticsSession | null> {
  let session = read();
  for (let retry = 0; !session && retry < SESSION_WAIT_RETRIES; retry += 1) {
    await sleep(SESSION_WAIT_INTERVAL_MS);
    session = read();
  }
  return session;
}
