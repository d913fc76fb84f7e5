/** Recent destination searches (spec §4 "Destination selector"), kept in the browser's local storage. */
import type { DestinationCategory } from './destination';

/** Spec §9: at most 3 recent searches. */
export const MAX_RECENT_SEARCHES = 3;
export const RECENT_SEARCHES_STORAGE_KEY = 'escapade.search.recentDestinations';

export interface RecentSearch {
  id: string;
  label: string;
  category: DestinationCategory;
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    entry.id !== '' &&
    typeof entry.label === 'string' &&
    entry.label !== '' &&
    typeof entry.category === 'string'
  );
}

/** Local storage, or null where it is unavailable (private mode, blocked cookies, server). */
function localStorageOrNull(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The list with `entry` first: an entry picked again moves to the top; the oldest beyond 3 goes. */
export function withRecentSearch(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  const others = list.filter((item) => !(item.id === entry.id && item.category === entry.category));
  return [entry, ...others].slice(0, MAX_RECENT_SEARCHES);
}

export function readRecentSearches(storage: Storage | null = localStorageOrNull()): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, MAX_RECENT_SEARCHES) : [];
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
