import { useEffect, useEffectEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { boxDetailQuery, type BoxDetail } from '../api/get-box-detail';
import { useOfferDetail, type OfferDetail } from '../../offer/state/use-offer-detail';
import type { GiftOrder } from '../utils/gift-order';

export type GiftPresentation =
  | { kind: 'box'; box: BoxDetail }
  | { kind: 'stay'; stay: OfferDetail }
  /** A gift card needs nothing from the api to be shown: its amount is the route's. */
  | { kind: 'giftCard'; amount: number };

export type GiftDetailState =
  | { status: 'loading' }
  | { status: 'success'; gift: GiftPresentation }
  /** Unknown (404) or no longer sold: the page says the offer has expired. */
  | { status: 'expired' }
  | { status: 'error' };

/**
 * The box's or the stay's presentation, whichever the order is (a gift card's at once); failures
 * but 404 are reported.
 */
export function useGiftDetail(order: GiftOrder, enabled: boolean): GiftDetailState & { retry(): void } {
  const { locale, reportError } = useRemoteProps();
  const api = useApiClient();
  const box = useQuery({
    ...boxDetailQuery(api, { code: order.kind === 'box' ? order.code : '', locale }),
    enabled: enabled && order.kind === 'box',
  });
  const stay = useOfferDetail(order.kind === 'stay' ? order.offerId : '', {
    enabled: enabled && order.kind === 'stay',
  });
  const query = order.kind === 'box' ? box : stay;

  const reportFailure = useEffectEvent((error: unknown) => reportError(error, 'mfe-checkout-entry'));
  useEffect(() => {
    if (query.error && !isNotFound(query.error)) reportFailure(query.error);
  }, [query.error]);

  const retry = () => void query.refetch();
  if (order.kind === 'giftCard') return { status: 'success', gift: { kind: 'giftCard', amount: order.amount }, retry };
  if (isNotFound(query.error) || (order.kind === 'stay' && stay.data?.published === false)) {
    return { status: 'expired', retry };
  }
  if (query.isError && !query.isFetching) return { status: 'error', retry };
  if (order.kind === 'box' && box.data) return { status: 'success', gift: { kind: 'box', box: box.data }, retry };
  if (order.kind === 'stay' && stay.data) return { status: 'success', gift: { kind: 'stay', stay: stay.data }, retry };
  return { status: 'loading', retry };
}
