/** The places above a city, widest first (country, region, department, city), as a page's breadcrumb. */
import type { Language } from '@escapade/shared-contracts/locales';
import type { Catalogue } from '../catalogue/catalogue';
import type { CityRecord } from '../catalogue/catalogue-records';
import type { Labels } from '../vocabulary/labels';

export type PlaceType = 'country' | 'region' | 'department' | 'city';

export interface BreadCrumbEntry {
  label: string;
  placeType: PlaceType;
  placeId: number;
}

export function placeBreadCrumb(catalogue: Catalogue, city: CityRecord, language: Language): BreadCrumbEntry[] {
  const places: { placeType: PlaceType; place: { id: number; labels: Labels } | undefined }[] = [
    { placeType: 'country', place: catalogue.countries.get(city.countryId) },
    { placeType: 'region', place: catalogue.regions.get(city.regionId) },
    { placeType: 'department', place: catalogue.departments.get(city.departmentId) },
    { placeType: 'city', place: city },
  ];
  return places.flatMap(({ placeType, place }) =>
    place ? [{ label: place.labels[language], placeType, placeId: place.id }] : [],
  );
}
