import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { shownHighlightedActivities } from '../utils/shown-highlighted-activities';
import { facetValuesOf, useFacets } from '../state/use-facets';
import { useFilterActions } from '../state/use-filter-actions';
import { appliedCountOf } from '../utils/applied-counts';
import { facetsParams } from '../utils/facets-query';
import { FILTER_GROUPS, isOptionDisabled, type FilterGroup } from '../utils/filter-state';
import { FilterDropdown } from './filter-dropdown';
import styles from './filter-bar.module.css';

export interface FilterBarProps {
  /** The searched point (from the hash or the search's answer); null while unknown. */
  position: { lat: number; lng: number } | null;
  /** Sort and map controls: on their own line under the bar, at its end. */
  trailing?: ReactNode;
}

/**
 * Distance is measured from a point: the one the search answered, coordinates in the hash, or a
 * city or poi, which always have one (so the dropdown works before the answer comes). Regions,
 * departments and countries have none.
 */
function distanceApplies(criteria: SearchCriteria, position: FilterBarProps['position']): boolean {
  return position !== null || criteria.places.city !== undefined || criteria.places.poi !== undefined;
}

/**
 * The desktop filter bar, one sticky row under the site header that keeps its shape from the
 * first paint: the Activities, Price, Distance, Facilities and More filters dropdowns (Distance
 * disabled where it does not apply, never missing), the highlighted activities (applied at once)
 * in a strip that scrolls sideways instead of wrapping, and "Reset all filters". Sort and map
 * follow on a line of their own, which scrolls away with the page.
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
  const withDistance = distanceApplies(criteria, position);
  // A distance left in the URL of a search without a point filters nothing: it is not counted.
  const countOf = (group: FilterGroup) =>
    group === 'distance' && !withDistance ? 0 : appliedCountOf(applied, group, distanceDefaults);
  const total = FILTER_GROUPS.reduce((sum, group) => sum + countOf(group), 0);
  const highlighted = shownHighlightedActivities(facetValuesOf(facets, 'highlighted'), applied.activities);

  return (
    <>
      <div className={styles.bar}>
        <div className={styles.filters} role="group" aria-label={t('filters.label')}>
          <div className={styles.dropdowns}>
            {FILTER_GROUPS.map((group) => (
              <FilterDropdown
                key={group}
                group={group}
                label={labels[group]}
                appliedCount={countOf(group)}
                actions={actions}
                facets={facets}
                isDisabled={group === 'distance' && !withDistance}
              />
            ))}
          </div>
          <div className={styles.chips}>
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
          </div>
          {total > 0 ? (
            <Button className={styles.clearAll} onPress={actions.resetDrawer}>
              {t('filters.resetAll')}
            </Button>
          ) : null}
        </div>
      </div>
      {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
    </>
  );
}
