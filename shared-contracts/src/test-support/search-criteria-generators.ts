/** Generators and invariant checks for the search-criteria property tests. */
import { SORT_OPTIONS } from '../offers-request';
import { FLOWS } from '../routes';
import {
  addNights,
  defaultSearchCriteria,
  HOTEL_SCORE_LIMITS,
  NIGHTS_LIMITS,
  PAX_LIMITS,
  PLACE_KEYS,
  paxLimitsFor,
  sortOptionsFor,
  type SearchCriteria,
} from '../search-criteria';
import type { Random } from './seeded-random';

/** Text that survives the URL untouched: letters, symbols that need encoding, accents, emoji. */
const TEXT_CHARACTERS = [
  'a',
  'Z',
  '0',
  '7',
  ' ',
  '%',
  '&',
  '=',
  '#',
  '?',
  '+',
  '/',
  ';',
  ':',
  '"',
  "'",
  'é',
  'ß',
  '漢',
  '😀',
  '\u00a0',
  '-',
  '_',
  '.',
  '~',
  ',',
];
const TOKEN_CHARACTERS = TEXT_CHARACTERS.filter((character) => character !== ',' && character.trim() !== '');

function text(random: Random, characters: readonly string[], maxLength: number): string {
  let value = '';
  const length = random.int(1, maxLength);
  for (let index = 0; index < length; index += 1) value += random.pick(characters);
  return value;
}

function uniqueTokens(random: Random, max: number): string[] {
  const tokens = new Set<string>();
  const count = random.int(0, max);
  for (let index = 0; index < count; index += 1) tokens.add(text(random, TOKEN_CHARACTERS, 8));
  tokens.delete('pets');
  return [...tokens];
}

function uniqueIntegers(random: Random, max: number, low: number, high: number): number[] {
  const values = new Set<number>();
  const count = random.int(0, max);
  for (let index = 0; index < count; index += 1) values.add(random.int(low, high));
  return [...values];
}

function randomNumber(random: Random, low: number, high: number): number {
  const shapes = [
    () => random.int(Math.ceil(low), Math.floor(high)),
    () => low + random.next() * (high - low),
    () => Math.round((low + random.next() * (high - low)) * 1000) / 1000,
  ];
  const value = random.pick(shapes)() + 0;
  return Math.min(Math.max(value, low), high);
}

/** yyyy-MM-dd of `now` (local calendar day) plus some days. */
export function localIsoDate(now: Date, plusDays = 0): string {
  const date = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + plusDays));
  return date.toISOString().slice(0, 10);
}

/** Any criteria `parseSearchCriteria` can produce (canonical: 'pets' last, derived fields consistent). */
export function randomValidCriteria(random: Random, now: Date): SearchCriteria {
  const flow = random.pick(FLOWS);
  const criteria = defaultSearchCriteria(flow);
  if (random.bool(0.3)) criteria.page = random.bool(0.9) ? random.int(0, 50) : random.int(0, Number.MAX_SAFE_INTEGER);
  if (random.bool(0.3)) criteria.from = random.bool() ? 'searchBar' : text(random, TEXT_CHARACTERS, 12);
  if (random.bool(0.6)) {
    const checkin = localIsoDate(now, random.bool(0.9) ? random.int(0, 400) : random.int(0, 2_000_000));
    const night = random.int(NIGHTS_LIMITS.min, random.bool(0.9) ? 14 : NIGHTS_LIMITS.max);
    const checkout = addNights(checkin, night);
    if (checkout) Object.assign(criteria, { checkin, checkout, night });
  }
  const pax = paxLimitsFor(flow);
  criteria.adults = random.int(pax.adults.min, pax.adults.max);
  criteria.children = random.bool(0.7) ? 0 : random.int(PAX_LIMITS.children.min, PAX_LIMITS.children.max);
  criteria.babies = random.bool(0.7) ? 0 : random.int(PAX_LIMITS.babies.min, PAX_LIMITS.babies.max);
  criteria.singleRoom = criteria.children + criteria.babies > 0;
  criteria.giftNights = random.bool(0.7) ? 1 : random.int(NIGHTS_LIMITS.min, NIGHTS_LIMITS.max);
  if (random.bool(0.2)) criteria.giftFormat = random.pick(['digital', 'physical'] as const);
  if (random.bool(0.2)) criteria.giftAdults = random.int(PAX_LIMITS.adults.min, PAX_LIMITS.adults.max);
  if (random.bool(0.3)) criteria.theme = random.int(1, random.bool() ? 100 : Number.MAX_SAFE_INTEGER);
  for (const key of random.subset(PLACE_KEYS, 3))
    criteria.places[key] = String(random.int(0, 10 ** random.int(1, 15) - 1));
  if (random.bool(0.2)) criteria.hotel = text(random, TEXT_CHARACTERS, 20);
  if (random.bool(0.2)) criteria.hotelId = String(random.int(1, 999_999));
  if (random.bool(0.3)) {
    criteria.lat = randomNumber(random, -90, 90);
    criteria.lng = randomNumber(random, -180, 180);
  }
  if (random.bool(0.3)) {
    const [low, high] = [randomNumber(random, 0, 500), randomNumber(random, 0, 500)].sort((a, b) => a - b) as [
      number,
      number,
    ];
    if (random.bool(0.8)) criteria.distanceMin = low;
    if (random.bool(0.8)) criteria.distanceMax = high;
  }
  if (random.bool(0.5)) criteria.sort = random.pick(sortOptionsFor(flow, criteria.lat !== undefined));
  criteria.hotelTypes = uniqueTokens(random, 3);
  criteria.hotelEnvironments = uniqueTokens(random, 3);
  criteria.hotelStyles = uniqueTokens(random, 3);
  criteria.stars = random.subset([1, 2, 3, 4, 5]);
  if (random.bool(0.3))
    criteria.hotelScore = random.pick([7, 8, 9, randomNumber(random, HOTEL_SCORE_LIMITS.min, HOTEL_SCORE_LIMITS.max)]);
  if (random.bool(0.3)) {
    const [low, high] = [random.int(0, 100_000), random.int(0, 100_000)].sort((a, b) => a - b) as [number, number];
    if (random.bool(0.8)) criteria.priceMin = low;
    if (random.bool(0.8)) criteria.priceMax = high;
  }
  criteria.facilities = uniqueTokens(random, 3);
  if (random.bool(0.3)) criteria.facilities.push('pets');
  criteria.tags = uniqueIntegers(random, 4, 0, random.bool() ? 500 : Number.MAX_SAFE_INTEGER);
  return criteria;
}

const GARBAGE_CHARACTERS = [
  ...TEXT_CHARACTERS,
  '%',
  '%%',
  '%2',
  '%zz',
  '%E0%A4%A',
  '%C3%A9',
  '%2C',
  '%00',
  '&&',
  '==',
  '##',
  '\u0000',
  '\ud800',
  '\udfff',
  '\n',
  '\t',
  'e',
  'E',
  '-',
  '.',
];
const GARBAGE_VALUES = [
  '',
  '0',
  '-0',
  '-1',
  '1',
  '2',
  '3',
  '5',
  '6',
  '10',
  '11',
  '20',
  '21',
  '1.5',
  '1e3',
  '1e400',
  '-1e400',
  '99999999999999999999',
  '9007199254740993',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  ' 4 ',
  'true',
  'false',
  'null',
  'undefined',
  '2020-01-01',
  '2025-02-29',
  '2028-02-29',
  '2026-13-01',
  '2026-06-31',
  '9999-12-31',
  '0001-01-01',
  '10000-01-01',
  '2026-1-1',
  '4,5,x,6,-1,3.5,,1e2',
  'pets',
  'wifi,pets,spa',
  ...SORT_OPTIONS,
  ...FLOWS,
  'digital',
  'physical',
];
const KEYS = [
  'checkin',
  'checkout',
  'night',
  'a',
  'c',
  'b',
  's',
  'giftNights',
  'giftFormat',
  'giftAdults',
  'theme',
  ...PLACE_KEYS,
  'hotel',
  'hotelId',
  'lat',
  'lng',
  'distanceMin',
  'distanceMax',
  'sort',
  'hotelTypes',
  'hotelEnvironments',
  'hotelStyles',
  'stars',
  'hotelScore',
  'priceMin',
  'priceMax',
  'facilities',
  'petsAllowed',
  'tags',
  'flow',
  'page',
  'from',
  '__proto__',
  'constructor',
];

/** A hash or search string mixing known keys, odd values and raw garbage. */
export function randomGarbageLocationPart(random: Random, now: Date): string {
  const parts: string[] = [];
  const count = random.int(0, 12);
  for (let index = 0; index < count; index += 1) {
    const shape = random.int(0, 3);
    if (shape === 0) parts.push(text(random, GARBAGE_CHARACTERS, 30));
    else {
      const value =
        shape === 1
          ? random.pick(GARBAGE_VALUES)
          : shape === 2
            ? localIsoDate(now, random.int(-5, 30))
            : text(random, GARBAGE_CHARACTERS, 10);
      parts.push(`${random.pick(KEYS)}=${value}`);
    }
  }
  const lead = random.pick(['', '', '#', '?', '##', '#?']);
  return lead + parts.join(random.pick(['&', '&', '&&', ';', '&amp;']));
}

/** Every rule a parsed criteria must hold; returns the broken ones (empty when valid). */
export function criteriaViolations(criteria: SearchCriteria, now: Date): string[] {
  const problems: string[] = [];
  const check = (condition: boolean, message: string) => {
    if (!condition) problems.push(message);
  };
  const isInt = (value: unknown, min: number, max: number) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
  const isNumber = (value: unknown, min: number, max: number) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
  const optional = (value: unknown, valid: boolean) => value === undefined || valid;
  const pax = paxLimitsFor(criteria.flow);

  check(FLOWS.includes(criteria.flow), 'flow');
  check(isInt(criteria.page, 0, Number.MAX_SAFE_INTEGER), 'page');
  check(optional(criteria.from, typeof criteria.from === 'string' && criteria.from !== ''), 'from');
  check(isInt(criteria.adults, pax.adults.min, pax.adults.max), 'adults');
  check(isInt(criteria.children, 0, 10), 'children');
  check(isInt(criteria.babies, 0, 10), 'babies');
  check(criteria.singleRoom === criteria.children + criteria.babies > 0, 'singleRoom');
  check(isInt(criteria.giftNights, NIGHTS_LIMITS.min, NIGHTS_LIMITS.max), 'giftNights');
  check(
    optional(criteria.giftFormat, criteria.giftFormat === 'digital' || criteria.giftFormat === 'physical'),
    'giftFormat',
  );
  check(optional(criteria.giftAdults, isInt(criteria.giftAdults, 1, 20)), 'giftAdults');
  check(optional(criteria.theme, isInt(criteria.theme, 1, Number.MAX_SAFE_INTEGER)), 'theme');

  const dates = [criteria.checkin, criteria.checkout, criteria.night];
  check(
    dates.every((value) => value === undefined) || dates.every((value) => value !== undefined),
    'dates come together',
  );
  if (criteria.checkin !== undefined) {
    check(/^\d{4}-\d{2}-\d{2}$/.test(criteria.checkin), 'checkin format');
    check(criteria.checkin >= localIsoDate(now), 'checkin not in the past');
    check(isInt(criteria.night, NIGHTS_LIMITS.min, NIGHTS_LIMITS.max), 'night');
    check(addNights(criteria.checkin, criteria.night ?? 0) === criteria.checkout, 'checkout = checkin + night');
  }

  for (const [key, id] of Object.entries(criteria.places)) {
    check((PLACE_KEYS as readonly string[]).includes(key), `place key ${key}`);
    check(typeof id === 'string' && /^\d{1,15}$/.test(id), `place ${key}`);
  }
  check(optional(criteria.hotel, typeof criteria.hotel === 'string' && criteria.hotel !== ''), 'hotel');
  check(optional(criteria.hotelId, /^\d{1,15}$/.test(criteria.hotelId ?? '')), 'hotelId');
  check((criteria.lat === undefined) === (criteria.lng === undefined), 'lat and lng together');
  check(optional(criteria.lat, isNumber(criteria.lat, -90, 90)), 'lat');
  check(optional(criteria.lng, isNumber(criteria.lng, -180, 180)), 'lng');
  check(optional(criteria.distanceMin, isNumber(criteria.distanceMin, 0, Number.MAX_VALUE)), 'distanceMin');
  check(optional(criteria.distanceMax, isNumber(criteria.distanceMax, 0, Number.MAX_VALUE)), 'distanceMax');
  check(!(criteria.distanceMin! > criteria.distanceMax!), 'distance order');
  check(
    optional(criteria.sort, sortOptionsFor(criteria.flow, criteria.lat !== undefined).includes(criteria.sort!)),
    'sort available for flow',
  );
  for (const key of ['hotelTypes', 'hotelEnvironments', 'hotelStyles', 'facilities'] as const) {
    const list = criteria[key];
    check(
      Array.isArray(list) &&
        list.every((item) => typeof item === 'string' && item !== '' && !item.includes(',') && item === item.trim()),
      key,
    );
    check(new Set(list).size === list.length, `${key} unique`);
  }
  check(!criteria.facilities.slice(0, -1).includes('pets'), 'pets last');
  check(
    criteria.stars.every((star) => isInt(star, 1, 5)) && new Set(criteria.stars).size === criteria.stars.length,
    'stars',
  );
  check(
    criteria.tags.every((tag) => isInt(tag, 0, Number.MAX_SAFE_INTEGER)) &&
      new Set(criteria.tags).size === criteria.tags.length,
    'tags',
  );
  check(optional(criteria.hotelScore, isNumber(criteria.hotelScore, 0, 10)), 'hotelScore');
  check(optional(criteria.priceMin, isInt(criteria.priceMin, 0, Number.MAX_SAFE_INTEGER)), 'priceMin');
  check(optional(criteria.priceMax, isInt(criteria.priceMax, 0, Number.MAX_SAFE_INTEGER)), 'priceMax');
  check(!(criteria.priceMin! > criteria.priceMax!), 'price order');
  for (const [key, value] of Object.entries(criteria)) check(value !== undefined, `${key} present but undefined`);
  return problems;
}
