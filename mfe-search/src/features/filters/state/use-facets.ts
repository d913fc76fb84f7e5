import { useEffect, useState } from 'react';
import { useRemoteProps } from '../../../context/remote-props';
import {
  getFacets,
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
 * again (after `delayMs`, so quick successive changes ask once); while it loads the previous counts
 * stay, so options do not flicker.
 */
export function useFacets(query: Record<string, string> | null, refreshKey = 0, delayMs = 0): FacetsState {
  const { apiBase, reportError } = useRemoteProps();
  const [state, setState] = useState<FacetsState>({ status: 'loading', facets: null });
  const key = query ? JSON.stringify(query) : null;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', facets: current.facets }));
    const fetchFacets = () =>
      getFacets({ apiBase, query: JSON.parse(key) as Record<string, string>, signal: controller.signal })
        .then((facets) => {
          if (!controller.signal.aborted) setState({ status: 'success', facets });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ status: 'error', facets: null });
          reportError(error, 'mfe-search/facets');
        });
    const timer = delayMs > 0 ? setTimeout(fetchFacets, delayMs) : null;
    if (timer === null) void fetchFacets();
    return () => {
      if (timer !== null) clearTimeout(timer);
      controller.abort();
    };
  }, [apiBase, key, refreshKey, reportError, delayMs]);

  return state;
}

/** The values of one facet group, [] when absent. */
export function facetValuesOf(facets: FacetsResponse | null, propertyType: FacetPropertyType): FacetValue[] {
  return facets?.properties.find((group: FacetGroup) => group.propertyType === propertyType)?.values ?? [];
}

/** The count of one value, undefined while unknown (an unknown count never disables an option). */
export function facetCountOf(values: readonly FacetValue[], id: string | number): number | undefined {
  return values.find((value) => String(value.id) === String(id))?.count;
}
