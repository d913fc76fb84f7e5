import { PLACE_KEYS, type PlaceKey, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { DestinationSuggestion, SuggestionCategory } from '../api/get-destination-suggestions';

/** Hash keys a destination can be written under. */
export type DestinationKey = PlaceKey | 'hotelId';

/** The destination of the search box: a hash key=id pair and the label shown in the field. */
export interface ChosenDestination {
  key: DestinationKey;
  id: string;
  label: string;
}

const CATEGORY_BY_KEY: Partial<Record<DestinationKey, SuggestionCategory>> = {
  city: 'city',
  department: 'department',
  region: 'region',
  country: 'country',
  poi: 'poi',
  hotelId: 'hotel',
};

function isDestinationKey(key: string): key is DestinationKey {
  return key === 'hotelId' || (PLACE_KEYS as readonly string[]).includes(key);
}

/** The suggestion's own hash pair (`city=12`), or its category and id when the pair is unusable. */
export function destinationFromSuggestion(suggestion: DestinationSuggestion): ChosenDestination {
  const [key = '', id = ''] = suggestion.value.split('=');
  if (isDestinationKey(key) && id) return { key, id, label: suggestion.label };
  const fallbackKey: DestinationKey = suggestion.category === 'hotel' ? 'hotelId' : suggestion.category;
  return { key: fallbackKey, id: String(suggestion.id), label: suggestion.label };
}

/** The destination named by criteria (first place key, else the hotel), label still unknown. */
export function destinationFromCriteria(criteria: SearchCriteria): ChosenDestination | null {
  for (const key of PLACE_KEYS) {
    const id = criteria.places[key];
    if (id) return { key, id, label: '' };
  }
  if (criteria.hotelId) return { key: 'hotelId', id: criteria.hotelId, label: '' };
  return null;
}

/** The api place category that labels a hash key; undefined for keys the places endpoint does not know. */
export function placeCategoryOf(key: DestinationKey): SuggestionCategory | undefined {
  return CATEGORY_BY_KEY[key];
}

/** Spec §4 "Destination selector": choosing a destination clears every other location field. */
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
  if (destination.key === 'hotelId') return { ...cleared, hotelId: destination.id };
  return { ...cleared, places: { [destination.key]: destination.id } };
}
