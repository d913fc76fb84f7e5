import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { useRemoteProps } from '../../../context/remote-props';
import { activityFlowCriteria, useFacets, withEmptyActivitiesLeftOut } from '../state/use-facets';
import { useFilterActions, type FilterActions } from '../state/use-filter-actions';
import { appliedCountOf } from '../utils/applied-counts';
import { facetsParams } from '../utils/facets-query';
import type { FilterGroup } from '../utils/filter-state';
import { FilterCountsContext } from './filter-checkbox';
import { FilterDropdown } from './filter-dropdown';
import barStyles from './filter-bar.module.css';
import styles from './activity-filter-bar.module.css';

/** An activity has no hotel filters: its list is filtered by activity and by price per person. */
const ACTIVITY_FILTER_GROUPS: readonly FilterGroup[] = ['activities', 'price'];

export interface ActivityFilterBarProps {
  /** The searched point, for the counts of a search around it. */
  position: { lat: number; lng: number } | null;
}

/**
 * The desktop filter bar of the activity flow: the Activities and Price dropdowns (each applied
 * to the URL like the stays' ones) and "Reset all filters" once one is applied.
 */
export function ActivityFilterBar({ position }: ActivityFilterBarProps) {
  const { t } = useTranslation('results');
  const { locale } = useRemoteProps();
  const actions = useFilterActions();
  const criteria = useMemo(() => activityFlowCriteria(actions.criteria), [actions.criteria]);
  // Each opening of the Activities dropdown asks fresh counts.
  const [activityOpenings, setActivityOpenings] = useState(0);
  const barActions: FilterActions = {
    ...actions,
    // The dropdowns read the flow from here: the price filter's bounds are an activity's.
    criteria,
    open: (group) => {
      if (group === 'activities') setActivityOpenings((openings) => openings + 1);
      actions.open(group);
    },
  };

  // While the Activities dropdown is open, the counts follow the choice being made.
  const choosing = actions.openGroup === 'activities';
  const filters = choosing ? actions.draft : actions.applied;
  const params = useMemo(
    () => facetsParams(criteria, filters, { locale, position }),
    [criteria, filters, locale, position],
  );
  const facets = withEmptyActivitiesLeftOut(useFacets(params, activityOpenings).facets, filters.activities);

  const labels: Partial<Record<FilterGroup, string>> = {
    activities: t('filters.activities'),
    price: t('filters.price'),
  };
  const counts = ACTIVITY_FILTER_GROUPS.map((group) =>
    appliedCountOf(actions.applied, group, actions.distanceDefaults),
  );
  const anyApplied = counts.some((count) => count > 0);

  const content = (
    <div className={barStyles.bar}>
      <div className={styles.inner} role="group" aria-label={t('filters.label')}>
        {ACTIVITY_FILTER_GROUPS.map((group, index) => (
          <FilterDropdown
            key={group}
            group={group}
            label={labels[group] ?? group}
            appliedCount={counts[index] ?? 0}
            actions={barActions}
            facets={facets}
          />
        ))}
        {anyApplied ? (
          <Button className={barStyles.clearAll} onPress={actions.resetDrawer}>
            {t('filters.resetAll')}
          </Button>
        ) : null}
      </div>
    </div>
  );
  // The activity list's filters count activities, not hotels.
  return <FilterCountsContext value="activities">{content}</FilterCountsContext>;
}
