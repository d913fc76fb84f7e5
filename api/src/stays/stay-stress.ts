/** The urgency badges of a stay: a check-in very soon, or a stay about to stop being sold. */
import { isoToEpochDay } from '../pricing/dates';

/** A check-in at most this many days away makes the stay a last-minute deal. */
export const LAST_MINUTE_DAYS = 3;
/** A stay whose last day of sale is at most this many days away expires soon. */
export const EXPIRES_SOON_DAYS = 7;

function daysBetween(fromIso: string, toIso: string): number | null {
  const from = isoToEpochDay(fromIso);
  const to = isoToEpochDay(toIso);
  return from === null || to === null ? null : to - from;
}

/** Check-in today or within the next LAST_MINUTE_DAYS days. */
export function isLastMinute(checkin: string | null, today: string): boolean {
  if (!checkin) return false;
  const days = daysBetween(today, checkin);
  return days !== null && days >= 0 && days <= LAST_MINUTE_DAYS;
}

/** Still on sale today, and for at most EXPIRES_SOON_DAYS more days. */
export function expiresSoon(expiration: string | null, today: string): boolean {
  if (!expiration) return false;
  const days = daysBetween(today, expiration);
  return days !== null && days >= 0 && days <= EXPIRES_SOON_DAYS;
}
