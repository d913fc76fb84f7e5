import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Flow } from '@escapade/shared-contracts/routes';
import { stayQueryParams, stayRequestKey, type StayCriteriaRequest } from '../../../utils/stay-query-params';

export interface Upsell {
  id: number;
  label: string;
  type: 'stays' | 'single_voucher';
  /** Cents more than the stay shown, in all. */
  priceDifference: number;
  /** Cents more per night, rounded up. */
  priceDifferencePerLos: number;
  programLines: string[];
  imagesBySize: Record<string, string[]>;
  activityIds: number[];
}

/** GET /weekend/{id}/upsells.json: the hotel's stays that add to this one, and what they cost more. */
export function getUpsells(api: KyInstance, request: StayCriteriaRequest, flow: Flow, signal?: AbortSignal) {
  const searchParams = stayQueryParams(request);
  searchParams.set('flow', flow);
  return api
    .get(`weekend/${encodeURIComponent(request.offerId)}/upsells.json`, { searchParams, signal })
    .json<Upsell[]>();
}

export function upsellsQuery(api: KyInstance, request: StayCriteriaRequest, flow: Flow) {
  return queryOptions({
    queryKey: ['upsells', flow, ...stayRequestKey(request)],
    queryFn: ({ signal }) => getUpsells(api, request, flow, signal),
  });
}
