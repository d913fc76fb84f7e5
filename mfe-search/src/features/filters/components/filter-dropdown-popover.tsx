import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Popover } from 'react-aria-components/Popover';
import type { FacetsResponse } from '../api/get-facets';
import type { FilterActions } from '../state/use-filter-actions';
import type { FilterGroup } from '../utils/filter-state';
import { ActivitiesPanel, DistancePanel, FacilitiesPanel, MoreFiltersPanel, PricePanel } from './filter-panels';
import type { LazyOverlayProps } from '../../../utils/lazy-part';
import styles from './filter-dropdown-popover.module.css';

export interface FilterDropdownPopoverProps extends LazyOverlayProps {
  group: FilterGroup;
  label: string;
  actions: FilterActions;
  facets: FacetsResponse | null;
  /** The dropdown's button: the popover is placed under it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The filter of one dropdown, editing the draft; its title already names it. */
function GroupPanel({ group, actions, facets }: Pick<FilterDropdownPopoverProps, 'group' | 'actions' | 'facets'>) {
  const panelProps = { draft: actions.draft, onChange: actions.setDraft, facets, inDropdown: true };
  switch (group) {
    case 'activities':
      return <ActivitiesPanel {...panelProps} />;
    case 'price':
      return <PricePanel {...panelProps} flow={actions.criteria.flow} />;
    case 'distance':
      return <DistancePanel {...panelProps} defaults={actions.distanceDefaults} />;
    case 'facilities':
      return <FacilitiesPanel {...panelProps} />;
    case 'more':
      return <MoreFiltersPanel {...panelProps} />;
  }
}

/**
 * An open dropdown of the filter bar. Its own chunk with the filters (checkboxes, react-aria's
 * Slider), shared with the mobile filter modal and downloaded when a dropdown first opens.
 */
export function FilterDropdownPopover({
  group,
  label,
  actions,
  facets,
  triggerRef,
  isOpen,
  onOpenChange,
}: FilterDropdownPopoverProps) {
  const { t } = useTranslation('results');
  return (
    // Always under its button, which the page has brought below the site header (RoomBelowTrigger):
    // flipped above it, the panel would cover the header. Too tall, its filters scroll inside.
    <Popover
      className={styles.popover}
      placement="bottom start"
      shouldFlip={false}
      offset={8}
      containerPadding={12}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Dialog className={styles.dialog} aria-label={label}>
        <div className={styles.panel}>
          <Heading slot="title" className={styles.heading}>
            {label}
          </Heading>
          <div className={styles.body}>
            <GroupPanel group={group} actions={actions} facets={facets} />
          </div>
          <div className={styles.footer}>
            <Button className={styles.linkButton} onPress={() => actions.clear(group)}>
              {t('filters.clear')}
            </Button>
            <span className={styles.footerEnd}>
              <Button className={styles.secondary} onPress={actions.cancel}>
                {t('filters.cancel')}
              </Button>
              <Button className={styles.primary} onPress={actions.confirm}>
                {t('filters.confirm')}
              </Button>
            </span>
          </div>
        </div>
      </Dialog>
    </Popover>
  );
}
