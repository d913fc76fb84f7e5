import type { FilterGroup, FilterState } from './filter-state';
import { clampDistanceBounds, hasPriceFilter } from './filter-state';

/**
 * Filters applied per dropdown, for the badge on its button. The same terms as the applied filter
 * count: each value of a list, 1 for a score, 1 for a budget or a distance off its defaults.
 */
export function appliedCountOf(
  state: FilterState,
  group: FilterGroup,
  distanceDefaults: { min: number; max: number },
): number {
  switch (group) {
    case 'activities':
      return state.activities.length;
    case 'price':
      return hasPriceFilter(state.price) ? 1 : 0;
    case 'distance': {
      if (!state.isDistanceActive) return 0;
      const { min, max } = clampDistanceBounds(state.distance);
      return (min ?? distanceDefaults.min) !== distanceDefaults.min ||
        (max ?? distanceDefaults.max) !== distanceDefaults.max
        ? 1
        : 0;
    }
    case 'facilities':
      return state.facilities.length;
    case 'more':
      return (
        state.hotelTypes.length +
        state.hotelEnvironments.length +
        state.hotelStyles.length +
        state.stars.length +
        (state.score !== null ? 1 : 0)
      );
  }
}
