import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { useRemoteProps } from '../../../context/remote-props';
import { facetValuesOf, useFacets } from '../state/use-facets';
import { useFilterActions } from '../state/use-filter-actions';
import { appliedCountOf } from '../utils/applied-counts';
import { facetsParams } from '../utils/facets-query';
import { FILTER_GROUPS, isOptionDisabled, type FilterGroup } from '../utils/filter-state';
import { FilterDropdown } from './filter-dropdown';
import styles from './filter-bar.module.css';

export interface FilterBarProps {
  /** The searched point; the distance filter exists only when it is known. */
  position: { lat: number; lng: number } | null;
  /** Sort and map controls at the end of the bar. */
  trailing?: ReactNode;
}

/**
 * The desktop filter bar: Activities, Price, Distance, Facilities and More filters
 * dropdowns, the highlighted activities (applied at once) and, at the end, sort and map.
 */
export function FilterBar({ position, trailing }: FilterBarProps) {
  const { t } = useTranslation('results');
  const { locale } = useRemoteProps();
  const actions = useFilterActions();
  const { criteria, applied, draft, openGroup, distanceDefaults } = actions;

  // The activity facets are fetched again each time the activities dropdown opens and when its
  // selection changes (the counts then follow the draft).
  const activitiesOpen = openGroup === 'activities';
  const [activityFacets, setActivityFacets] = useState({ open: false, refreshKey: 0 });
  if (activityFacets.open !== activitiesOpen) {
    setActivityFacets({
      open: activitiesOpen,
      refreshKey: activitiesOpen ? activityFacets.refreshKey + 1 : activityFacets.refreshKey,
    });
  }
  const { refreshKey } = activityFacets;
  const query = useMemo(
    () => facetsParams(criteria, activitiesOpen ? draft : applied, { locale, position }),
    [criteria, activitiesOpen, draft, applied, locale, position],
  );
  const { facets } = useFacets(query, refreshKey);

  const labels: Record<FilterGroup, string> = {
    activities: t('filters.activities'),
    price: t('filters.price'),
    distance: t('filters.distance'),
    facilities: t('filters.facilities'),
    more: t('filters.more'),
  };
  const shown = FILTER_GROUPS.filter((group) => group !== 'distance' || position !== null);
  const total = shown.reduce((sum, group) => sum + appliedCountOf(applied, group, distanceDefaults), 0);
  const highlighted = facetValuesOf(facets, 'highlighted');

  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <div className={styles.filters} role="group" aria-label={t('filters.label')}>
          {shown.map((group) => (
            <FilterDropdown
              key={group}
              group={group}
              label={labels[group]}
              appliedCount={appliedCountOf(applied, group, distanceDefaults)}
              actions={actions}
              facets={facets}
            />
          ))}
          {highlighted.map((activity) => {
            const id = Number(activity.id);
            const selected = applied.activities.includes(id);
            return (
              <ToggleButton
                key={id}
                className={styles.chip}
                isSelected={selected}
                isDisabled={isOptionDisabled(activity.count, selected)}
                onChange={() => actions.toggleActivityNow(id)}
              >
                {activity.name ?? String(id)}
              </ToggleButton>
            );
          })}
          {total > 0 ? (
            <Button className={styles.clearAll} onPress={actions.resetDrawer}>
              {t('filters.resetAll')}
            </Button>
          ) : null}
        </div>
        {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
      </div>
    </div>
  );
}
