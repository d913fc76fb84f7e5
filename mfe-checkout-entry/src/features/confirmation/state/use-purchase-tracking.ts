import { useEffect } from 'react';
import { useRemoteProps } from '../../../context/remote-props';
import type { OrderView } from '../api/get-order';
import { purchaseEvent } from '../utils/purchase-event';
import { isPurchaseTracked, markPurchaseTracked, rememberedPurchaseItem } from './purchase-session';

/** Counts a paid order's purchase once per tab: a reload of the confirmation does not count it again. */
export function usePurchaseTracking(order: OrderView | undefined) {
  const { bus, route } = useRemoteProps();
  const gaId = new URLSearchParams(route.search).get('gaId');
  useEffect(() => {
    if (!order || order.status !== 'paid' || isPurchaseTracked(order.orderUUID)) return;
    markPurchaseTracked(order.orderUUID);
    bus.emit('tracking:event', purchaseEvent(order, rememberedPurchaseItem(order.orderUUID), gaId));
  }, [order, bus, gaId]);
}
