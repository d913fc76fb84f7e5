import { atom } from 'jotai';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { SearchOffersResponse } from '../../../utils/search-offers-answer';

/** The results of the search in the URL, shared by the page's title, count, grid and pagination. */
export type OffersSearchState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** `criteria` and `locale` say which search the response answers. */
  | { status: 'success'; response: SearchOffersResponse; criteria?: SearchCriteria; locale?: Locale };

export const offersSearchAtom = atom<OffersSearchState>({ status: 'loading' });
