/** A highlighted activity as the facets give it: its id and how many offers of the search have it. */
interface CountedActivity {
  id: string | number;
  count: number;
}

/**
 * The highlighted activities the filter bar offers as quick chips. When the search offers none of
 * them (every count 0, as for a search without result), a chip could only be disabled: only the
 * chosen ones stay, so the shopper can still untick them. Otherwise every chip stays, a zero-count
 * one disabled like any activity option.
 */
export function shownHighlightedActivities<Activity extends CountedActivity>(
  highlighted: readonly Activity[],
  chosen: readonly number[],
): readonly Activity[] {
  if (highlighted.some((activity) => activity.count > 0)) return highlighted;
  return highlighted.filter((activity) => chosen.includes(Number(activity.id)));
}
