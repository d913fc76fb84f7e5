/**
 * When the exact search was an exact match, the search is
 * relaxed step by step, each step keeping the ones before it:
 *   1. expand the destination: a city or poi becomes 30 km (from 0) around its coordinates, a
 *      department its region, a region or touristic region its country;
 *   2. remove the category (theme);
 *   3. remove the dates.
 * A step applies only when the search has what it relaxes (an expandable destination whose parent
 * or coordinates are known, a theme, dates), so the list holds 0 to 3 fallbacks. Around and
 * expanded destinations sort by distance.
 *
 * The key value reads what each fallback searches: the destination type plus its maximum distance
 * ("city30", "region", "country", "around50"), then "date" when it keeps the dates and "category"
 * when it keeps the theme, joined with dashes: "city30-date-category", "city30-date", "city30".
 * A fallback searching everywhere, with no dates and no theme, reads "all".
 */
import * as z from 'zod/mini';
import { hasCoordinates, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { EXPANDED_AREA_DISTANCE_MAX_KM, EXPAND_MIN_DISTANCE_KM, EXPAND_RADIUS_KM } from './fallback-constants';

export type FallbackLocationType =
  | 'poi'
  | 'city'
  | 'searesort'
  | 'skiresort'
  | 'department'
  | 'touristicregion'
  | 'region'
  | 'country'
  | 'hotel'
  | 'around';

/** What the page knows of the searched place (exact search's searchDetails, places call). */
export interface FallbackPlace {
  label?: string | null;
  /** The place's own coordinates. */
  latitude?: number | null;
  longitude?: number | null;
  region?: { id: number; label?: string } | null;
  country?: { id: number; label?: string } | null;
}

export interface FallbackKey {
  destination: { value: string; type: FallbackLocationType; isAround: boolean; isExpanded: boolean } | null;
  /** null when the search had no dates. */
  dates: { isRemoved: boolean } | null;
  /** null when the search had no theme. */
  category: { value: number; isRemoved: boolean } | null;
  value: string;
  /** 1, 2, 3… in the order the fallbacks are shown. */
  order: number;
}

export interface Fallback {
  key: FallbackKey;
  criteria: SearchCriteria;
  /** The destination shown in words: the label of the place searched around or expanded to. */
  destinationLabel: string | null;
}

/** The search's destination: the most precise place first, as the api reads it. */
const PLACE_PRECEDENCE = [
  'poi',
  'city',
  'searesort',
  'skiresort',
  'department',
  'touristicregion',
  'region',
  'country',
] as const;

export function locationOf(criteria: SearchCriteria): { type: FallbackLocationType; value: string } | null {
  for (const key of PLACE_PRECEDENCE) {
    const id = criteria.places[key];
    if (id) return { type: key, value: id };
  }
  if (criteria.hotelId) return { type: 'hotel', value: criteria.hotelId };
  if (hasCoordinates(criteria)) return { type: 'around', value: `${criteria.lat},${criteria.lng}` };
  return null;
}

/** Dates only count where the search sends them: a gift has none. */
function hasDates(criteria: SearchCriteria): boolean {
  return criteria.flow !== 'gifting' && Boolean(criteria.checkin);
}

/** The place's own coordinates, when the answer gave both as finite numbers. */
const placeCoordinatesSchema = z.object({ latitude: z.number(), longitude: z.number() });

interface Destination {
  key: NonNullable<FallbackKey['destination']>;
  /** Shown in the key after the type ("city30"). */
  maxDistance: number | undefined;
  label: string | null;
}

/** The criteria with the destination expanded, or null when it cannot be (no parent, no coordinates). */
function expandDestination(
  criteria: SearchCriteria,
  place: FallbackPlace | null,
): { criteria: SearchCriteria; destination: Destination } | null {
  const location = locationOf(criteria);
  if (!location) return null;
  const placeCoordinates = placeCoordinatesSchema.safeParse(place);
  const coordinates = placeCoordinates.success
    ? { lat: placeCoordinates.data.latitude, lng: placeCoordinates.data.longitude }
    : null;
  const withoutPlace: SearchCriteria = { ...criteria, places: {}, page: 0 };
  delete withoutPlace.lat;
  delete withoutPlace.lng;
  delete withoutPlace.distanceMin;
  delete withoutPlace.distanceMax;
  // Distance from what? The old point is gone: the expansion sets its own distance sort when it can.
  if (withoutPlace.sort === 'distance') delete withoutPlace.sort;

  // Expanded areas keep their centre so results come nearest first; the widest distance the
  // search takes keeps the distance from cutting the area.
  const sortedFrom = (next: SearchCriteria): SearchCriteria =>
    coordinates
      ? {
          ...next,
          ...coordinates,
          distanceMin: EXPAND_MIN_DISTANCE_KM,
          distanceMax: EXPANDED_AREA_DISTANCE_MAX_KM,
          sort: 'distance',
        }
      : next;

  switch (location.type) {
    case 'city':
    case 'poi': {
      if (!coordinates) return null;
      return {
        criteria: {
          ...withoutPlace,
          ...coordinates,
          distanceMin: EXPAND_MIN_DISTANCE_KM,
          distanceMax: EXPAND_RADIUS_KM,
          sort: 'distance',
        },
        destination: {
          key: { value: location.value, type: location.type, isAround: true, isExpanded: false },
          maxDistance: EXPAND_RADIUS_KM,
          label: place?.label ?? null,
        },
      };
    }
    case 'department': {
      const region = place?.region;
      if (!region) return null;
      return {
        criteria: sortedFrom({ ...withoutPlace, places: { region: String(region.id) } }),
        destination: {
          key: { value: String(region.id), type: 'region', isAround: false, isExpanded: true },
          maxDistance: undefined,
          label: region.label ?? null,
        },
      };
    }
    case 'region':
    case 'touristicregion': {
      const country = place?.country;
      if (!country) return null;
      return {
        criteria: sortedFrom({ ...withoutPlace, places: { country: String(country.id) } }),
        destination: {
          key: { value: String(country.id), type: 'country', isAround: false, isExpanded: true },
          maxDistance: undefined,
          label: country.label ?? null,
        },
      };
    }
    default:
      // A country is already the widest; a hotel, resorts and coordinates have no wider place here.
      return null;
  }
}

function keyValue(destination: Destination | null, keepsDates: boolean, keepsCategory: boolean): string {
  const parts: string[] = [];
  if (destination) parts.push(`${destination.key.type}${destination.maxDistance ?? ''}`);
  if (keepsDates) parts.push('date');
  if (keepsCategory) parts.push('category');
  return parts.length > 0 ? parts.join('-') : 'all';
}

/** The fallbacks of an exact search, in order (see the file comment for the rules and the key). */
export function buildFallbacks(criteria: SearchCriteria, place: FallbackPlace | null): Fallback[] {
  if (criteria.flow === 'activity') return [];
  const location = locationOf(criteria);
  const searchedDates = hasDates(criteria);
  const theme = criteria.theme;

  let current: SearchCriteria = { ...criteria, page: 0 };
  delete current.from;
  // A search around coordinates stays around them: nearest first.
  if (location?.type === 'around') current.sort = 'distance';
  let destination: Destination | null = location
    ? {
        key: { value: location.value, type: location.type, isAround: location.type === 'around', isExpanded: false },
        maxDistance: criteria.distanceMax,
        label: place?.label ?? null,
      }
    : null;
  let datesRemoved = false;
  let categoryRemoved = false;
  const fallbacks: Fallback[] = [];

  const push = () => {
    const keepsDates = searchedDates && !datesRemoved;
    const keepsCategory = theme !== undefined && !categoryRemoved;
    fallbacks.push({
      key: {
        destination: destination ? { ...destination.key } : null,
        dates: searchedDates ? { isRemoved: datesRemoved } : null,
        category: theme !== undefined ? { value: theme, isRemoved: categoryRemoved } : null,
        value: keyValue(destination, keepsDates, keepsCategory),
        order: fallbacks.length + 1,
      },
      criteria: current,
      destinationLabel: destination?.label ?? null,
    });
  };

  const expanded = expandDestination(current, place);
  if (expanded) {
    current = expanded.criteria;
    destination = expanded.destination;
    push();
  }
  if (theme !== undefined) {
    current = { ...current };
    delete current.theme;
    categoryRemoved = true;
    push();
  }
  if (searchedDates) {
    current = { ...current };
    delete current.checkin;
    delete current.checkout;
    delete current.night;
    datesRemoved = true;
    push();
  }
  return fallbacks;
}
