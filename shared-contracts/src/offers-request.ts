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
    gift?: { singleVoucher?: { price: { min?: number; max?: number } } };
  };
  sorting: { orderBy: SortOption };
  pagination: { page: number; limit: number };
  flow: Flow;
  locale: Locale;
  searchProvider: 'catalog';
  performMapSearch?: boolean;
  performGiftableSearch?: boolean;
  numberOfPackagesPerHotel?: number;
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
