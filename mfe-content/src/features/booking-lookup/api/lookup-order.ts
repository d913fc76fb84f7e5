import type { KyInstance } from 'ky';

export interface OrderLookupRequest {
  /** The order's 8-digit reference. */
  bookingNumber: string;
  email: string;
}

export type OrderStatus = 'created' | 'paid' | 'failed' | 'cancelled';

export type OrderLineKind =
  | 'stay'
  | 'activity'
  | 'giftBox'
  | 'giftStay'
  | 'giftCard'
  | 'insurance'
  | 'shipping'
  | 'sleeves'
  | 'promotion'
  | 'autoDiscount'
  | 'touristTax';

/** What was bought, in the words of the language it was bought in; which facts it has depends on its kind. */
export interface OrderItem {
  kind: 'stay' | 'activity' | 'giftBox' | 'giftStay' | 'giftCard';
  title: string;
  /** First and last day, yyyy-MM-dd, and the nights between. */
  checkin?: string;
  checkout?: string;
  nights?: number;
  hotel?: { label: string; city: string; stars: number };
  pax?: { adults: number; children: number; babies: number };
  participants?: number;
  activityDates?: { title: string; date: string; activityId: number }[];
}

/** The order the lookup finds (the api's OrderView: the parts this page shows). */
export interface FoundOrder {
  reference: string;
  status: OrderStatus;
  /** ISO date-time. */
  createdAt: string;
  /** Cents, taxes included. */
  amount: number;
  buyer: { firstName: string; lastName: string; email: string };
  item: OrderItem;
  /** Cents; a discount is negative. */
  lines: { kind: OrderLineKind; amount: number }[];
  touristTax: { amount: number; toBePaidAtHotel: boolean } | null;
}

/**
 * POST /api/orders/lookup: the order with that reference and buyer email; 404 when there is none
 * (a wrong number and a wrong email answer alike), 429 with Retry-After past a few tries.
 */
export function lookupOrder(api: KyInstance, request: OrderLookupRequest): Promise<FoundOrder> {
  return api.post('api/orders/lookup', { json: request }).json<FoundOrder>();
}
