import { atom } from 'jotai';
import { emptyFilterState, type FilterGroup, type FilterState } from '../utils/filter-state';

/** The filter bar dropdown that is open, if any. */
export const openFilterGroupAtom = atom<FilterGroup | null>(null);

/** The filters being edited in an open dropdown or the mobile filter modal, not yet in the URL. */
export const filterDraftAtom = atom<FilterState>(emptyFilterState());

/** Whether the mobile filter modal is open. */
export const filterDrawerOpenAtom = atom(false);
