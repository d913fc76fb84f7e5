import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { OnDemand } from '../../../components/on-demand';
import { RoomBelowTrigger } from '../../../components/room-below-trigger';
import { lazyPart } from '../../../utils/lazy-part';
import type { FacetsResponse } from '../api/get-facets';
import type { FilterActions } from '../state/use-filter-actions';
import type { FilterGroup } from '../utils/filter-state';
import styles from './filter-dropdown.module.css';

/** The filters themselves are downloaded when a dropdown first opens (or its button is pointed at). */
const FilterDropdownPopover = lazyPart(() =>
  import(/* webpackChunkName: "filter-panels" */ './filter-dropdown-popover').then(
    (module) => module.FilterDropdownPopover,
  ),
);

export interface FilterDropdownProps {
  group: FilterGroup;
  label: string;
  /** Filters of this dropdown applied in the URL (shown on the button). */
  appliedCount: number;
  actions: FilterActions;
  /** The facets' counts, shown beside the options. */
  facets: FacetsResponse | null;
  /** Shown but not usable (the filter does not apply to this search). */
  isDisabled?: boolean;
}

/**
 * The height a dropdown would like under its button (the panel, its buttons, the gap and the
 * margin to the screen's edge): the page scrolls first when the button sits lower than that.
 */
const DROPDOWN_ROOM_PX = 480;

/**
 * One dropdown of the filter bar: Confirm applies and closes, Cancel
 * and Escape close and restore from the URL, Clear removes the filter and searches, a click outside
 * applies (or clears when nothing is chosen).
 */
export function FilterDropdown({
  group,
  label,
  appliedCount,
  actions,
  facets,
  isDisabled = false,
}: FilterDropdownProps) {
  const { t } = useTranslation('results');
  const isOpen = actions.openGroup === group;
  const triggerRef = useRef<HTMLButtonElement>(null);

  // The popover closes the same way on Escape and on a click outside; the shop treats them apart
  // (Escape closes like Cancel, a click outside applies), so note an Escape before it closes.
  const closingByEscape = useRef(false);
  useEffect(() => {
    if (!isOpen) return;
    closingByEscape.current = false;
    const noteEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closingByEscape.current = true;
    };
    document.addEventListener('keydown', noteEscape, true);
    return () => document.removeEventListener('keydown', noteEscape, true);
  }, [isOpen]);

  const onOpenChange = (open: boolean) => {
    if (open) actions.open(group);
    else if (closingByEscape.current) actions.cancel();
    else actions.dismiss(group);
  };

  return (
    <>
      <Button
        ref={triggerRef}
        className={`${styles.trigger} ${appliedCount > 0 ? styles.triggerActive : ''}`}
        isDisabled={isDisabled}
        {...FilterDropdownPopover.overlayOpenerProps(isOpen, () => actions.open(group))}
      >
        {label}
        {appliedCount > 0 ? (
          <span className={styles.count}>
            <span aria-hidden="true">{appliedCount}</span>
            <VisuallyHidden elementType="span">{t('filters.appliedCount', { count: appliedCount })}</VisuallyHidden>
          </span>
        ) : null}
        <svg className={styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Button>
      <RoomBelowTrigger isOpen={isOpen} triggerRef={triggerRef} roomNeeded={DROPDOWN_ROOM_PX} />
      <OnDemand name="filter-panels" isOpen={isOpen} onFailed={actions.cancel}>
        <FilterDropdownPopover.Component
          group={group}
          label={label}
          actions={actions}
          facets={facets}
          triggerRef={triggerRef}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
        />
      </OnDemand>
    </>
  );
}
