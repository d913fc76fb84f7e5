/**
 * The body of POST /api/offers.json: the search criteria in the shape the search service takes.
 * Built by `buildOffersRequest` in search-criteria.ts; validated and answered by the api. Prices
 * are in cents.
 */
import type { Locale } from './locales';
import type { Flow } from './routes';

export const SORT_OPTIONS = [
  'priceQuality',
  'distance',
  'discount',
  'priceAsc',
  'popularity',
  'priceDesc',
  'singleVoucherPriceAsc',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export interface PropertyFilters {
  cityId?: number;
  poiId?: number;
  departmentId?: number;
  regionId?: number;
  touristicId?: number;
  countryId?: number;
  seaResortId?: number;
  skiResortId?: number;
  latitude?: number;
  longitude?: number;
  /** Kilometres. */
  minDistance?: number;
  maxDistance?: number;
  facilities?: string[];
  petsAllowed?: boolean;
  hotelEnvironments?: string[];
  hotelStyles?: string[];
  hotelTypes?: string[];
  minHotelReviewScore?: number;
  stars?: number[];
  excludedHotelIds?: number[];
  hotelId?: number;
}

export interface OfferFilters {
  /** checkin as yyyy-MM-dd. */
  date?: { checkin: string; nights: number };
  categories?: { themeIds: number[] };
  familyComposition: { adults: number; children: number; babies: number; singleRoom: boolean };
  /** Cents. */
  price?: { min?: number; max?: number };
  tags?: number[];
}

export interface OffersRequestBody {
  filters: {
    property: PropertyFilters;
    offer: OfferFilters;
    /** Gifting: the voucher price's bounds (cents), and the gift stay's nights the prices are for (1 when absent). */
    gift?: { singleVoucher?: { price: { min?: number; max?: number } }; nights?: number };
  };
  sorting: { orderBy: SortOption };
  pagination: { page: number; limit: number };
  flow: Flow;
  locale: Locale;
  searchProvider: 'catalog';
  /** Every matching hotel as a marker (`mapMarkers`): kept for clients that predate `mapGrid`. */
  performMapSearch?: boolean;
  /** The matching hotels gathered into the cells of a grid over the map in view (`mapCells`). */
  mapGrid?: MapGridRequest;
  performGiftableSearch?: boolean;
  numberOfPackagesPerHotel?: number;
}

/** A part of the map in degrees, west to east and south to north. */
export interface GeoBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The most columns or rows a map grid may have, and cells in all: an answer's size stays bounded. */
export const MAP_GRID_MAX_SIDE = 96;
export const MAP_GRID_MAX_CELLS = 4096;

/**
 * The grid of a map search: `columns` × `rows` cells over `area` (the part of the map in view,
 * rows even in Web Mercator as on screen); without `area`, over every matching hotel (a map that
 * opens and does not know its view yet). At most 96 columns or rows and 4,096 cells.
 */
export interface MapGridRequest {
  columns: number;
  rows: number;
  area?: GeoBox;
}

/** The facet groups the facets call can count, under the api's names. */
export const FACET_PROPERTIES = [
  'price',
  'score',
  'facility',
  'stars',
  'style',
  'type',
  'environment',
  'tag',
  'theme',
  'highlighted',
] as const;
export type FacetProperty = (typeof FACET_PROPERTIES)[number];

/** The groups a stay search's filter bar shows, and the api counts when none are asked for. */
export const STAY_FILTER_FACETS: readonly FacetProperty[] = [
  'price',
  'score',
  'facility',
  'stars',
  'style',
  'type',
  'environment',
  'tag',
];
