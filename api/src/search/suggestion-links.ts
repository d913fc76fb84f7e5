/**
 * Suggestion links under the search results: other searches
 * close to this one — nearby cities that have stays, and themes with their stay counts in the area.
 */
import { languageOf } from '@escapade/shared-contracts/locales';
import type { Catalogue } from '../catalogue/catalogue';
import type { RoomHolds } from '../pricing/stay-bookability';
import { computeFacets } from './offer-facets';
import { collectCandidateColumns } from './offer-search';
import { distanceKm } from './geo-distance';
import type { SearchQuery } from './search-query';

export interface SuggestionLinks {
  cities: { id: number; label: string; offerCount: number }[];
  themes: { id: number; label: string; offerCount: number }[];
}

/** Nearby city links shown at most. */
export const NEARBY_CITY_LINKS = 8;

export function suggestionLinks(
  catalogue: Catalogue,
  query: SearchQuery,
  holds: RoomHolds,
  limit: number = NEARBY_CITY_LINKS,
): SuggestionLinks {
  const language = languageOf(query.locale);
  // Themes: the same search without its theme, counted by theme (hotels, as the facets count).
  const columns = collectCandidateColumns(catalogue, { ...query, themeIds: [] }, holds);
  const { area } = columns;
  const themeGroup = computeFacets(columns, ['theme'], language, true)[0];
  const themes = (themeGroup?.values ?? [])
    .filter((value) => value.count > 0 && !query.themeIds.includes(Number(value.id)))
    .map((value) => ({ id: Number(value.id), label: value.name ?? String(value.id), offerCount: value.count }));

  // Cities with published stays (giftable ones in the gifting flow), by hotel count.
  const hotelsByCity = new Map<number, Set<number>>();
  for (const row of catalogue.rows) {
    if (!row.offer.published || (query.giftableOnly && !row.offer.giftable)) continue;
    const hotels = hotelsByCity.get(row.city.id) ?? new Set<number>();
    hotels.add(row.hotel.id);
    hotelsByCity.set(row.city.id, hotels);
  }
  const currentCityId = query.place?.kind === 'city' ? query.place.id : null;
  const inArea = [...hotelsByCity.keys()]
    .map((id) => catalogue.cities.get(id)!)
    .filter((city) => city.id !== currentCityId)
    .filter((city) => {
      if (!area.known) return false;
      if (area.centre) return true;
      // Department, region or country searches: their own cities.
      const kind = query.place?.kind;
      if (kind === 'department') return city.departmentId === query.place!.id;
      if (kind === 'region') return city.regionId === query.place!.id;
      if (kind === 'country') return city.countryId === query.place!.id;
      return true;
    });
  const centre = area.centre;
  const ordered = centre
    ? inArea.sort(
        (a, b) =>
          distanceKm(centre.lat, centre.lng, a.lat, a.lng) - distanceKm(centre.lat, centre.lng, b.lat, b.lng) ||
          a.id - b.id,
      )
    : inArea.sort((a, b) => b.population - a.population || a.id - b.id);
  const cities = ordered
    .slice(0, limit)
    .map((city) => ({ id: city.id, label: city.labels[language], offerCount: hotelsByCity.get(city.id)!.size }));
  return { cities, themes };
}
