import { HTTPError } from 'ky';

/** Why a lookup found nothing: no such booking, too many tries for now (minutes to wait), or a failure. */
export type LookupFailure = { kind: 'notFound' } | { kind: 'throttled'; minutes: number } | { kind: 'failed' };

/** The wait announced when a throttled answer does not say how long (seconds). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export function lookupFailureOf(error: unknown, now: number = Date.now()): LookupFailure {
  if (!(error instanceof HTTPError)) return { kind: 'failed' };
  if (error.response.status === 404) return { kind: 'notFound' };
  if (error.response.status !== 429) return { kind: 'failed' };
  const seconds = retryAfterSeconds(error.response.headers.get('Retry-After'), now);
  return { kind: 'throttled', minutes: Math.max(1, Math.ceil(seconds / 60)) };
}

/** Retry-After is a number of seconds or an HTTP date. */
function retryAfterSeconds(header: string | null, now: number): number {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_SECONDS;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? DEFAULT_RETRY_AFTER_SECONDS : Math.max(0, (at - now) / 1000);
}
