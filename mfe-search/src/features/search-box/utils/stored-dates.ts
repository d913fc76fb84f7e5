/** The dates of the last search, offered again on the next visit (spec §5: only a future check-in). */
import { DateTime } from 'luxon';
import { isFutureCheckin, type StayDates } from '../../calendar/utils/stay-dates';

export const STORED_DATES_STORAGE_KEY = 'escapade.search.lastDates';

function localStorageOrNull(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The stored dates, only when their check-in is still a future date. */
export function readStoredDates(
  now: DateTime = DateTime.now(),
  storage: Storage | null = localStorageOrNull(),
): StayDates | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORED_DATES_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { checkin, checkout } = parsed as Record<string, unknown>;
    if (typeof checkin !== 'string' || typeof checkout !== 'string') return null;
    const dates = { checkin, checkout };
    return isFutureCheckin(dates, now) ? dates : null;
  } catch {
    return null;
  }
}

export function storeDates(dates: StayDates, storage: Storage | null = localStorageOrNull()): void {
  try {
    storage?.setItem(STORED_DATES_STORAGE_KEY, JSON.stringify(dates));
  } catch {
    // A full or blocked storage only loses the convenience.
  }
}
