import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import type { SearchDetails } from '../../../utils/search-offers-answer';
import { placeCoordinatesQuery, type PlaceCategory } from '../api/get-place-coordinates';
import { placeContextQuery } from '../api/get-place-context';
import { locationOf, type FallbackPlace } from '../utils/build-fallbacks';

export type FallbackPlaceState = { status: 'loading' } | { status: 'ready'; place: FallbackPlace | null };

/** The place parts a search tells in its searchDetails: label, centre, region and country. */
export function placeFromSearchDetails(details: SearchDetails | null | undefined): FallbackPlace {
  if (!details) return {};
  const region = details.locationHierarchy.find((entry) => entry.type === 'region');
  const country = details.locationHierarchy.find((entry) => entry.type === 'country');
  const place: FallbackPlace = { label: details.destination };
  if (details.location)
    Object.assign(place, { latitude: details.location.latitude, longitude: details.location.longitude });
  if (region) place.region = { id: region.id, label: region.label };
  if (country) place.country = { id: country.id, label: country.label };
  return place;
}

const COORDINATES_FOR: Readonly<Partial<Record<string, PlaceCategory>>> = {
  city: 'city',
  poi: 'poi',
  department: 'department',
  region: 'region',
};

/**
 * What the fallbacks need to know about the searched place. First the exact search's
 * searchDetails (given by the results page; asked again with the place alone when they are not at
 * hand), then the place's own coordinates from the places call when the search had no centre (a
 * department or region is then sorted nearest to it). A failed call only means no distance sort
 * or no expansion: the other fallbacks still run.
 */
export function useFallbackPlace(criteria: SearchCriteria, exactDetails?: SearchDetails | null): FallbackPlaceState {
  const api = useApiClient();
  const { locale } = useRemoteProps();
  const location = locationOf(criteria);
  const type = location?.type ?? 'city';
  const id = location?.value ?? '';

  const context = useQuery({
    ...placeContextQuery(api, { locale, type, id }),
    enabled: location !== null && !exactDetails,
  });
  const contextKnown = Boolean(exactDetails) || context.isSuccess || context.isError;
  const fromSearch = useMemo(() => placeFromSearchDetails(exactDetails ?? context.data), [exactDetails, context.data]);
  const category = COORDINATES_FOR[type];
  const needsCoordinates =
    location !== null && contextKnown && category !== undefined && typeof fromSearch.latitude !== 'number';
  const coordinates = useQuery({
    ...placeCoordinatesQuery(api, { locale, category: category ?? 'city', id }),
    enabled: needsCoordinates,
  });
  const found = needsCoordinates ? coordinates.data : undefined;
  const place = useMemo(
    (): FallbackPlace =>
      found
        ? {
            ...fromSearch,
            label: fromSearch.label ?? found.label,
            latitude: found.latitude,
            longitude: found.longitude,
          }
        : fromSearch,
    [fromSearch, found],
  );

  if (location === null) return { status: 'ready', place: null };
  if (!contextKnown || (needsCoordinates && coordinates.isPending)) return { status: 'loading' };
  return { status: 'ready', place };
}
