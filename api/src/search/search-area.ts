/**
 * Where a search looks: a city or point of interest with 30 km around it, a department, region
 * or country by hierarchy, or a radius around coordinates.
 */
import type { Catalogue, SearchRow } from '../catalogue/catalogue';
import type { Labels } from '../vocabulary/labels';
import type { SearchQuery } from './search-query';

/** A search by city also covers 30 km around the city. */
export const AROUND_RADIUS_KM = 30;

export interface HierarchyEntry {
  type: 'region' | 'country';
  id: number;
  labels: Labels;
}

export interface SearchArea {
  /** False when the place id is unknown: the search then matches nothing. */
  known: boolean;
  destination: { kind: string; id: number; labels: Labels } | null;
  /** The point distances are measured from. */
  centre: { lat: number; lng: number } | null;
  radius: { min: number; max: number } | null;
  hierarchy: HierarchyEntry[];
  cityId: number | null;
  /** Hierarchy constraint (department, region, country), or null. */
  test: ((row: SearchRow) => boolean) | null;
}

export function resolveSearchArea(catalogue: Catalogue, query: SearchQuery): SearchArea {
  const radius = (): { min: number; max: number } => ({
    min: query.minDistanceKm ?? 0,
    max: query.maxDistanceKm ?? AROUND_RADIUS_KM,
  });
  const hierarchyOf = (regionId: number | null, countryId: number): HierarchyEntry[] => {
    const entries: HierarchyEntry[] = [];
    const country = catalogue.countries.get(countryId);
    if (country) entries.push({ type: 'country', id: country.id, labels: country.labels });
    const region = regionId !== null ? catalogue.regions.get(regionId) : undefined;
    if (region) entries.push({ type: 'region', id: region.id, labels: region.labels });
    return entries;
  };
  const unknown: SearchArea = {
    known: false,
    destination: null,
    centre: null,
    radius: null,
    hierarchy: [],
    cityId: null,
    test: null,
  };
  const pointArea = (test: SearchArea['test']): Pick<SearchArea, 'centre' | 'radius' | 'test'> =>
    query.point ? { centre: query.point, radius: radius(), test } : { centre: null, radius: null, test };

  const place = query.place;
  if (!place) {
    return { known: true, destination: null, hierarchy: [], cityId: null, ...pointArea(null) };
  }
  switch (place.kind) {
    case 'city': {
      const city = catalogue.cities.get(place.id);
      if (!city) return unknown;
      return {
        known: true,
        destination: { kind: 'city', id: city.id, labels: city.labels },
        centre: { lat: city.lat, lng: city.lng },
        radius: radius(),
        hierarchy: hierarchyOf(city.regionId, city.countryId),
        cityId: city.id,
        test: null,
      };
    }
    case 'poi': {
      const poi = catalogue.pois.get(place.id);
      if (!poi) return unknown;
      return {
        known: true,
        destination: { kind: 'poi', id: poi.id, labels: poi.labels },
        centre: { lat: poi.lat, lng: poi.lng },
        radius: radius(),
        hierarchy: hierarchyOf(poi.regionId, poi.countryId),
        cityId: null,
        test: null,
      };
    }
    case 'department': {
      const department = catalogue.departments.get(place.id);
      if (!department) return unknown;
      return {
        known: true,
        destination: { kind: 'department', id: department.id, labels: department.labels },
        hierarchy: hierarchyOf(department.regionId, department.countryId),
        cityId: null,
        ...pointArea((row) => row.departmentId === department.id),
      };
    }
    case 'region': {
      const region = catalogue.regions.get(place.id);
      if (!region) return unknown;
      return {
        known: true,
        destination: { kind: 'region', id: region.id, labels: region.labels },
        hierarchy: hierarchyOf(region.id, region.countryId),
        cityId: null,
        ...pointArea((row) => row.regionId === region.id),
      };
    }
    case 'country': {
      const country = catalogue.countries.get(place.id);
      if (!country) return unknown;
      return {
        known: true,
        destination: { kind: 'country', id: country.id, labels: country.labels },
        hierarchy: hierarchyOf(null, country.id),
        cityId: null,
        ...pointArea((row) => row.countryId === country.id),
      };
    }
    default:
      // Touristic regions, sea and ski resorts are not in this catalogue.
      return unknown;
  }
}
