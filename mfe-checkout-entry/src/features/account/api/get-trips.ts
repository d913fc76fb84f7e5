import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';

export type OrderStatus = 'created' | 'paid' | 'failed' | 'cancelled';
export type OrderItemKind = 'stay' | 'activity' | 'giftBox' | 'giftStay' | 'giftCard';

/** One of the customer's orders, in the shape of GET /gateway/purchase/orders/:orderUUID (what the list shows of it). */
export interface AccountOrder {
  orderUUID: string;
  /** The 8-digit booking number a customer quotes. */
  reference: string;
  status: OrderStatus;
  /** ISO date-time. */
  createdAt: string;
  /** Cents. */
  amount: number;
  currency: 'EUR';
  item: {
    kind: OrderItemKind;
    title: string;
    hotel?: { label: string; stars?: number; city?: string };
    /** yyyy-MM-dd */
    checkin?: string;
    checkout?: string;
    /** The days chosen for the stay's activities (`date`: yyyy-MM-dd). */
    activityDates?: { activityId?: number; title?: string; date: string }[];
  };
}

/** GET /gateway/account/trips: the signed-in customer's orders (401 when signed out). */
export async function getTrips(api: KyInstance, signal?: AbortSignal): Promise<{ orders: AccountOrder[] }> {
  const answer = await api.get('gateway/account/trips', { signal }).json<{ orders?: unknown }>();
  return { orders: Array.isArray(answer.orders) ? (answer.orders as AccountOrder[]) : [] };
}

export function tripsQuery(api: KyInstance) {
  return queryOptions({ queryKey: ['account-area', 'trips'] as const, queryFn: ({ signal }) => getTrips(api, signal) });
}
