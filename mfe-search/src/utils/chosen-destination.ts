/**
 * The destination of the search box, as the destination field hands it over and the search box
 * writes it into the criteria.
 */
import { PLACE_KEYS, type PlaceKey, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';

/** Hash keys a place can be written under. */
export type DestinationKey = PlaceKey | 'hotelId';

/** The destination of the search box. */
export type ChosenDestination =
  /** A place or hotel: its hash key=id pair and the label shown in the field. */
  | { kind: 'place'; key: DestinationKey; id: string; label: string }
  /** Coordinates (the visitor's position, or a point from the URL). */
  | { kind: 'around'; lat: number; lng: number; label: string };

/** A destination category of the suggestions and recent searches (hotelId is the hotel category). */
export type DestinationCategory = PlaceKey | 'hotel';

export function isDestinationKey(key: string): key is DestinationKey {
  return key === 'hotelId' || (PLACE_KEYS as readonly string[]).includes(key);
}

export function keyOfCategory(category: string): DestinationKey | undefined {
  if (category === 'hotel') return 'hotelId';
  return isDestinationKey(category) ? category : undefined;
}

export function categoryOfKey(key: DestinationKey): DestinationCategory {
  return key === 'hotelId' ? 'hotel' : key;
}

/** The destination named by criteria (first place key, else the hotel, else coordinates), label still unknown. */
export function destinationFromCriteria(criteria: SearchCriteria): ChosenDestination | null {
  for (const key of PLACE_KEYS) {
    const id = criteria.places[key];
    if (id) return { kind: 'place', key, id, label: '' };
  }
  if (criteria.hotelId) return { kind: 'place', key: 'hotelId', id: criteria.hotelId, label: '' };
  if (criteria.lat !== undefined && criteria.lng !== undefined)
    return { kind: 'around', lat: criteria.lat, lng: criteria.lng, label: '' };
  return null;
}

/** A destination replaces every other location field. */
export function withDestination(criteria: SearchCriteria, destination: ChosenDestination | null): SearchCriteria {
  const cleared: SearchCriteria = {
    ...criteria,
    places: {},
    hotel: undefined,
    hotelId: undefined,
    lat: undefined,
    lng: undefined,
    distanceMin: undefined,
    distanceMax: undefined,
  };
  if (!destination) return cleared;
  // Setting a location keeps the coordinates and clears the city and other place criteria.
  if (destination.kind === 'around') return { ...cleared, lat: destination.lat, lng: destination.lng };
  if (destination.key === 'hotelId') return { ...cleared, hotelId: destination.id };
  return { ...cleared, places: { [destination.key]: destination.id } };
}
