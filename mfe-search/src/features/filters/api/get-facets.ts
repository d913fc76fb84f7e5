import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { FacetProperty } from '@escapade/shared-contracts/offers-request';

export type FacetPropertyType = FacetProperty;

export interface FacetValue {
  id: string | number;
  name?: string;
  count: number;
}

export interface FacetGroup {
  propertyType: FacetPropertyType;
  values: FacetValue[];
  /** Price only: cheapest and dearest shown price (cents) of the matching offers. */
  min?: number | null;
  max?: number | null;
}

export interface FacetsResponse {
  properties: FacetGroup[];
}

export interface FacetsRequest {
  /** Built by facetsParams. */
  params: Record<string, string>;
  /** The activities dropdown wants fresh counts each time it opens: each opening counts one up. */
  refresh: number;
}

/** The message a failed facets call gives. */
export const FACETS_ERROR_MESSAGE = 'Error fetching facets';

/** GET /api/facets.json — facet counts for the filters; a failure is logged and thrown as "Error fetching facets". */
export async function getFacets(
  api: KyInstance,
  { params }: FacetsRequest,
  signal?: AbortSignal,
): Promise<FacetsResponse> {
  try {
    return await api.get('api/facets.json', { searchParams: params, signal }).json<FacetsResponse>();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = new Error(FACETS_ERROR_MESSAGE, { cause });
    console.error(`[mfe-search] ${FACETS_ERROR_MESSAGE}`, cause);
    throw error;
  }
}

export function facetsQuery(api: KyInstance, request: FacetsRequest) {
  return queryOptions({
    queryKey: ['facets', request.params, request.refresh],
    queryFn: ({ signal }) => getFacets(api, request, signal),
  });
}
