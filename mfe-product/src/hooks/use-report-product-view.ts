import { useEffect, useEffectEvent } from 'react';
import type { RecentlyViewedItem } from '@escapade/shared-contracts/event-bus';
import { useRemoteProps } from '../context/remote-props';

/**
 * Tells the shell the visitor viewed a product (`product:viewed`; the shell keeps the products
 * viewed lately): once per product shown, not at each new price for other criteria. `viewedId` is
 * undefined while there is nothing worth remembering (loading, expired).
 */
export function useReportProductView(
  viewedId: string | number | undefined,
  item: () => RecentlyViewedItem | undefined,
) {
  const { bus } = useRemoteProps();
  const report = useEffectEvent(() => {
    const viewed = item();
    if (viewed) bus.emit('product:viewed', viewed);
  });
  useEffect(() => {
    if (viewedId !== undefined) report();
  }, [viewedId]);
}
