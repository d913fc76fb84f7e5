import { useMemo } from 'react';
import type { RecentlyViewedItem } from '@escapade/shared-contracts/event-bus';
import { useRemoteProps } from '../../../context/remote-props';
import { useBusState } from '../../../hooks/use-bus-state';
import { useReportProductView } from '../../../hooks/use-report-product-view';
import type { ActivityDetail } from '../api/get-activity-detail';
import { activityProductItem, recentActivitiesToShow } from '../utils/recently-viewed';

const NO_ACTIVITY: readonly RecentlyViewedItem[] = [];

/** Tells the shell the visitor viewed this activity; an expired offer is not worth remembering. */
export function useReportActivityView(detail: ActivityDetail | undefined, expired: boolean) {
  const props = useRemoteProps();
  useReportProductView(detail && !expired ? detail.id : undefined, () =>
    detail ? activityProductItem(detail, props) : undefined,
  );
}

/**
 * The other activities viewed lately, as the shell last announced them (`recentlyViewed:changed`).
 * The server, and the browser until the page is hydrated, know of none: the list appears after.
 */
export function useRecentlyViewedActivities(currentId: string): RecentlyViewedItem[] {
  const activities = useBusState('recentlyViewed:changed', (lists) => lists?.activities ?? NO_ACTIVITY);
  return useMemo(() => recentActivitiesToShow(activities, currentId), [activities, currentId]);
}
