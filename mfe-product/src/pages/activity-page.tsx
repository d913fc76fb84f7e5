/** The activity-only page: route kind 'activityOnly', id = activity offer id; participants in the hash (a). */
export function ActivityPage() {
  return null;
}
