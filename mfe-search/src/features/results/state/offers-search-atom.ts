import { atom } from 'jotai';
import type { SearchOffersResponse } from '../api/search-offers';

/** The results of the search in the URL, shared by the page's title, count, grid and pagination. */
export type OffersSearchState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; response: SearchOffersResponse };

export const offersSearchAtom = atom<OffersSearchState>({ status: 'loading' });
