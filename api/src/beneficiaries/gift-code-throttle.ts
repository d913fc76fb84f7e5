/**
 * Guessing gift codes is made slow: an address that typed GIFT_CODE_FAILURE_LIMIT unknown codes
 * within GIFT_CODE_FAILURE_WINDOW_MS is refused (even a right code) until the oldest of those
 * failures leaves the window. Only unknown codes count: a malformed one finds nothing, and an
 * expired one is a real code.
 */
import { FailureThrottle } from '../http/failure-throttle';
import type { ThrottleState } from '../http/throttle-state';

export const GIFT_CODE_FAILURE_LIMIT = 10;
export const GIFT_CODE_FAILURE_WINDOW_MS = 15 * 60_000;

export function giftCodeThrottle(state: ThrottleState, now: () => number = Date.now): FailureThrottle {
  return new FailureThrottle(GIFT_CODE_FAILURE_LIMIT, GIFT_CODE_FAILURE_WINDOW_MS, state, 'gift-code', now);
}
