import { useCallback, useMemo } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { useApplyCriteria, useSearchCriteria } from '../../results/state/use-search-criteria';
import {
  clearFilterGroup,
  criteriaWithFilterState,
  distanceDefaultsFor,
  filterStateFromCriteria,
  groupEqualsDefaults,
  resetAllFilters,
  toggleValue,
  type FilterGroup,
  type FilterState,
} from '../utils/filter-state';
import { filterDraftAtom, filterDrawerOpenAtom, openFilterGroupAtom } from './filter-atoms';

/**
 * What the results page needs to open the mobile filter modal: no subscription to the filters'
 * drafts or to the modal's state, so opening it (or editing in it) does not render the page and
 * its result cards again, which kept the tap waiting on a phone.
 */
export function useFilterDrawerOpener() {
  const { criteria } = useSearchCriteria();
  const setDrawerOpen = useSetAtom(filterDrawerOpenAtom);
  const setDraft = useSetAtom(filterDraftAtom);
  const applied = useMemo(() => filterStateFromCriteria(criteria), [criteria]);
  const distanceDefaults = useMemo(() => distanceDefaultsFor(criteria), [criteria]);

  /** Opening starts from the filters in the URL. */
  const openDrawer = useCallback(() => {
    setDraft(applied);
    setDrawerOpen(true);
  }, [applied, setDraft, setDrawerOpen]);

  return { openDrawer, distanceDefaults };
}

/**
 * Every transition of the filters, from the dropdowns and the mobile filter modal. Applying
 * means writing the filters to the URL (the page drops, the search runs from the new hash).
 */
export function useFilterActions() {
  const { criteria } = useSearchCriteria();
  const applyCriteria = useApplyCriteria();
  const [openGroup, setOpenGroup] = useAtom(openFilterGroupAtom);
  const [drawerOpen, setDrawerOpen] = useAtom(filterDrawerOpenAtom);
  const [draft, setDraft] = useAtom(filterDraftAtom);
  const applied = useMemo(() => filterStateFromCriteria(criteria), [criteria]);
  const distanceDefaults = useMemo(() => distanceDefaultsFor(criteria), [criteria]);

  const apply = useCallback(
    (state: FilterState) => applyCriteria(criteriaWithFilterState(criteria, state)),
    [applyCriteria, criteria],
  );

  /** Opening starts from the filters in the URL. */
  const open = useCallback(
    (group: FilterGroup) => {
      setDraft(applied);
      setOpenGroup(group);
    },
    [applied, setDraft, setOpenGroup],
  );

  /** Confirm: applies the filter and closes. */
  const confirm = useCallback(() => {
    setOpenGroup(null);
    apply(draft);
  }, [apply, draft, setOpenGroup]);

  /** Cancel (and Escape): closes and restores from the current location. */
  const cancel = useCallback(() => {
    setOpenGroup(null);
    setDraft(applied);
  }, [applied, setDraft, setOpenGroup]);

  /** Clear: removes that filter from the search and searches again. */
  const clear = useCallback(
    (group: FilterGroup) => {
      setOpenGroup(null);
      const cleared = clearFilterGroup(applied, group);
      setDraft(cleared);
      apply(cleared);
    },
    [applied, apply, setDraft, setOpenGroup],
  );

  /** Click outside: applies, or clears when the dropdown holds its defaults. */
  const dismiss = useCallback(
    (group: FilterGroup) => {
      if (groupEqualsDefaults(draft, group, distanceDefaults)) clear(group);
      else confirm();
    },
    [clear, confirm, distanceDefaults, draft],
  );

  /** A highlighted activity applies at once, without a dropdown. */
  const toggleActivityNow = useCallback(
    (id: number) => apply({ ...applied, activities: toggleValue(applied.activities, id) }),
    [applied, apply],
  );

  const { openDrawer } = useFilterDrawerOpener();

  /** "See results": writes every filter of the modal to the URL. */
  const confirmDrawer = useCallback(() => {
    setDrawerOpen(false);
    apply(draft);
  }, [apply, draft, setDrawerOpen]);

  /** Closing the modal without applying: back to the filters of the URL. */
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    setDraft(applied);
  }, [applied, setDraft, setDrawerOpen]);

  /** "Reset all filters": clears every filter and removes the filter keys from the URL. */
  const resetDrawer = useCallback(() => {
    setDrawerOpen(false);
    const reset = resetAllFilters();
    setDraft(reset);
    apply(reset);
  }, [apply, setDraft, setDrawerOpen]);

  return {
    criteria,
    applied,
    draft,
    setDraft,
    distanceDefaults,
    openGroup,
    drawerOpen,
    open,
    confirm,
    cancel,
    clear,
    dismiss,
    toggleActivityNow,
    openDrawer,
    confirmDrawer,
    closeDrawer,
    resetDrawer,
  };
}

export type FilterActions = ReturnType<typeof useFilterActions>;
