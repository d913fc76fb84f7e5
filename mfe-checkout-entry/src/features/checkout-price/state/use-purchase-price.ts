import { useEffect, useEffectEvent } from 'react';
import { useAtomValue } from 'jotai';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import type { PurchaseItems } from '../../../utils/purchase-body';
import { purchasePriceQuery, type PricedPurchase } from '../api/get-purchase-price';
import { promotionCodeAtom } from './promotion-code';

/** What a checkout entry buys; the promotion code is added here, from the shopper's choice. */
export type ItemsToPrice = Omit<PurchaseItems, 'promotionCodeItem'>;

export type PurchasePriceState =
  | { status: 'loading' }
  /** `isUpdating`: the price shown is that of the previous items while the new one loads. */
  | { status: 'success'; priced: PricedPurchase; isUpdating: boolean }
  /** The api does not know what is bought (404). */
  | { status: 'notFound' }
  | { status: 'error' };

/** The items with the promotion code the shopper applied, if any. */
export function withPromotionCode(items: ItemsToPrice, code: string | null): PurchaseItems {
  return { ...items, promotionCodeItem: code ? { code } : null };
}

/**
 * The api's price of the items (null: nothing to price yet). A new promotion code keeps the
 * previous price on screen until the new one arrives, so the column does not jump.
 */
export function usePurchasePrice(items: ItemsToPrice | null): PurchasePriceState & {
  /** Asks again after a failure. */
  retry(): void;
  /** Asks again when the order found the price had changed. */
  refresh(): void;
} {
  const { locale, reportError } = useRemoteProps();
  const api = useApiClient();
  const code = useAtomValue(promotionCodeAtom);
  const request = { locale, items: withPromotionCode(items ?? { insuranceItem: false }, code) };
  const query = useQuery({
    ...purchasePriceQuery(api, request),
    enabled: items !== null,
    placeholderData: keepPreviousData,
  });

  const reportFailure = useEffectEvent((error: unknown) => reportError(error, 'mfe-checkout-entry'));
  useEffect(() => {
    if (query.error && !isNotFound(query.error)) reportFailure(query.error);
  }, [query.error]);

  const refresh = () => void query.refetch();
  const actions = { retry: refresh, refresh };
  if (isNotFound(query.error)) return { status: 'notFound', ...actions };
  if (query.isError && !query.isFetching) return { status: 'error', ...actions };
  if (!query.data) return { status: 'loading', ...actions };
  return { status: 'success', priced: query.data, isUpdating: query.isFetching, ...actions };
}
