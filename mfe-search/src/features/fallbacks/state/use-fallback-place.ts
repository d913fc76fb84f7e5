import { useAtomValue } from 'jotai';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { useRemoteData } from '../../../hooks/use-remote-data';
import { offersSearchAtom } from '../../results/state/offers-search-atom';
import type { SearchDetails } from '../../../utils/search-offers-answer';
import { getPlaceCoordinates, type PlaceCategory } from '../api/get-place-coordinates';
import { getPlaceContext } from '../api/get-place-context';
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
 * searchDetails (from the results' store; asked again with the place alone when they are not at
 * hand), then the place's own coordinates from the places call when the search had no centre (a
 * department or region is then sorted nearest to it). A failed call only means no distance sort
 * or no expansion: the other fallbacks still run.
 */
export function useFallbackPlace(criteria: SearchCriteria): FallbackPlaceState {
  const { apiBase, locale } = useRemoteProps();
  const exact = useAtomValue(offersSearchAtom);
  const details = exact.status === 'success' ? exact.response.searchDetails : null;
  const location = locationOf(criteria);
  const detailsKey = details ? JSON.stringify(placeFromSearchDetails(details)) : null;
  const locationType = location?.type;
  const locationValue = location?.value;

  const resolve = async (signal: AbortSignal): Promise<FallbackPlace> => {
    if (!locationType || !locationValue) return {};
    let place: FallbackPlace = detailsKey ? (JSON.parse(detailsKey) as FallbackPlace) : {};
    if (!detailsKey) {
      place = placeFromSearchDetails(
        await getPlaceContext({ apiBase, locale, type: locationType, id: locationValue, signal }).catch(() => null),
      );
    }
    const category = COORDINATES_FOR[locationType];
    if (category && (place.latitude === undefined || place.latitude === null)) {
      const found = await getPlaceCoordinates({ apiBase, locale, category, id: locationValue, signal }).catch(
        () => null,
      );
      if (found)
        place = { ...place, label: place.label ?? found.label, latitude: found.latitude, longitude: found.longitude };
    }
    return place;
  };
  const placeKey =
    locationType && locationValue ? JSON.stringify([apiBase, locale, locationType, locationValue, detailsKey]) : null;
  const resolved = useRemoteData(placeKey, resolve);

  if (placeKey === null) return { status: 'ready', place: null };
  return resolved.status === 'success' ? { status: 'ready', place: resolved.data } : { status: 'loading' };
}
