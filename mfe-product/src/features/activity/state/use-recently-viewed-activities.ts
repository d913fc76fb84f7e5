import { useCallback, useEffect, useEffectEvent, useMemo, useSyncExternalStore } from 'react';
import type { RecentlyViewedItem } from '@escapade/shared-contracts/event-bus';
import { useRemoteProps } from '../../../context/remote-props';
import type { ActivityDetail } from '../api/get-activity-detail';
import { activityProductItem, recentActivitiesToShow } from '../utils/recently-viewed';

const NO_ACTIVITY: readonly RecentlyViewedItem[] = [];

/**
 * Tells the shell, once per offer shown, that the visitor viewed this activity: the shell keeps
 * the activities viewed lately in this browser (`product:viewed`). An expired offer is not worth
 * remembering.
 */
export function useReportActivityView(detail: ActivityDetail | undefined, expired: boolean) {
  const props = useRemoteProps();
  const viewedId = detail && !expired ? detail.id : undefined;
  const report = useEffectEvent(() => {
    if (detail) props.bus.emit('product:viewed', activityProductItem(detail, props));
  });
  useEffect(() => {
    if (viewedId !== undefined) report();
  }, [viewedId]);
}

/**
 * The other activities viewed lately, as the shell last announced them (`recentlyViewed:changed`).
 * The server, and the browser until the page is hydrated, know of none: the list appears after.
 */
export function useRecentlyViewedActivities(currentId: string): RecentlyViewedItem[] {
  const { bus } = useRemoteProps();
  const listen = useCallback((onAnnounce: () => void) => bus.on('recentlyViewed:changed', onAnnounce), [bus]);
  const lastAnnounced = () => bus.last('recentlyViewed:changed')?.activities ?? NO_ACTIVITY;
  const activities = useSyncExternalStore(listen, lastAnnounced, () => NO_ACTIVITY);
  return useMemo(() => recentActivitiesToShow(activities, currentId), [activities, currentId]);
}
