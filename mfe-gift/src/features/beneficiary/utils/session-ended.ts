import { HTTPError } from 'ky';

/** The api answers 401 when this browser holds no gift code session, or its session has ended (2 hours). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 401;
}

/** The status of a failed call's answer; null when no answer came (network, time limit). */
export function failureStatus(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}

/** Where the beneficiary pages' failures are reported from. */
export const BENEFICIARY_SOURCE = 'mfe-gift/beneficiary';

/** An ended gift session is the visitor's to renew, not a fault of the shop: not reported. */
export function isFault(error: unknown): boolean {
  return !isSessionEnded(error);
}
