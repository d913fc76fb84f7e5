import { discountPercent } from '@escapade/shared-contracts/prices';
import type { CurrentRoute, RouteTarget } from '@escapade/shared-contracts/routes';
import type { TrackingItem } from '@escapade/shared-contracts/tracking';
import { ACTIVITY_PARTICIPANTS, DEFAULT_ADULTS } from '@escapade/shared-contracts/search-criteria';
import type { ItemsToPrice } from '../../checkout-price/state/use-purchase-price';
import type { ActivityPrice } from '../api/get-activity-detail';

/** The query's `customType` when the shopper buys the activity for themselves; without it, it is a gift. */
export const OWN_USE = 'OWN_USE';
/** An activity voucher can be used for 12 months. */
export const ACTIVITY_VOUCHER_VALIDITY_MONTHS = 12;
/** The activity's own promotion is shown from 5 %. */
export const MIN_SHOWN_PROMO_PERCENT = 5;

/** The hash key of the participant count, as on the activity page. */
const PARTICIPANTS_KEY = 'a';
const WHOLE_NUMBER = /^\d{1,3}$/;
const ACTIVITY_ID = /^\d{1,10}$/;

export interface ActivityOrder {
  activityId: string;
  participants: number;
  ownUse: boolean;
}

/**
 * What the route asks for: the activity of the path (else of the hash's `id`), 1 or 2 participants
 * (2 when the hash says nothing usable), for oneself with customType=OWN_USE, else as a gift.
 */
export function activityOrderOf(route: Pick<CurrentRoute, 'id' | 'hash' | 'search'>): ActivityOrder {
  const hash = new URLSearchParams(route.hash.replace(/^#/, ''));
  const query = new URLSearchParams(route.search.replace(/^\?/, ''));
  const asked = hash.get(PARTICIPANTS_KEY)?.trim() ?? '';
  const count = WHOLE_NUMBER.test(asked) ? Number(asked) : Number.NaN;
  const participants =
    count >= ACTIVITY_PARTICIPANTS.min && count <= ACTIVITY_PARTICIPANTS.max ? count : DEFAULT_ADULTS;
  return {
    activityId: route.id ?? hash.get('id') ?? '',
    participants,
    ownUse: query.get('customType') === OWN_USE,
  };
}

/** Whether the route names an activity at all (an id is a whole number). */
export function isActivityId(activityId: string): boolean {
  return ACTIVITY_ID.test(activityId);
}

/** What the activity's checkout buys; an activity has no insurance. */
export function activityItems(order: ActivityOrder): ItemsToPrice {
  return {
    insuranceItem: false,
    activityItem: { activityId: Number(order.activityId), participants: order.participants, ownUse: order.ownUse },
  };
}

/** The activity's page with the same participant count: where the back link leads. */
export function activityPageTarget(order: ActivityOrder): RouteTarget {
  return {
    kind: 'activityOnly',
    id: order.activityId,
    hash: new URLSearchParams({ [PARTICIPANTS_KEY]: String(order.participants) }).toString(),
  };
}

/** The activity's price before its own promotion, for that many participants, from 5 % off. */
export function activityReferencePrice(
  prices: readonly ActivityPrice[],
  participants: number,
): { amount: number; percent: number } | null {
  const price = prices.find((candidate) => candidate.paxComposition.adults === participants);
  if (!price || !(price.refPrice > price.sellPrice)) return null;
  // The discount as every page shows it: the shop's rounded-up rule, not the api's rounded figure.
  const percent = discountPercent(price.sellPrice, price.refPrice);
  return percent >= MIN_SHOWN_PROMO_PERCENT ? { amount: price.refPrice, percent } : null;
}

/** Purchase tracking's item: one per participant at the price per person, in euros. */
export function activityTrackingItem(
  activity: { id: string; label: string },
  participants: number,
  payToday: number,
): TrackingItem {
  return {
    item_id: activity.id,
    item_name: activity.label,
    item_category: 'activity',
    quantity: participants,
    price: Math.round(payToday / participants) / 100,
    value: payToday / 100,
  };
}
