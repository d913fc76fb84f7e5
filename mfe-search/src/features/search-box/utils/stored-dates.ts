/** The dates of the last search, offered again on the next visit. */
import { DateTime } from 'luxon';
import * as z from 'zod/mini';
import { localStorageOrNull } from '../../../utils/local-storage';
import { isFutureCheckin, type StayDates } from '../../../utils/stay-dates';

export const STORED_DATES_STORAGE_KEY = 'escapade.search.lastDates';

const storedDatesSchema = z.object({ checkin: z.string(), checkout: z.string() });

/** The stored dates, only when their check-in is still a future date. */
export function readStoredDates(
  now: DateTime = DateTime.now(),
  storage: Storage | null = localStorageOrNull(),
): StayDates | null {
  try {
    const stored = storedDatesSchema.safeParse(JSON.parse(storage?.getItem(STORED_DATES_STORAGE_KEY) ?? 'null'));
    return stored.success && isFutureCheckin(stored.data, now) ? stored.data : null;
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
