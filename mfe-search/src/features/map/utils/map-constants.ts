/**
 * Map constants, one name each; where a value is a choice of ours, its comment says why.
 */

/** Marker size in CSS pixels, and of the selected (active) marker. */
export const MARKER_SIZE = 40;
export const MARKER_ACTIVE_SIZE = 47;

/** Marker colours: the brand teal, and red for the selected one. */
export const MARKER_COLOUR = '#0b5d66';
export const MARKER_ACTIVE_COLOUR = '#d1343a';

/** Zoom level per kind of place searched. */
export const ZOOM_BY_PLACE_TYPE = {
  hotel: 14,
  city: 12,
  department: 9,
  region: 8,
  large: 6,
} as const;
export type MapPlaceType = keyof typeof ZOOM_BY_PLACE_TYPE;

/**
 * The closest zoom a view opens at. The zooms above assume a street layer; the offline base has
 * none (its coast is true to zoom 10, it names towns of 12,000 people and more), so a hotel seen
 * at 14 would sit alone on a blank page. At a city's zoom its town and the towns around it are
 * named; the shopper can still zoom in to MAP_MAX_ZOOM.
 */
export const OFFLINE_BASE_DETAIL_ZOOM = ZOOM_BY_PLACE_TYPE.city;

export interface LatLng {
  lat: number;
  lng: number;
}

/** The last default centre, a fixed point in Barcelona. */
export const BARCELONA: Readonly<LatLng> = { lat: 41.3874, lng: 2.1686 };

/**
 * Markers closer than this (px) merge into one cluster, which keeps a few hundred
 * symbols on screen at low zoom however many hotels match.
 */
export const CLUSTER_DISTANCE_PX = 56;
/** Clusters are kept at least this far apart (px) so their circles do not overlap. */
export const CLUSTER_MIN_DISTANCE_PX = 36;

/** Zoom limits of the map view (3 shows Europe whole; 18 is street level). */
export const MAP_MIN_ZOOM = 3;
export const MAP_MAX_ZOOM = 18;

/** Space kept around the markers when the view fits them (px). */
export const FIT_PADDING_PX = 56;

/**
 * The part of the map the info card covers (px, from its corner): a selected marker under it is
 * moved into the free part. Phones: a strip along the bottom; larger screens: the bottom-left corner.
 */
export const INFO_CARD_COVER = {
  phone: { width: Infinity, height: 220 },
  desktop: { width: 372, height: 380 },
} as const;
/** Below this map width (px) the info card spans the bottom (the phone layout: under 600 px). */
export const PHONE_MAX_WIDTH = 599;

/**
 * The side (px) of a cell of the grid the api gathers the hotels in: about half the clustering
 * distance, so a cell is never split across two clusters on screen and a view of 1,280 × 800 px
 * is answered in at most 1,000 entries.
 */
export const MAP_CELL_PX = 32;

/** The accessible list of offers on the map names at most this many at once. */
export const MAP_LIST_LIMIT = 40;

/**
 * The offline base (generated into map-base.json, fetched with the map): the sea is the map
 * element's background, the land is drawn over it, then the outlines, then the names.
 */
export const SEA_COLOUR = '#a9d3e4';
export const LAND_COLOUR = '#ece8df';
/** Countries the shop sells in stand out a little from their neighbours. */
export const SOLD_LAND_COLOUR = '#fbfaf6';
export const BORDER_COLOUR = '#8f8577';
export const REGION_COLOUR = '#b7ad9f';
export const DEPARTMENT_COLOUR = '#cfc7ba';

/** Region outlines show from the zoom of a large area, department ones from a little further in. */
export const REGION_LINES_MIN_ZOOM = 5.5;
export const DEPARTMENT_LINES_MIN_ZOOM = 7;

/** ISO 3166 numeric ids (the base's country ids) of France, Spain, Italy, Belgium, the Netherlands. */
export const SOLD_COUNTRY_IDS: ReadonlySet<string> = new Set(['250', '724', '380', '056', '528']);

/**
 * A town of the base is a city of the catalogue (which names it, in the page's language) when
 * closer than the first distance (km), or than the second with a name that starts alike
 * (Roma / Rome, Bruxelles / Brussels): its suburbs keep their own names.
 */
export const SAME_PLACE_KM = 1.5;
export const SAME_NAMED_PLACE_KM = 10;

/**
 * Names and markers share one declutter group: the markers are always drawn and keep their room,
 * and a name that would run under one moves to another side of its place, or waits for a zoom
 * where it fits. No bubble ever covers a name.
 */
export const PLACES_DECLUTTER_GROUP = 'places';
