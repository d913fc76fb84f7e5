import { useQuery } from '@tanstack/react-query';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { useApiClient } from '../../../context/remote-props';
import { searchOffersQuery } from '../api/search-offers';

/** A list of offers from the catalogue search (from the server's cache when the page came rendered). */
export function useOfferList(body: OffersRequestBody | null) {
  const api = useApiClient();
  return useQuery({ ...searchOffersQuery(api, body ?? ({} as OffersRequestBody)), enabled: body !== null });
}
