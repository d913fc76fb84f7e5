import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
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

/**
 * The criteria the activity list's filters count for: the activity page lists activities whatever
 * flow led there (the gift drawer's "Activities to offer" comes in the gifting flow), so its facets
 * are the activity flow's (activity-only offers, price per person from 1 €).
 */
export function activityFlowCriteria(criteria: SearchCriteria): SearchCriteria {
  return criteria.flow === 'activity' ? criteria : { ...criteria, flow: 'activity' };
}

/**
 * The activity list's facets as its filters show them: when no activity is offered for the search
 * (every count 0) and none is chosen, the activities filter is empty and says "No activity found
 * for this search" rather than listing activities that can only be disabled.
 */
export function withEmptyActivitiesLeftOut(
  facets: FacetsResponse | null,
  chosen: readonly number[],
): FacetsResponse | null {
  if (!facets || chosen.length > 0) return facets;
  if (facetValuesOf(facets, 'tag').some((value) => value.count > 0)) return facets;
  return { ...facets, properties: facets.properties.filter((group) => group.propertyType !== 'tag') };
}
