import { clearFilters, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { FIXED_THEMATIC_IDS } from './results-constants';

/** Another city with the same dates, travellers and theme; filters and distance left behind. */
export function cityCriteria(criteria: SearchCriteria, cityId: number): SearchCriteria {
  const { lat: _lat, lng: _lng, hotel: _hotel, hotelId: _hotelId, sort, ...rest } = clearFilters(criteria);
  // Distance sort needs coordinates, which a city search does not carry.
  return { ...rest, places: { city: String(cityId) }, ...(sort && sort !== 'distance' ? { sort } : {}) };
}

/** The same search with another theme (page dropped). */
export function themeCriteria(criteria: SearchCriteria, themeId: number): SearchCriteria {
  return { ...criteria, theme: themeId, page: 0 };
}

/** The reduced-thematics variation limits thematics to the fixed list ids. */
export function visibleThemes<T extends { id: number }>(themes: readonly T[], reducedThematics: boolean): T[] {
  return reducedThematics ? themes.filter((theme) => FIXED_THEMATIC_IDS.includes(theme.id)) : [...themes];
}

/** The query of the suggestion-links call for a search. */
export function suggestionLinksParams(criteria: SearchCriteria, locale: string): Record<string, string> {
  const query: Record<string, string> = { locale, flow: criteria.flow };
  const { places } = criteria;
  if (places.poi) query.poiId = places.poi;
  else if (places.city) query.cityId = places.city;
  else if (places.department) query.departmentId = places.department;
  else if (places.region) query.regionId = places.region;
  else if (places.country) query.countryId = places.country;
  else if (criteria.lat !== undefined && criteria.lng !== undefined) {
    query.lat = String(criteria.lat);
    query.lng = String(criteria.lng);
  }
  if (criteria.theme !== undefined) query.themeId = String(criteria.theme);
  return query;
}
