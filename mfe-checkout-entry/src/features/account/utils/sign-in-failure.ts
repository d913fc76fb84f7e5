import { HTTPError } from 'ky';
import type { ApiFailure } from '../../../utils/api-failure';

/** The api refuses the account's calls with a 401 when no customer is signed in (or their sign-in has ended). */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 401;
}

/** Used when a lockout answer does not say how long it lasts. */
export const DEFAULT_LOCKOUT_MINUTES = 15;

/** Whole minutes until the api takes sign-ins again. */
export function lockoutMinutes(failure: ApiFailure): number {
  return failure.retryAfterSeconds ? Math.ceil(failure.retryAfterSeconds / 60) : DEFAULT_LOCKOUT_MINUTES;
}
