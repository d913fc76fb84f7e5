import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import { useApiClient } from '../../../context/remote-props';
import { orderQuery, type OrderView } from '../api/get-order';

export type OrderState =
  | { status: 'loading' }
  | { status: 'success'; order: OrderView }
  | { status: 'notFound' }
  | { status: 'error'; retry(): void };

/** The order of the confirmation page; no id at all reads as an order that cannot be found. */
export function useOrder(orderUUID: string): OrderState {
  const api = useApiClient();
  const query = useQuery({ ...orderQuery(api, orderUUID), enabled: orderUUID !== '' });
  if (orderUUID === '') return { status: 'notFound' };
  if (query.data) return { status: 'success', order: query.data };
  if (query.isError) {
    if (isNotFound(query.error)) return { status: 'notFound' };
    return { status: 'error', retry: () => void query.refetch() };
  }
  return { status: 'loading' };
}
