import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useOnNewValue } from '../../../hooks/use-on-new-value';
import {
  facetsQuery,
  type FacetGroup,
  type FacetPropertyType,
  type FacetsResponse,
  type FacetValue,
} from '../api/get-facets';

export type FacetsState =
  | { status: 'loading'; facets: FacetsResponse | null }
  | { status: 'error'; facets: null }
  | { status: 'success'; facets: FacetsResponse };

/**
 * Facet counts for a facets query (null: none needed). A new query, or a new `refreshKey`, fetches
 * again (once the query has stayed the same for `delayMs`, so quick successive changes ask once);
 * while it loads the previous counts stay, so options do not flicker.
 */
export function useFacets(params: Record<string, string> | null, refreshKey = 0, delayMs = 0): FacetsState {
  const api = useApiClient();
  const { reportError } = useRemoteProps();
  const settled = useDebouncedValue(params, delayMs);
  const asked = params === null ? null : settled;
  const query = useQuery({
    ...facetsQuery(api, { params: asked ?? {}, refresh: refreshKey }),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
  });
  useOnNewValue(query.error, (error) => reportError(error, 'mfe-search/facets'));

  if (query.isError) return { status: 'error', facets: null };
  if (query.isSuccess && !query.isPlaceholderData && asked === params) return { status: 'success', facets: query.data };
  return { status: 'loading', facets: query.data ?? null };
}
/** The values of one facet group, [] when absent. */
export function facetValuesOf(facets: FacetsResponse | null, propertyType: FacetPropertyType): FacetValue[] {
  return facets?.properties.find((group: FacetGroup) => group.propertyType === propertyType)?.values ?? [];
}

/** The count of one value, undefined while unknown (an unknown count never disables an option). */
export function facetCountOf(values: readonly FacetValue[], id: string | number): number | undefined {
  return values.find((value) => String(value.id) === String(id))?.count;
}
