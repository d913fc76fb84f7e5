/** Hotels placed around the real cities, with their rooms. */
import type { Language } from '@escapade/shared-contracts/locales';
import type { CityRecord, GeneratedHotelRecord, HotelRecord, RoomRecord } from '../catalogue/catalogue-records';
import { ECO_FACILITIES, ROOM_KINDS } from '../vocabulary/hotel-attributes';
import type { Geography } from './generate-geography';
import type { CitySeed, CountryCode } from './geography-data';
import type { Random } from './prng';
import { hotelDescription } from './stay-texts';
import { NAMING_WORDS } from './word-lists';

export const HOTEL_ID_BASE = 1001;
const DEFAULT_MAX_JITTER_KM = 25;
const KM_PER_DEGREE = 111.32;

const TYPE_WEIGHTS_BY_ENVIRONMENT: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  city: [
    ['hotel', 80],
    ['guesthouse', 12],
    ['castle', 2],
    ['resort', 6],
  ],
  countryside: [
    ['hotel', 35],
    ['guesthouse', 30],
    ['castle', 15],
    ['resort', 8],
    ['lodge', 12],
  ],
  seaside: [
    ['hotel', 55],
    ['guesthouse', 10],
    ['castle', 3],
    ['resort', 25],
    ['lodge', 7],
  ],
  mountain: [
    ['hotel', 45],
    ['guesthouse', 15],
    ['castle', 5],
    ['resort', 15],
    ['lodge', 20],
  ],
  lake: [
    ['hotel', 50],
    ['guesthouse', 15],
    ['castle', 10],
    ['resort', 15],
    ['lodge', 10],
  ],
};

/** Tourist tax per adult per night (cents), by country. */
const LOCAL_TAX_RANGE: Readonly<Record<CountryCode, readonly [number, number]>> = {
  FR: [80, 300],
  ES: [0, 250],
  IT: [150, 500],
  BE: [150, 400],
  NL: [200, 450],
};

export interface HotelsAndRooms {
  hotels: GeneratedHotelRecord[];
  rooms: RoomRecord[];
}

export function generateHotels(random: Random, geography: Geography, hotelCount: number): HotelsAndRooms {
  const counts = hotelsPerCity(geography.cities, hotelCount);
  const countryCodeById = new Map(geography.countries.map((country) => [country.id, country.code]));
  const usedNames = new Set<string>();
  const hotels: GeneratedHotelRecord[] = [];
  const rooms: RoomRecord[] = [];

  geography.cities.forEach((city, cityIndex) => {
    const seed = geography.citySeeds[cityIndex]!;
    const countryCode = countryCodeById.get(city.countryId)!;
    for (let n = 0; n < counts[cityIndex]!; n++) {
      const hotel = generateHotel(random, city, seed, countryCode, HOTEL_ID_BASE + hotels.length, usedNames);
      hotels.push(hotel);
      rooms.push(...generateRooms(random, hotel, rooms.length + 1));
    }
  });
  return { hotels, rooms };
}

/** Bigger cities get more hotels, but every city gets a few (√population plus a floor). */
function hotelsPerCity(cities: readonly CityRecord[], total: number): number[] {
  const weights = cities.map((city) => Math.sqrt(city.population) + 120);
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((weight) => (weight / sum) * total);
  const counts = raw.map((value) => Math.max(4, Math.floor(value)));
  // Hand out what flooring lost, largest remainders first.
  let missing = total - counts.reduce((a, b) => a + b, 0);
  const order = raw
    .map((value, index) => [value - Math.floor(value), index] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let i = 0; missing > 0; i = (i + 1) % order.length, missing--) counts[order[i]![1]]! += 1;
  return counts;
}

function generateHotel(
  random: Random,
  city: CityRecord,
  seed: CitySeed,
  countryCode: CountryCode,
  id: number,
  usedNames: Set<string>,
): GeneratedHotelRecord {
  const placement = placeAroundCity(random, city, seed);
  const environment = placement.environment;
  const hotelType = random.weighted(TYPE_WEIGHTS_BY_ENVIRONMENT[environment]!);
  let stars: number = random.weighted([
    [2, 12],
    [3, 40],
    [4, 36],
    [5, 12],
  ] as const);
  if (hotelType === 'castle') stars = Math.max(stars, 3);
  if (hotelType === 'guesthouse' || hotelType === 'lodge') stars = Math.min(stars, 4);
  const style =
    stars === 5 && random.chance(0.6)
      ? 'luxury'
      : random.weighted([
          ['charming', 30],
          ['design', 20],
          ['traditional', 25],
          ['family', 20],
          ['luxury', stars >= 4 ? 8 : 0],
        ] as const);

  const facilities = pickFacilities(random, { environment, hotelType, stars, style, countryCode });
  const language: Language =
    countryCode === 'FR'
      ? 'fr'
      : countryCode === 'ES'
        ? 'es'
        : countryCode === 'IT'
          ? 'it'
          : countryCode === 'NL'
            ? 'nl'
            : (seed.naming ?? random.pick(['fr', 'nl'] as const));
  const name = uniqueName(random, language, hotelType, city, usedNames);
  const words = NAMING_WORDS[language];
  const ecoCount = random.chance(0.15) ? random.int(8, ECO_FACILITIES.length) : random.int(0, 6);
  const petsAllowed = random.chance(0.35);
  const [taxMin, taxMax] = LOCAL_TAX_RANGE[countryCode];
  const reviewAverage =
    Math.round(Math.min(9.9, Math.max(6, 6.2 + stars * 0.45 + (random.next() - 0.5) * 2.2)) * 10) / 10;

  return {
    id,
    cityId: city.id,
    name,
    lat: placement.lat,
    lng: placement.lng,
    address: words.formatAddress(random.int(1, 180), random.pick(words.streets)),
    zipCode: city.zipCode,
    distanceToCityKm: Math.round(placement.distanceKm * 10) / 10,
    stars,
    reviewAverage,
    reviewCount: Math.round(5 + random.next() ** 2 * 1200),
    hotelType,
    environment,
    style,
    facilities,
    ecoFacilities: random
      .sample(ECO_FACILITIES, ecoCount)
      .map((facility) => facility.id)
      .sort(),
    petsAllowed,
    petsPrice: petsAllowed ? random.pick([0, 1000, 1500, 2000]) : 0,
    petsMaxWeightKg: petsAllowed ? random.pick([10, 15, 20, 30]) : 0,
    localTaxPerNight: Math.round(random.int(taxMin, taxMax) / 10) * 10,
    checkinTime: random.pick(['15:00', '15:00', '16:00']),
    checkoutTime: random.pick(['11:00', '11:00', '12:00']),
    descriptions: hotelDescription({
      name,
      hotelType,
      stars,
      environment,
      style,
      facilities,
      distanceToCityKm: placement.distanceKm,
      cityLabels: city.labels,
    }),
    images: [
      { kind: 'hotel', seed: random.int(1, 999_999) },
      { kind: 'hotel', seed: random.int(1, 999_999) },
      { kind: 'city', seed: city.id },
    ],
  };
}

interface Placement {
  lat: number;
  lng: number;
  distanceKm: number;
  environment: string;
}

/** Within ~25 km of the centre, never towards the open sea; close to the centre more often. */
function placeAroundCity(random: Random, city: CityRecord, seed: CitySeed): Placement {
  const maxKm = seed.maxJitterKm ?? DEFAULT_MAX_JITTER_KM;
  let environment: string;
  let distanceKm: number;
  let bearing = random.next() * 360;

  if (seed.seaBearing !== undefined && random.chance(0.35)) {
    // Along the coast, on either side of the centre.
    environment = 'seaside';
    distanceKm = 0.4 + random.next() * Math.min(6, maxKm);
    bearing = seed.seaBearing + (random.chance(0.5) ? 90 : -90) + (random.next() - 0.5) * 30;
  } else if (random.chance(0.4)) {
    distanceKm = random.next() * 3;
    environment =
      seed.landscape === 'mountain' && random.chance(0.5)
        ? 'mountain'
        : seed.landscape === 'lake' && random.chance(0.4)
          ? 'lake'
          : 'city';
  } else {
    distanceKm = 3 + (maxKm - 3) * random.next() ** 1.3;
    environment = seed.landscape ?? (random.chance(0.1) ? 'lake' : 'countryside');
    if (seed.landscape === 'lake' && random.chance(0.4)) environment = 'mountain';
  }
  if (
    seed.seaBearing !== undefined &&
    environment !== 'seaside' &&
    distanceKm > 1 &&
    angleBetween(bearing, seed.seaBearing) < 80
  ) {
    bearing += 180;
  }
  const radians = (bearing * Math.PI) / 180;
  const lat = city.lat + (distanceKm * Math.cos(radians)) / KM_PER_DEGREE;
  const lng = city.lng + (distanceKm * Math.sin(radians)) / (KM_PER_DEGREE * Math.cos((city.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5, distanceKm, environment };
}

function angleBetween(a: number, b: number): number {
  const difference = Math.abs((((a - b) % 360) + 360) % 360);
  return difference > 180 ? 360 - difference : difference;
}

interface FacilityContext {
  environment: string;
  hotelType: string;
  stars: number;
  style: string;
  countryCode: CountryCode;
}

function pickFacilities(random: Random, context: FacilityContext): string[] {
  const { environment, hotelType, stars, countryCode } = context;
  const upscale = stars >= 4;
  const chances: [string, number][] = [
    ['wifi', 0.97],
    ['parking', environment === 'city' ? 0.45 : 0.9],
    ['restaurant', 0.35 + stars * 0.12],
    ['spa', hotelType === 'resort' ? 0.9 : upscale ? 0.55 : 0.15],
    ['pool', hotelType === 'resort' ? 0.9 : environment === 'seaside' ? 0.65 : upscale ? 0.4 : 0.2],
    ['bar', 0.3 + stars * 0.1],
    ['fitness', upscale ? 0.5 : 0.15],
    ['garden', environment === 'countryside' || hotelType === 'guesthouse' || hotelType === 'castle' ? 0.8 : 0.3],
    ['air-conditioning', countryCode === 'ES' || countryCode === 'IT' ? 0.85 : 0.4],
    ['ev-charging', 0.3],
    ['accessible', 0.5],
  ];
  const facilities = chances.filter(([, chance]) => random.chance(chance)).map(([id]) => id);
  if (facilities.includes('spa') && random.chance(0.6)) facilities.push('sauna');
  return facilities;
}

function uniqueName(
  random: Random,
  language: Language,
  hotelType: string,
  city: CityRecord,
  used: Set<string>,
): string {
  const words = NAMING_WORDS[language];
  const prefix = random.pick(words.prefixes[hotelType] ?? words.prefixes.hotel!);
  const suffix = random.pick(words.suffixes);
  let name = hotelType === 'resort' && random.chance(0.5) ? `${prefix} ${suffix} & Spa` : `${prefix} ${suffix}`;
  if (used.has(name)) name = `${name} ${city.labels[language]}`;
  for (let n = 2; used.has(name); n++) name = `${prefix} ${suffix} ${city.labels[language]} ${n}`;
  used.add(name);
  return name;
}

function generateRooms(random: Random, hotel: HotelRecord, firstId: number): RoomRecord[] {
  const kinds = new Set<string>([random.pick(['classic', 'superior'])]);
  if (random.chance(0.6)) kinds.add(random.pick(['superior', 'view']));
  if (hotel.stars >= 4 && random.chance(0.6)) kinds.add('junior-suite');
  if (hotel.style === 'family' || random.chance(0.35)) kinds.add('family');
  return ROOM_KINDS.filter((kind) => kinds.has(kind.id)).map((kind, index) => ({
    id: firstId + index,
    hotelId: hotel.id,
    kind: kind.id,
    sizeM2: random.int(kind.sizeM2[0], kind.sizeM2[1]),
    images: [{ kind: 'room', seed: random.int(1, 999_999) }],
  }));
}
