/**
 * The query of the filter bar's facets call.
 * Beside the filters, the search itself (place, dates, travellers, theme, flow) is
 * sent so the counts are those of this search.
 */
import type { Locale } from '@escapade/shared-contracts/locales';
import { STAY_FILTER_FACETS } from '@escapade/shared-contracts/offers-request';
import { giftNightsAsked, PLACE_KEYS, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { FACETS_ORDER_BY, PETS_FACILITY } from './filter-constants';
import type { FilterState } from './filter-state';

export interface FacetsQueryOptions {
  locale: Locale;
  /** The searched point: the criteria's coordinates, or the place's from the last search. */
  position: { lat: number; lng: number } | null;
}

const PLACE_PARAM: Readonly<Record<(typeof PLACE_KEYS)[number], string>> = {
  city: 'cityId',
  country: 'countryId',
  department: 'departmentId',
  region: 'regionId',
  poi: 'poiId',
  skiresort: 'skiResortId',
  searesort: 'seaResortId',
  touristicregion: 'touristicId',
};

export function facetsParams(
  criteria: SearchCriteria,
  filters: FilterState,
  { locale, position }: FacetsQueryOptions,
): Record<string, string> {
  const query: Record<string, string> = {
    locale,
    flow: criteria.flow,
    orderBy: FACETS_ORDER_BY,
    withNames: 'true',
    withActivities: 'true',
    propertiesRequested: STAY_FILTER_FACETS.join(','),
  };
  const put = (key: string, value: string | number | undefined | null) => {
    if (value !== undefined && value !== null && value !== '') query[key] = String(value);
  };
  const list = (key: string, values: readonly (string | number)[]) => {
    if (values.length > 0) query[key] = values.join(',');
  };

  for (const key of PLACE_KEYS) put(PLACE_PARAM[key], criteria.places[key]);
  put('hotelId', criteria.hotelId);
  put('themeId', criteria.theme);
  if (criteria.flow !== 'gifting' && criteria.checkin && criteria.night) {
    put('checkin', criteria.checkin);
    put('nights', criteria.night);
  }
  const gifting = criteria.flow === 'gifting';
  put('adults', gifting && criteria.giftAdults !== undefined ? criteria.giftAdults : criteria.adults);
  // The price filter's bounds are the gift stay's prices for its nights, as the results show them.
  put('giftNights', giftNightsAsked(criteria));
  put('children', criteria.children);
  put('babies', criteria.babies);

  list('hotelType', filters.hotelTypes);
  list('hotelEnvironment', filters.hotelEnvironments);
  list('hotelStyle', filters.hotelStyles);
  list('stars', filters.stars);
  put('minHotelReviewScore', filters.score);
  // In the gifting flow the price goes to the single voucher price.
  put(gifting ? 'singleVoucherPriceMin' : 'priceMin', filters.price.min);
  put(gifting ? 'singleVoucherPriceMax' : 'priceMax', filters.price.max);
  list(
    'facilities',
    filters.facilities.filter((facility) => facility !== PETS_FACILITY),
  );
  if (filters.facilities.includes(PETS_FACILITY)) put('petsAllowed', 'true');
  // Distance and position only when the distance is active, bounded and a position is known: the
  // 30 km a city search covers by itself needs neither.
  const bounded = filters.distance.min !== null || filters.distance.max !== null;
  if (filters.isDistanceActive && bounded && position) {
    put('distanceMin', filters.distance.min);
    put('distanceMax', filters.distance.max);
    put('lat', position.lat);
    put('lng', position.lng);
  }
  list('tags', filters.activities);
  return query;
}
