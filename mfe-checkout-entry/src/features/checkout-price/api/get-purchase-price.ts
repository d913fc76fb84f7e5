import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { READ_RETRY } from '@escapade/shared-contracts/api-client';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { PurchaseItems, PurchasePrice } from '../../../utils/purchase-body';

export interface PurchasePriceRequest {
  locale: Locale;
  items: PurchaseItems;
}

/** The price together with the items it was computed for, so the two never drift apart. */
export interface PricedPurchase {
  items: PurchaseItems;
  price: PurchasePrice;
}

/**
 * POST /gateway/purchase/price: the api's breakdown of what the items cost and what is paid
 * today. It stores nothing, so a failed try is repeated like a read.
 */
export function getPurchasePrice(
  api: KyInstance,
  request: PurchasePriceRequest,
  signal?: AbortSignal,
): Promise<PurchasePrice> {
  return api
    .post('gateway/purchase/price', {
      json: { locale: request.locale, items: request.items },
      retry: { ...READ_RETRY, methods: ['post'] },
      signal,
    })
    .json<PurchasePrice>();
}

/** The price in the query cache, keyed by the request's plain values. */
export function purchasePriceQuery(api: KyInstance, request: PurchasePriceRequest) {
  return queryOptions({
    queryKey: ['purchase-price', request.locale, request.items],
    queryFn: async ({ signal }): Promise<PricedPurchase> => ({
      items: request.items,
      price: await getPurchasePrice(api, request, signal),
    }),
  });
}
