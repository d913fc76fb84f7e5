/** The local-search dialog "Travel locally!": a search around a centre, within a distance. */
import { PLACE_KEYS, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { LatLng } from '../../../utils/user-location';

/** Local search distances, in km. */
export const LOCAL_SEARCH_DISTANCES = [100, 200, 300] as const;
export type LocalSearchDistance = (typeof LOCAL_SEARCH_DISTANCES)[number];
/** 200 km unless the visitor chooses otherwise. */
export const DEFAULT_LOCAL_SEARCH_DISTANCE: LocalSearchDistance = 200;
/** The last fallback centre, the map's fixed point in Barcelona. */
export const BARCELONA: Readonly<LatLng> = { lat: 41.3874, lng: 2.1686 };

/** The travel time a distance stands for ("Less than 2h" for the default 200 km). */
export function travelTimeKeyOf(distance: LocalSearchDistance): string {
  return `localSearch.travelTime.${distance}`;
}

/**
 * The centre: the visitor's position, else the point searched so far (no IP location service
 * exists here, so that step of the map's chain is the current coordinates), else Barcelona.
 */
export function localSearchCentre(userLocation: LatLng | null, current: LatLng | null | undefined): LatLng {
  return userLocation ?? current ?? BARCELONA;
}

/** The criteria of the search in the area: the centre, from 0 to the rounded distance, no place. */
export function localSearchCriteria(base: SearchCriteria, centre: LatLng, distanceKm: number): SearchCriteria {
  const places = { ...base.places };
  for (const key of PLACE_KEYS) delete places[key];
  return {
    ...base,
    page: 0,
    from: undefined,
    places,
    hotel: undefined,
    hotelId: undefined,
    lat: centre.lat,
    lng: centre.lng,
    distanceMin: 0,
    distanceMax: Math.round(distanceKm),
  };
}
