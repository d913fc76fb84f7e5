import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { GiftCode, GiftFormat, OrderItemKind, PriceLineKind } from '../../../utils/purchase-body';

export type OrderStatus = 'created' | 'paid' | 'failed' | 'cancelled';

/** What was bought, as the confirmation shows it; which fields are there depends on the kind. */
export interface OrderItem {
  kind: OrderItemKind;
  title: string;
  hotel?: { label: string; stars: number; city: string };
  /** yyyy-MM-dd */
  checkin?: string;
  checkout?: string;
  nights?: number;
  pax?: { adults: number; children: number; babies: number };
  /** The day chosen for each activity of a stay that needs one (yyyy-MM-dd). */
  activityDates?: { activityId: number; title: string; date: string }[];
  participants?: number;
  giftFormat?: GiftFormat;
  /** A gift card's value, in cents. */
  amount?: number;
  insurance: boolean;
}

export interface OrderView {
  orderUUID: string;
  /** The 8-digit booking number. */
  reference: string;
  status: OrderStatus;
  createdAt: string;
  locale: Locale;
  /** Cents. */
  amount: number;
  currency: 'EUR';
  buyer: { firstName: string; lastName: string; email: string };
  item: OrderItem;
  lines: { kind: PriceLineKind; amount: number }[];
  touristTax: { amount: number; toBePaidAtHotel: boolean } | null;
  /** One per gift once the order is paid; empty (or absent from an older answer) before. */
  giftCodes?: GiftCode[];
}

/**
 * GET /gateway/purchase/orders/:orderUUID. An order placed from an account is shown to that
 * account only: anyone else gets 404, as for an order that does not exist.
 */
export function orderQuery(api: KyInstance, orderUUID: string) {
  return {
    queryKey: ['purchase', 'order', orderUUID] as const,
    queryFn: () => api.get(`gateway/purchase/orders/${encodeURIComponent(orderUUID)}`).json<OrderView>(),
  };
}
