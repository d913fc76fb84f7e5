/** Turns the hand-written geography into records with stable numeric ids. */
import type {
  CityRecord,
  CountryRecord,
  DepartmentRecord,
  PoiRecord,
  RegionRecord,
} from '../catalogue/catalogue-records';
import { CITIES, COUNTRIES, DEPARTMENTS, POIS, REGIONS, type CitySeed } from './geography-data';

/** Id ranges keep the categories apart: city 10001 can never be mistaken for region 101. */
export const ID_BASE = { country: 1, region: 101, department: 1001, city: 10001, poi: 50001 } as const;

export interface Geography {
  countries: CountryRecord[];
  regions: RegionRecord[];
  departments: DepartmentRecord[];
  cities: CityRecord[];
  pois: PoiRecord[];
  /** The seed of each city record, same order as `cities`. */
  citySeeds: readonly CitySeed[];
}

export function generateGeography(): Geography {
  const countryIdByCode = new Map(COUNTRIES.map((country, index) => [country.code, ID_BASE.country + index]));
  const regionIdByKey = new Map(REGIONS.map((region, index) => [region.key, ID_BASE.region + index]));
  const departmentIdByKey = new Map(
    DEPARTMENTS.map((department, index) => [department.key, ID_BASE.department + index]),
  );
  const regionOfDepartment = new Map(DEPARTMENTS.map((department) => [department.key, department.region]));
  const countryOfRegion = new Map(REGIONS.map((region) => [region.key, region.country]));

  const cities: CityRecord[] = CITIES.map((seed, index) => {
    const regionKey = required(regionOfDepartment.get(seed.department), `department ${seed.department}`);
    const countryCode = required(countryOfRegion.get(regionKey), `region ${regionKey}`);
    return {
      id: ID_BASE.city + index,
      departmentId: required(departmentIdByKey.get(seed.department), seed.department),
      regionId: required(regionIdByKey.get(regionKey), regionKey),
      countryId: required(countryIdByCode.get(countryCode), countryCode),
      labels: seed.labels,
      lat: seed.lat,
      lng: seed.lng,
      population: seed.population,
      zipCode: seed.zipCode,
    };
  });

  // Areas are centred on the cities they hold, so "around the department" means something.
  const centreOf = (members: readonly CityRecord[], fallback: { lat: number; lng: number }) =>
    members.length === 0
      ? { lat: fallback.lat, lng: fallback.lng }
      : {
          lat: round4(members.reduce((sum, city) => sum + city.lat, 0) / members.length),
          lng: round4(members.reduce((sum, city) => sum + city.lng, 0) / members.length),
        };

  const countries: CountryRecord[] = COUNTRIES.map((seed, index) => ({
    id: ID_BASE.country + index,
    code: seed.code,
    labels: seed.labels,
    lat: seed.lat,
    lng: seed.lng,
  }));
  const countryById = new Map(countries.map((country) => [country.id, country]));

  const regions: RegionRecord[] = REGIONS.map((seed, index) => {
    const id = ID_BASE.region + index;
    const countryId = required(countryIdByCode.get(seed.country), seed.country);
    const centre = centreOf(
      cities.filter((city) => city.regionId === id),
      countryById.get(countryId)!,
    );
    return { id, countryId, labels: seed.labels, ...centre };
  });
  const regionById = new Map(regions.map((region) => [region.id, region]));

  const departments: DepartmentRecord[] = DEPARTMENTS.map((seed, index) => {
    const id = ID_BASE.department + index;
    const regionId = required(regionIdByKey.get(seed.region), seed.region);
    const region = regionById.get(regionId)!;
    const centre = centreOf(
      cities.filter((city) => city.departmentId === id),
      region,
    );
    return { id, regionId, countryId: region.countryId, code: seed.code, labels: seed.labels, ...centre };
  });

  const pois: PoiRecord[] = POIS.map((seed, index) => {
    const regionId = required(regionIdByKey.get(seed.region), seed.region);
    return {
      id: ID_BASE.poi + index,
      regionId,
      countryId: regionById.get(regionId)!.countryId,
      labels: seed.labels,
      lat: seed.lat,
      lng: seed.lng,
    };
  });

  return { countries, regions, departments, cities, pois, citySeeds: CITIES };
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Geography data refers to an unknown ${what}`);
  return value;
}

function round4(value: number): number {
  return Math.round(value * 10000) / 10000;
}
