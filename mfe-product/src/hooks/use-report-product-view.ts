import { useEffect, useEffectEvent } from 'react';
import type { RecentlyViewedItem } from '@escapade/shared-contracts/event-bus';
import { useRemoteProps } from '../context/remote-props';

/**
 * Tells the shell the visitor viewed a product (`product:viewed`; the shell keeps the products
 * viewed lately) and tracks it (`view_item`, in the flow's category: a stay given as a gift is a
 * single voucher): once per product shown, not at each new price for other criteria. `viewedId`
 * is undefined while there is nothing worth remembering (loading, expired).
 */
export function useReportProductView(
  viewedId: string | number | undefined,
  item: () => RecentlyViewedItem | undefined,
) {
  const { bus, flow } = useRemoteProps();
  const report = useEffectEvent(() => {
    const viewed = item();
    if (!viewed) return;
    bus.emit('product:viewed', viewed);
    const category = viewed.type === 'ACTIVITY' ? 'activity' : flow === 'gifting' ? 'single_voucher' : 'weekend';
    bus.emit('tracking:event', {
      name: 'view_item',
      items: [
        {
          item_id: viewed.id,
          item_category: category,
          quantity: 1,
          price: (viewed.price?.sellPrice ?? 0) / 100,
          item_name: viewed.label,
        },
      ],
    });
  });
  useEffect(() => {
    if (viewedId !== undefined) report();
  }, [viewedId]);
}
