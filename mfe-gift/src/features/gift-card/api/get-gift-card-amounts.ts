import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

export interface GetGiftCardAmountsRequest {
  locale: Locale;
}

/** Every amount in cents. */
export interface GiftCardAmountsResponse {
  /** The amounts offered as one-tap choices. */
  amounts: number[];
  /** The amount chosen for a visitor who has not chosen yet. */
  defaultAmount: number;
  /** Another amount is any whole number of euros between min and max. */
  min: number;
  max: number;
  /** How long the card can be spent, from the purchase. */
  validityMonths: number;
}

/** GET /gateway/giftcard/amounts?locale=: the gift card's amounts, limits and validity. */
export function getGiftCardAmounts(
  api: KyInstance,
  request: GetGiftCardAmountsRequest,
  signal?: AbortSignal,
): Promise<GiftCardAmountsResponse> {
  return api
    .get('gateway/giftcard/amounts', { searchParams: { locale: request.locale }, signal })
    .json<GiftCardAmountsResponse>();
}

/** The gift card's amounts in the query cache, under the same key in the browser and on the server. */
export function giftCardAmountsQuery(api: KyInstance, request: GetGiftCardAmountsRequest) {
  return queryOptions({
    queryKey: ['gift-card-amounts', request.locale],
    queryFn: ({ signal }) => getGiftCardAmounts(api, request, signal),
  });
}
