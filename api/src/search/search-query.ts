/**
 * The one internal shape of a stay search. POST /api/offers.json (OffersRequestBody), GET
 * /api/offers.json and GET /api/facets.json (flat query parameters) are all converted to it.
 */
import type { Locale } from '@escapade/shared-contracts/locales';
import type { OffersRequestBody, SortOption } from '@escapade/shared-contracts/offers-request';
import type { Flow } from '@escapade/shared-contracts/routes';
import type { Pax } from '../pricing/stay-price';
import { GIFT_STAY_NIGHTS_RANGE } from '@escapade/shared-contracts/gift-rules';
import { PETS_FACILITY_ID } from '../vocabulary/hotel-attributes';
import type { MapGrid } from './map-cells';

export type PlaceKind = 'city' | 'poi' | 'department' | 'region' | 'country' | 'touristic' | 'seaResort' | 'skiResort';

/** Gift stays are priced for one night in results unless the search names the gift's nights. */
export const GIFT_NIGHTS_IN_RESULTS = GIFT_STAY_NIGHTS_RANGE.min;

export interface SearchQuery {
  locale: Locale;
  flow: Flow;
  place: { kind: PlaceKind; id: number } | null;
  point: { lat: number; lng: number } | null;
  minDistanceKm: number | null;
  maxDistanceKm: number | null;
  hotelId: number | null;
  excludedHotelIds: number[];
  stars: number[];
  minScore: number | null;
  facilities: string[];
  petsAllowed: boolean;
  hotelTypes: string[];
  hotelEnvironments: string[];
  hotelStyles: string[];
  /** Cents, on the shown price. */
  priceMin: number | null;
  priceMax: number | null;
  /** Cents, on the gift price shown (gifting flow). */
  giftPriceMin: number | null;
  giftPriceMax: number | null;
  /** Gifting: the nights of the gift stay its prices are for. */
  giftNights: number;
  tags: number[];
  themeIds: number[];
  checkin: string | null;
  nights: number | null;
  pax: Pax;
  singleRoom: boolean;
  sort: SortOption;
  page: number;
  limit: number;
  performMapSearch: boolean;
  /** The map's cells to answer (POST only), instead of one marker per hotel. */
  mapGrid: MapGrid | null;
  giftableOnly: boolean;
  /** At most this many offers per hotel; null = no limit. */
  packagesPerHotel: number | null;
}

export const DEFAULT_PAGE_SIZE = 12;
/** Stay searches show one offer per hotel unless they target a hotel. */
const DEFAULT_PACKAGES_PER_HOTEL = 1;

/** `pets` among the facilities in the hash stands for petsAllowed. */
function splitPets(
  facilities: readonly string[],
  petsAllowed: boolean | undefined,
): { facilities: string[]; petsAllowed: boolean } {
  return {
    facilities: facilities.filter((facility) => facility !== PETS_FACILITY_ID),
    petsAllowed: petsAllowed === true || facilities.includes(PETS_FACILITY_ID),
  };
}

function placeOf(filters: {
  cityId?: number;
  poiId?: number;
  departmentId?: number;
  regionId?: number;
  touristicId?: number;
  countryId?: number;
  seaResortId?: number;
  skiResortId?: number;
}): SearchQuery['place'] {
  // The most precise place wins when several are sent.
  if (filters.poiId !== undefined) return { kind: 'poi', id: filters.poiId };
  if (filters.cityId !== undefined) return { kind: 'city', id: filters.cityId };
  if (filters.seaResortId !== undefined) return { kind: 'seaResort', id: filters.seaResortId };
  if (filters.skiResortId !== undefined) return { kind: 'skiResort', id: filters.skiResortId };
  if (filters.departmentId !== undefined) return { kind: 'department', id: filters.departmentId };
  if (filters.touristicId !== undefined) return { kind: 'touristic', id: filters.touristicId };
  if (filters.regionId !== undefined) return { kind: 'region', id: filters.regionId };
  if (filters.countryId !== undefined) return { kind: 'country', id: filters.countryId };
  return null;
}

export function searchQueryFromBody(body: OffersRequestBody): SearchQuery {
  const property = body.filters.property;
  const offer = body.filters.offer;
  const pets = splitPets(property.facilities ?? [], property.petsAllowed);
  const hasPoint = property.latitude !== undefined && property.longitude !== undefined;
  const giftPrice = body.filters.gift?.singleVoucher?.price;
  return {
    locale: body.locale,
    flow: body.flow,
    place: placeOf(property),
    point: hasPoint ? { lat: property.latitude!, lng: property.longitude! } : null,
    minDistanceKm: property.minDistance ?? null,
    maxDistanceKm: property.maxDistance ?? null,
    hotelId: property.hotelId ?? null,
    excludedHotelIds: property.excludedHotelIds ?? [],
    stars: property.stars ?? [],
    minScore: property.minHotelReviewScore ?? null,
    facilities: pets.facilities,
    petsAllowed: pets.petsAllowed,
    hotelTypes: property.hotelTypes ?? [],
    hotelEnvironments: property.hotelEnvironments ?? [],
    hotelStyles: property.hotelStyles ?? [],
    priceMin: offer.price?.min ?? null,
    priceMax: offer.price?.max ?? null,
    giftPriceMin: giftPrice?.min ?? null,
    giftPriceMax: giftPrice?.max ?? null,
    giftNights: body.filters.gift?.nights ?? GIFT_NIGHTS_IN_RESULTS,
    tags: offer.tags ?? [],
    themeIds: offer.categories?.themeIds ?? [],
    checkin: offer.date?.checkin ?? null,
    nights: offer.date?.nights ?? null,
    pax: {
      adults: offer.familyComposition.adults,
      children: offer.familyComposition.children,
      babies: offer.familyComposition.babies,
    },
    singleRoom: offer.familyComposition.singleRoom,
    sort: body.sorting.orderBy,
    page: body.pagination.page,
    limit: body.pagination.limit,
    performMapSearch: body.performMapSearch === true,
    mapGrid: body.mapGrid
      ? { columns: body.mapGrid.columns, rows: body.mapGrid.rows, area: body.mapGrid.area ?? null }
      : null,
    giftableOnly: body.performGiftableSearch === true || body.flow === 'gifting',
    packagesPerHotel:
      body.numberOfPackagesPerHotel ?? (property.hotelId !== undefined ? null : DEFAULT_PACKAGES_PER_HOTEL),
  };
}

/** The flat query of GET /api/offers.json and /api/facets.json, after schema validation. */
export interface FlatSearchParams {
  locale: Locale;
  flow?: Flow;
  cityId?: number;
  city?: number;
  poiId?: number;
  poi?: number;
  departmentId?: number;
  department?: number;
  regionId?: number;
  region?: number;
  countryId?: number;
  country?: number;
  touristicId?: number;
  touristicregion?: number;
  seaResortId?: number;
  searesort?: number;
  skiResortId?: number;
  skiresort?: number;
  lat?: number;
  latitude?: number;
  lng?: number;
  longitude?: number;
  distanceMin?: number;
  minDistance?: number;
  distanceMax?: number;
  maxDistance?: number;
  hotelId?: number;
  excludedHotelIds?: string;
  stars?: string;
  hotelScore?: number;
  minHotelReviewScore?: number;
  facilities?: string;
  petsAllowed?: boolean;
  hotelTypes?: string;
  hotelType?: string;
  hotelEnvironments?: string;
  hotelEnvironment?: string;
  hotelStyles?: string;
  hotelStyle?: string;
  priceMin?: number;
  priceMax?: number;
  singleVoucherPriceMin?: number;
  singleVoucherPriceMax?: number;
  giftNights?: number;
  tags?: string;
  theme?: number;
  themeId?: number;
  themeIds?: string;
  checkin?: string;
  night?: number;
  nights?: number;
  adult?: number;
  adults?: number;
  child?: number;
  children?: number;
  baby?: number;
  babies?: number;
  singleRoom?: boolean;
  orderBy?: SortOption;
  sort?: SortOption;
  page?: number;
  limit?: number;
  performMapSearch?: boolean;
  performGiftableSearch?: boolean;
  numberOfPackagesPerHotel?: number;
}

const numbers = (list: string | undefined): number[] => (list ? list.split(',').filter(Boolean).map(Number) : []);
const strings = (list: string | undefined): string[] =>
  list
    ? list
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

export function searchQueryFromFlat(params: FlatSearchParams): SearchQuery {
  const pets = splitPets(strings(params.facilities), params.petsAllowed);
  const lat = params.lat ?? params.latitude;
  const lng = params.lng ?? params.longitude;
  const hotelId = params.hotelId ?? null;
  const adults = params.adults ?? params.adult ?? 2;
  const children = params.children ?? params.child ?? 0;
  const babies = params.babies ?? params.baby ?? 0;
  const theme = params.themeId ?? params.theme;
  const flow = params.flow ?? 'booking';
  return {
    locale: params.locale,
    flow,
    place: placeOf({
      cityId: params.cityId ?? params.city,
      poiId: params.poiId ?? params.poi,
      departmentId: params.departmentId ?? params.department,
      regionId: params.regionId ?? params.region,
      countryId: params.countryId ?? params.country,
      touristicId: params.touristicId ?? params.touristicregion,
      seaResortId: params.seaResortId ?? params.searesort,
      skiResortId: params.skiResortId ?? params.skiresort,
    }),
    point: lat !== undefined && lng !== undefined ? { lat, lng } : null,
    minDistanceKm: params.distanceMin ?? params.minDistance ?? null,
    maxDistanceKm: params.distanceMax ?? params.maxDistance ?? null,
    hotelId,
    excludedHotelIds: numbers(params.excludedHotelIds),
    stars: numbers(params.stars),
    minScore: params.minHotelReviewScore ?? params.hotelScore ?? null,
    facilities: pets.facilities,
    petsAllowed: pets.petsAllowed,
    hotelTypes: strings(params.hotelTypes ?? params.hotelType),
    hotelEnvironments: strings(params.hotelEnvironments ?? params.hotelEnvironment),
    hotelStyles: strings(params.hotelStyles ?? params.hotelStyle),
    priceMin: params.priceMin ?? null,
    priceMax: params.priceMax ?? null,
    giftPriceMin: params.singleVoucherPriceMin ?? null,
    giftPriceMax: params.singleVoucherPriceMax ?? null,
    giftNights: params.giftNights ?? GIFT_NIGHTS_IN_RESULTS,
    tags: numbers(params.tags),
    themeIds: theme !== undefined ? [theme] : numbers(params.themeIds),
    checkin: params.checkin ?? null,
    nights: params.nights ?? params.night ?? (params.checkin ? 1 : null),
    pax: { adults, children, babies },
    singleRoom: params.singleRoom ?? (children > 0 || babies > 0),
    sort: params.orderBy ?? params.sort ?? 'priceQuality',
    page: params.page ?? 0,
    limit: params.limit ?? DEFAULT_PAGE_SIZE,
    performMapSearch: params.performMapSearch === true,
    mapGrid: null,
    giftableOnly: params.performGiftableSearch === true || flow === 'gifting',
    packagesPerHotel: params.numberOfPackagesPerHotel ?? (hotelId !== null ? null : DEFAULT_PACKAGES_PER_HOTEL),
  };
}

/**
 * The search a suggestion relaxes (the exact search of the results page), sent beside the
 * suggestion's own criteria under the same flat names with this prefix: `excludedSearch.cityId`,
 * `excludedSearch.themeIds`… Every hotel that search matches, on any of its pages, is left out of
 * the suggestion, so suggestions never repeat an exact result.
 */
export const EXCLUDED_SEARCH_PREFIX = 'excludedSearch.';

/**
 * The excluded search of a flat query, read from the criteria `names` (validated ones only); null
 * when none is sent. It is read in the query's locale and, unless it says otherwise, in its flow.
 */
export function excludedSearchOf(
  params: FlatSearchParams & Record<string, unknown>,
  names: readonly (keyof FlatSearchParams)[],
): SearchQuery | null {
  const criteria: Partial<Record<keyof FlatSearchParams, unknown>> = {};
  let sent = false;
  for (const name of names) {
    const value = params[`${EXCLUDED_SEARCH_PREFIX}${name}`];
    if (value === undefined) continue;
    criteria[name] = value;
    sent = true;
  }
  if (!sent) return null;
  return searchQueryFromFlat({ flow: params.flow, ...(criteria as Partial<FlatSearchParams>), locale: params.locale });
}
