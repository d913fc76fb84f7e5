import type { RouteTarget } from '@escapade/shared-contracts/routes';
import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import type { ActivityPrice } from '../api/get-activity-detail';
import { PARTICIPANTS_HASH_KEY } from './participants';

/** The checkout entry's `customType` when the shopper buys the activity for themselves. */
export const OWN_USE = 'OWN_USE';

/** An activity voucher can be used for 12 months. */
export const ACTIVITY_VOUCHER_VALIDITY_MONTHS = 12;

/**
 * The checkout entry of an activity: the activity-booking route with the offer's id, the id and the
 * participant count in the hash, and `customType=OWN_USE` in the query when bought for oneself
 * (without it, the activity is a gift).
 */
export function activityCheckoutTarget(activityId: string, participants: number, ownUse: boolean): RouteTarget {
  const hash = new URLSearchParams({ id: activityId, [PARTICIPANTS_HASH_KEY]: String(participants) }).toString();
  return { kind: 'activityBooking', id: activityId, ...(ownUse ? { query: { customType: OWN_USE } } : {}), hash };
}

/** add_to_cart for the activity: one item per participant at the price per person, in euros. */
export function activityAddToCart(
  offer: { id: number; label: string },
  participants: number,
  price: Pick<ActivityPrice, 'sellPrice'>,
): TrackingEvent {
  // Amounts travel in cents; analytics expects euros.
  const total = price.sellPrice / 100;
  return {
    name: 'add_to_cart',
    items: [
      {
        item_id: String(offer.id),
        item_name: offer.label,
        item_category: 'activity',
        quantity: participants,
        price: Math.round(price.sellPrice / participants) / 100,
        value: total,
      },
    ],
  };
}
