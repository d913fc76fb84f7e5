import { useState } from 'react';
import { useRemoteProps } from '../../../context/remote-props';
import { useRemoteData } from '../../../hooks/use-remote-data';
import { pause } from '../../../utils/pause';
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
  const key = query ? `${refreshKey}:${JSON.stringify(query)}` : null;
  const remote = useRemoteData(
    key,
    async (signal) => {
      if (delayMs > 0) await pause(delayMs, signal);
      return getFacets({ apiBase, query: query!, signal });
    },
    (error) => reportError(error, 'mfe-search/facets'),
  );
  // The last counts received, shown while the next ones load; a failure clears them.
  const [shown, setShown] = useState<FacetsResponse | null>(null);
  if (remote.status === 'success' && remote.data !== shown) setShown(remote.data);
  if (remote.status === 'error' && shown !== null) setShown(null);

  if (remote.status === 'success') return { status: 'success', facets: remote.data };
  if (remote.status === 'error') return { status: 'error', facets: null };
  return { status: 'loading', facets: shown };
}

/** The values of one facet group, [] when absent. */
export function facetValuesOf(facets: FacetsResponse | null, propertyType: FacetPropertyType): FacetValue[] {
  return facets?.properties.find((group: FacetGroup) => group.propertyType === propertyType)?.values ?? [];
}

/** The count of one value, undefined while unknown (an unknown count never disables an option). */
export function facetCountOf(values: readonly FacetValue[], id: string | number): number | undefined {
  return values.find((value) => String(value.id) === String(id))?.count;
}
