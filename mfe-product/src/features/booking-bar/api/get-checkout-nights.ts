import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import { travellersKey, travellersParams, type Travellers } from './travellers-params';

export interface CheckoutNightsRequest {
  offerId: string;
  /** yyyy-MM-dd. */
  checkin: string;
  locale: Locale;
  travellers: Travellers;
}

interface CheckoutNightsAnswer {
  offerId: number;
  checkin: string;
  nights: number[];
}

/**
 * GET /weekend/{id}/packageCheckoutNights.json: the numbers of nights a stay of the offer may last
 * from the check-in, for the calendar's checkout days.
 */
export async function getCheckoutNights(
  api: KyInstance,
  { offerId, checkin, locale, travellers }: CheckoutNightsRequest,
  signal?: AbortSignal,
): Promise<number[]> {
  const searchParams = new URLSearchParams({
    checkin,
    ...travellersParams(travellers),
    // The parameters the shop's product page has always sent with this call.
    length: '1',
    locale,
    multiOffer: 'true',
    client: 'msite',
  });
  const answer = await api
    .get(`weekend/${encodeURIComponent(offerId)}/packageCheckoutNights.json`, { searchParams, signal })
    .json<CheckoutNightsAnswer>();
  return answer.nights;
}

export function checkoutNightsQuery(api: KyInstance, request: CheckoutNightsRequest) {
  const { offerId, checkin, locale, travellers } = request;
  return queryOptions({
    queryKey: ['checkout-nights', offerId, checkin, locale, ...travellersKey(travellers)],
    queryFn: ({ signal }) => getCheckoutNights(api, request, signal),
  });
}
