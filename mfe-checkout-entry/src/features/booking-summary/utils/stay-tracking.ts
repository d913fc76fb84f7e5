import type { TrackingItem } from '@escapade/shared-contracts/tracking';

/** The stay as purchase tracking names it: one weekend at what is paid today, in euros. */
export function stayTrackingItem(offer: { id: string; label: string }, payToday: number): TrackingItem {
  const euros = payToday / 100;
  return {
    item_id: offer.id,
    item_name: offer.label,
    item_category: 'weekend',
    quantity: 1,
    price: euros,
    value: euros,
  };
}
