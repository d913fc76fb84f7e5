import { atom } from 'jotai';
import type { ActivitySearchResponse } from '../api/search-activities';

/** The activity search of the URL, readable by the page (title, count) as well as the list. */
export type ActivitySearchState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; response: ActivitySearchResponse };

export const activitySearchAtom = atom<ActivitySearchState>({ status: 'loading' });
