/** Recent destination searches, kept in the browser's local storage. */
import * as z from 'zod/mini';
import { PLACE_KEYS } from '@escapade/shared-contracts/search-criteria';
import { localStorageOrNull } from '../../../utils/local-storage';

/** At most 3 recent searches. */
export const MAX_RECENT_SEARCHES = 3;
export const RECENT_SEARCHES_STORAGE_KEY = 'escapade.search.recentDestinations';

const recentSearchSchema = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  category: z.enum([...PLACE_KEYS, 'hotel']),
});

export type RecentSearch = z.infer<typeof recentSearchSchema>;

/** The list with `entry` first: an entry picked again moves to the top; the oldest beyond 3 goes. */
export function withRecentSearch(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  const others = list.filter((item) => !(item.id === entry.id && item.category === entry.category));
  return [entry, ...others].slice(0, MAX_RECENT_SEARCHES);
}

export function readRecentSearches(storage: Storage | null = localStorageOrNull()): RecentSearch[] {
  try {
    const stored = z.array(z.unknown()).safeParse(JSON.parse(storage?.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]'));
    if (!stored.success) return [];
    // A broken entry is skipped; the others stay.
    return stored.data
      .flatMap((entry) => {
        const recent = recentSearchSchema.safeParse(entry);
        return recent.success ? [recent.data] : [];
      })
      .slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

export function rememberRecentSearch(
  entry: RecentSearch,
  storage: Storage | null = localStorageOrNull(),
): RecentSearch[] {
  const list = withRecentSearch(readRecentSearches(storage), entry);
  try {
    storage?.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // A full or blocked storage only loses the history.
  }
  return list;
}
