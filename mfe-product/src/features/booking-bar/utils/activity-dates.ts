/**
 * Dates chosen for the activities of a stay. A selection is written `<activityId>_<date>`
 * (e.g. `812_2026-06-12`): the activity id comes before the first underscore.
 */

/** Separates the activity id from its date in a selection. */
export const ACTIVITY_SELECTION_SEPARATOR = '_';

export interface ActivitySelection {
  activityId: string;
  /** The chosen date as the api gives it (yyyy-MM-dd). */
  date: string;
}

export function encodeActivitySelection({ activityId, date }: ActivitySelection): string {
  return `${activityId}${ACTIVITY_SELECTION_SEPARATOR}${date}`;
}

/** The activity and date of a selection; null when it has no id or no date. */
export function decodeActivitySelection(selection: string): ActivitySelection | null {
  const at = selection.indexOf(ACTIVITY_SELECTION_SEPARATOR);
  if (at <= 0 || at === selection.length - 1) return null;
  return { activityId: selection.slice(0, at), date: selection.slice(at + 1) };
}

/** The selections after choosing a date for an activity: it replaces any earlier date of that activity. */
export function chooseActivityDate(selections: readonly string[], activityId: string | number, date: string): string[] {
  const id = String(activityId);
  const others = selections.filter((selection) => decodeActivitySelection(selection)?.activityId !== id);
  return [...others, encodeActivitySelection({ activityId: id, date })];
}

/** The required activities that still have no date, in their order ("Please choose your activity dates."). */
export function activitiesMissingDates(
  requiredActivityIds: readonly (string | number)[],
  selections: readonly string[],
): string[] {
  const dated = new Set(selections.map((selection) => decodeActivitySelection(selection)?.activityId));
  return requiredActivityIds.map(String).filter((id) => !dated.has(id));
}

/** Booking may go on once every required activity has a date. */
export function hasAllActivityDates(
  requiredActivityIds: readonly (string | number)[],
  selections: readonly string[],
): boolean {
  return activitiesMissingDates(requiredActivityIds, selections).length === 0;
}
