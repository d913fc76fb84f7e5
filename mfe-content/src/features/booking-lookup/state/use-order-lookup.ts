import { useMutation } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { lookupOrder, type OrderLookupRequest } from '../api/lookup-order';
import { lookupFailureOf } from '../utils/lookup-failure';

/**
 * Looks an order up by its number and buyer email. The answer belongs to this visitor alone, so it
 * is kept by the mutation, not in the shared query cache. Only unexpected failures are reported.
 */
export function useOrderLookup() {
  const { reportError } = useRemoteProps();
  const api = useApiClient();
  return useMutation({
    mutationFn: (request: OrderLookupRequest) => lookupOrder(api, request),
    onError(error) {
      if (lookupFailureOf(error).kind === 'failed') reportError(error, 'mfe-content/booking-lookup');
    },
  });
}
