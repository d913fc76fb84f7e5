import * as z from 'zod/mini';
import {
  MAP_GRID_MAX_CELLS,
  MAP_GRID_MAX_SIDE,
  type GeoBox,
  type MapGridRequest,
} from '@escapade/shared-contracts/offers-request';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import {
  BARCELONA,
  FIT_PADDING_PX,
  INFO_CARD_COVER,
  MAP_CELL_PX,
  OFFLINE_BASE_DETAIL_ZOOM,
  PHONE_MAX_WIDTH,
  ZOOM_BY_PLACE_TYPE,
  type LatLng,
  type MapPlaceType,
} from './map-constants';

/** The kind of place a search is about, which sets the zoom. */
export function placeTypeOf(
  criteria: Pick<SearchCriteria, 'hotelId' | 'hotel' | 'places' | 'lat' | 'lng'>,
): MapPlaceType {
  const { places } = criteria;
  if (criteria.hotelId || criteria.hotel) return 'hotel';
  if (places.poi || places.city || places.searesort || places.skiresort) return 'city';
  if (places.department) return 'department';
  if (places.region || places.touristicregion) return 'region';
  if (places.country) return 'large';
  // A search around a point (the user's location) looks at its surroundings like a city search.
  if (isLatLng({ lat: criteria.lat, lng: criteria.lng })) return 'city';
  return 'large';
}

/**
 * City 12, department 9, region 8, anything larger 6; a hotel 14, but no closer than the offline
 * base has something to show (OFFLINE_BASE_DETAIL_ZOOM).
 */
export function zoomForPlaceType(placeType: MapPlaceType): number {
  return Math.min(ZOOM_BY_PLACE_TYPE[placeType], OFFLINE_BASE_DETAIL_ZOOM);
}

export type CentreSource = 'search' | 'user' | 'ip' | 'fallback';

export interface CentreCandidates {
  /** The searched point the api answers (searchDetails.location: a city, poi or coordinates). */
  searched?: LatLng | null;
  /** The user's location: criteria lat/lng, or the browser's when permission was already granted. */
  user?: LatLng | null;
  /**
   * A location from the visitor's IP address. The shop has no IP-location service (it runs
   * offline), so this step is always empty and the chain goes on to Barcelona.
   */
  ip?: LatLng | null;
}

/**
 * The default centre falls back from the user location to the IP location to a fixed
 * point in Barcelona. The searched place, when the api knows it, comes first (a city search with
 * no hotel still shows that city). Markers, when there are any, are fitted instead.
 */
export function defaultMapCentre(candidates: CentreCandidates): { centre: LatLng; source: CentreSource } {
  if (isLatLng(candidates.searched)) return { centre: candidates.searched, source: 'search' };
  if (isLatLng(candidates.user)) return { centre: candidates.user, source: 'user' };
  if (isLatLng(candidates.ip)) return { centre: candidates.ip, source: 'ip' };
  return { centre: { ...BARCELONA }, source: 'fallback' };
}

/** A point on the map: finite coordinates within the earth's bounds. */
const latLngSchema = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
});

export function isLatLng(value: Partial<LatLng> | null | undefined): value is LatLng {
  return latLngSchema.safeParse(value).success;
}

/**
 * Where (in map pixels) a newly selected marker should move so its info card does not hide it,
 * or null when it is already well in view. Phones: into the middle of the part above the card;
 * larger screens: to the middle of the map (the card sits in the bottom-left corner).
 */
export function selectedMarkerTarget(
  marker: readonly [number, number],
  size: readonly [number, number],
): [number, number] | null {
  const [x, y] = marker;
  const [width, height] = size;
  const phone = width <= PHONE_MAX_WIDTH;
  const cover = phone ? INFO_CARD_COVER.phone : INFO_CARD_COVER.desktop;
  const underCard = x <= cover.width && y >= height - cover.height;
  const nearEdge =
    x < FIT_PADDING_PX || x > width - FIT_PADDING_PX || y < FIT_PADDING_PX || y > height - FIT_PADDING_PX;
  if (!underCard && !nearEdge) return null;
  return phone ? [width / 2, Math.max(FIT_PADDING_PX, (height - cover.height) / 2)] : [width / 2, height / 2];
}

/** Web Mercator shows nothing beyond these latitudes; the api's area must stay within the earth. */
const VIEW_MAX_LATITUDE = 85;
const VIEW_MAX_LONGITUDE = 180;
/** Degrees are sent to 5 decimals (about a metre): views that differ by less ask the same. */
const STEPS_PER_DEGREE = 1e5;

/**
 * The grid of cells (MAP_CELL_PX on screen) of a map of `size` pixels; cells grow on very large
 * screens so that there are never more than the api answers.
 */
export function gridOfSize(size: readonly [number, number]): Pick<MapGridRequest, 'columns' | 'rows'> {
  const [width, height] = [Math.max(1, size[0]), Math.max(1, size[1])];
  const cellPx = Math.max(MAP_CELL_PX, Math.sqrt((width * height) / MAP_GRID_MAX_CELLS));
  const side = (pixels: number) => Math.min(MAP_GRID_MAX_SIDE, Math.max(1, Math.floor(pixels / cellPx)));
  return { columns: side(width), rows: side(height) };
}

/**
 * The grid over the part of the map in view: `extent` is [west, south, east, north] in degrees,
 * as OpenLayers gives it (beyond ±180° when the world is seen more than once); null when nothing
 * of the earth is in view.
 */
export function gridOfView(extent: readonly number[], size: readonly [number, number]): MapGridRequest | null {
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
  // Steps counted from the value rounded to 1/100 of a step, so 10 is not read as 9.99999999.
  const steps = (value: number) => Math.round(value * STEPS_PER_DEGREE * 100) / 100;
  const down = (value: number) => Math.floor(steps(value)) / STEPS_PER_DEGREE;
  const up = (value: number) => Math.ceil(steps(value)) / STEPS_PER_DEGREE;
  const area: GeoBox = {
    west: down(clamp(extent[0]!, VIEW_MAX_LONGITUDE)),
    south: down(clamp(extent[1]!, VIEW_MAX_LATITUDE)),
    east: up(clamp(extent[2]!, VIEW_MAX_LONGITUDE)),
    north: up(clamp(extent[3]!, VIEW_MAX_LATITUDE)),
  };
  if (!(area.west < area.east && area.south < area.north)) return null;
  return { ...gridOfSize(size), area };
}
