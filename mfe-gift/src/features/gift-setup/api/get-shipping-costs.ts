import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface ShippingCostsResponse {
  /** What posting the voucher costs, cents. */
  amount: number;
  /** What the buyer pays for it, cents (0: delivery is free). */
  charge: number;
  currency: 'EUR';
  /** Working days between the order and the delivery. */
  deliveryDays: { min: number; max: number };
  internationalShippingFeesPerCountry: Record<string, number>;
}

/** GET /gateway/gift/shipping-costs?locale=: what posting a physical gift costs, and what the buyer pays. */
export function getShippingCosts(
  api: KyInstance,
  locale: Locale,
  signal?: AbortSignal,
): Promise<ShippingCostsResponse> {
  return api.get('gateway/gift/shipping-costs', { searchParams: { locale }, signal }).json<ShippingCostsResponse>();
}

/** The shipping costs change with the carrier's rates, not during a visit: asked once per mount and locale. */
export function shippingCostsQuery(api: KyInstance, locale: Locale) {
  return queryOptions({
    queryKey: ['gift-shipping-costs', locale],
    queryFn: ({ signal }) => getShippingCosts(api, locale, signal),
    staleTime: Infinity,
  });
}
