import ky from 'ky';
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

export interface GetFacetsRequest {
  apiBase: string;
  /** Built by facetsQuery. */
  query: Record<string, string>;
  signal?: AbortSignal;
}

/** The message a failed facets call gives. */
export const FACETS_ERROR_MESSAGE = 'Error fetching facets';

/** GET /api/facets.json — facet counts for the filters; a failure is logged and thrown as "Error fetching facets". */
export async function getFacets({ apiBase, query, signal }: GetFacetsRequest): Promise<FacetsResponse> {
  try {
    return await ky.get(`${apiBase}/api/facets.json`, { searchParams: query, signal }).json<FacetsResponse>();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = new Error(FACETS_ERROR_MESSAGE, { cause });
    console.error(`[mfe-search] ${FACETS_ERROR_MESSAGE}`, cause);
    throw error;
  }
}
