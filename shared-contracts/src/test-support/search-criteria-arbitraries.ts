/** fast-check arbitraries and invariant checks for the search-criteria property tests. */
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { SORT_OPTIONS } from '../offers-request';
import { FLOWS, type Flow } from '../routes';
import {
  addNights,
  defaultSearchCriteria,
  HOTEL_SCORE_LIMITS,
  DISTANCE_SLIDER,
  NIGHTS_LIMITS,
  PAGE_LIMITS,
  STAY_NIGHTS_LIMITS,
  PAX_LIMITS,
  PLACE_KEYS,
  PRICE_SLIDER,
  paxLimitsFor,
  sortOptionsFor,
  type SearchCriteria,
} from '../search-criteria';

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

function text(characters: readonly string[], maxLength: number): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...characters), { minLength: 1, maxLength }).map((parts) => parts.join(''));
}

/** `arbitrary` with the given chance, otherwise undefined. */
function sometimes<T>(chance: number, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  const weight = Math.round(chance * 100);
  return fc.oneof({ arbitrary: fc.constant(undefined), weight: 100 - weight }, { arbitrary, weight });
}

/** One of two arbitraries, the first with the given chance. */
function mostly<T>(chance: number, usual: fc.Arbitrary<T>, rare: fc.Arbitrary<T>): fc.Arbitrary<T> {
  const weight = Math.round(chance * 100);
  return fc.oneof({ arbitrary: usual, weight }, { arbitrary: rare, weight: 100 - weight });
}

const tokens = (max: number) =>
  fc.uniqueArray(text(TOKEN_CHARACTERS, 8), { maxLength: max }).map((items) => items.filter((item) => item !== 'pets'));

function numberIn(low: number, high: number): fc.Arbitrary<number> {
  return fc
    .oneof(
      fc.integer({ min: Math.ceil(low), max: Math.floor(high) }),
      fc.double({ min: low, max: high, noNaN: true }),
      fc.double({ min: low, max: high, noNaN: true }).map((value) => Math.round(value * 1000) / 1000),
    )
    .map((value) => Math.min(Math.max(value + 0, low), high)); // + 0 turns -0 into 0
}

/** yyyy-MM-dd of `now` (local calendar day) plus some days. */
export function localIsoDate(now: Date, plusDays = 0): string {
  return DateTime.utc(now.getFullYear(), now.getMonth() + 1, now.getDate())
    .plus({ days: plusDays })
    .toISODate()!;
}

const placeId = fc
  .integer({ min: 1, max: 15 })
  .chain((digits) => fc.integer({ min: 0, max: 10 ** digits - 1 }))
  .map(String);

const places = fc
  .subarray([...PLACE_KEYS], { maxLength: 3 })
  .chain((keys) =>
    fc.tuple(...keys.map(() => placeId)).map((ids) => Object.fromEntries(keys.map((key, index) => [key, ids[index]]))),
  );

const orderedPair = <T extends number>(value: fc.Arbitrary<T>) =>
  fc.tuple(value, value).map(([a, b]): [T, T] => (a <= b ? [a, b] : [b, a]));

function datesFrom(now: Date) {
  return fc
    .record({
      checkin: mostly(0.9, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 2_000_000 })).map((days) =>
        localIsoDate(now, days),
      ),
      night: mostly(
        0.9,
        fc.integer({ min: STAY_NIGHTS_LIMITS.min, max: 14 }),
        fc.integer({ min: STAY_NIGHTS_LIMITS.min, max: STAY_NIGHTS_LIMITS.max }),
      ),
    })
    .map(({ checkin, night }) => {
      const checkout = addNights(checkin, night);
      return checkout ? { checkin, checkout, night } : {};
    });
}

function criteriaOfFlow(flow: Flow, now: Date): fc.Arbitrary<SearchCriteria> {
  const pax = paxLimitsFor(flow);
  const children = mostly(
    0.7,
    fc.constant(0),
    fc.integer({ min: PAX_LIMITS.children.min, max: PAX_LIMITS.children.max }),
  );
  const babies = mostly(0.7, fc.constant(0), fc.integer({ min: PAX_LIMITS.babies.min, max: PAX_LIMITS.babies.max }));
  return fc
    .record({
      page: sometimes(
        0.3,
        mostly(0.9, fc.integer({ min: 0, max: 50 }), fc.integer({ min: PAGE_LIMITS.min, max: PAGE_LIMITS.max })),
      ),
      from: sometimes(0.3, fc.oneof(fc.constant('searchBar'), text(TEXT_CHARACTERS, 12))),
      dates: sometimes(0.6, datesFrom(now)),
      adults: fc.integer({ min: pax.adults.min, max: pax.adults.max }),
      children,
      babies,
      giftNights: mostly(0.7, fc.constant(1), fc.integer({ min: NIGHTS_LIMITS.min, max: NIGHTS_LIMITS.max })),
      giftFormat: sometimes(0.2, fc.constantFrom('digital' as const, 'physical' as const)),
      giftAdults: sometimes(0.2, fc.integer({ min: PAX_LIMITS.adults.min, max: PAX_LIMITS.adults.max })),
      theme: sometimes(
        0.3,
        fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })),
      ),
      places,
      hotel: sometimes(0.2, text(TEXT_CHARACTERS, 20)),
      hotelId: sometimes(0.2, fc.integer({ min: 1, max: 999_999 }).map(String)),
      coordinates: sometimes(0.3, fc.record({ lat: numberIn(-90, 90), lng: numberIn(-180, 180) })),
      distance: sometimes(
        0.3,
        fc.record({
          bounds: orderedPair(numberIn(DISTANCE_SLIDER.min, DISTANCE_SLIDER.max)),
          keepMin: mostly(0.8, fc.constant(true), fc.constant(false)),
          keepMax: mostly(0.8, fc.constant(true), fc.constant(false)),
        }),
      ),
      sortIndex: sometimes(0.5, fc.nat()),
      hotelTypes: tokens(3),
      hotelEnvironments: tokens(3),
      hotelStyles: tokens(3),
      stars: fc.shuffledSubarray([1, 2, 3, 4, 5]),
      hotelScore: sometimes(
        0.3,
        fc.oneof(fc.constantFrom(7, 8, 9), numberIn(HOTEL_SCORE_LIMITS.min, HOTEL_SCORE_LIMITS.max)),
      ),
      price: sometimes(
        0.3,
        fc.record({
          // Whole euros over the slider: a minimum from 10 €, a maximum under 250 €.
          bounds: orderedPair(fc.integer({ min: 0, max: PRICE_SLIDER.max })),
          keepMin: mostly(0.8, fc.constant(true), fc.constant(false)),
          keepMax: mostly(0.8, fc.constant(true), fc.constant(false)),
        }),
      ),
      facilities: tokens(3),
      petsAllowed: mostly(0.3, fc.constant(true), fc.constant(false)),
      tags: fc.oneof(
        fc.uniqueArray(fc.integer({ min: 0, max: 500 }), { maxLength: 4 }),
        fc.uniqueArray(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), { maxLength: 4 }),
      ),
    })
    .map((parts) => {
      const criteria = defaultSearchCriteria(flow);
      if (parts.page !== undefined) criteria.page = parts.page;
      if (parts.from !== undefined) criteria.from = parts.from;
      if (parts.dates) Object.assign(criteria, parts.dates);
      criteria.adults = parts.adults;
      criteria.children = parts.children;
      criteria.babies = parts.babies;
      criteria.singleRoom = parts.children + parts.babies > 0;
      criteria.giftNights = parts.giftNights;
      if (parts.giftFormat !== undefined) criteria.giftFormat = parts.giftFormat;
      if (parts.giftAdults !== undefined) criteria.giftAdults = parts.giftAdults;
      if (parts.theme !== undefined) criteria.theme = parts.theme;
      criteria.places = parts.places;
      if (parts.hotel !== undefined) criteria.hotel = parts.hotel;
      if (parts.hotelId !== undefined) criteria.hotelId = parts.hotelId;
      if (parts.coordinates) Object.assign(criteria, parts.coordinates);
      if (parts.distance) {
        if (parts.distance.keepMin) criteria.distanceMin = parts.distance.bounds[0];
        if (parts.distance.keepMax) criteria.distanceMax = parts.distance.bounds[1];
      }
      if (parts.sortIndex !== undefined) {
        const options = sortOptionsFor(flow, criteria.lat !== undefined);
        criteria.sort = options[parts.sortIndex % options.length];
      }
      criteria.hotelTypes = parts.hotelTypes;
      criteria.hotelEnvironments = parts.hotelEnvironments;
      criteria.hotelStyles = parts.hotelStyles;
      criteria.stars = parts.stars;
      if (parts.hotelScore !== undefined) criteria.hotelScore = parts.hotelScore;
      if (parts.price) {
        const [low, high] = parts.price.bounds;
        if (parts.price.keepMin && low > PRICE_SLIDER.noMinimumAtOrBelow) criteria.priceMin = low * 100;
        if (parts.price.keepMax && high < PRICE_SLIDER.max) criteria.priceMax = high * 100;
      }
      criteria.facilities = parts.petsAllowed ? [...parts.facilities, 'pets'] : parts.facilities;
      criteria.tags = parts.tags;
      return criteria;
    });
}

/** Any criteria `parseSearchCriteria` can produce (canonical: 'pets' last, derived fields consistent). */
export function validCriteria(now: Date): fc.Arbitrary<SearchCriteria> {
  return fc.constantFrom(...FLOWS).chain((flow) => criteriaOfFlow(flow, now));
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
  'giftAdult',
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
export function garbageLocationPart(now: Date): fc.Arbitrary<string> {
  const value = fc.oneof(
    fc.constantFrom(...GARBAGE_VALUES),
    fc.integer({ min: -5, max: 30 }).map((days) => localIsoDate(now, days)),
    text(GARBAGE_CHARACTERS, 10),
  );
  const part = fc.oneof(
    { arbitrary: text(GARBAGE_CHARACTERS, 30), weight: 1 },
    { arbitrary: fc.tuple(fc.constantFrom(...KEYS), value).map(([key, text]) => `${key}=${text}`), weight: 3 },
  );
  return fc
    .record({
      lead: fc.constantFrom('', '', '#', '?', '##', '#?'),
      parts: fc.array(part, { maxLength: 12 }),
      separator: fc.constantFrom('&', '&', '&&', ';', '&amp;'),
    })
    .map(({ lead, parts, separator }) => lead + parts.join(separator));
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
  check(isInt(criteria.page, PAGE_LIMITS.min, PAGE_LIMITS.max), 'page');
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
    check(isInt(criteria.night, STAY_NIGHTS_LIMITS.min, STAY_NIGHTS_LIMITS.max), 'night');
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
  check(
    optional(criteria.distanceMin, isNumber(criteria.distanceMin, DISTANCE_SLIDER.min, DISTANCE_SLIDER.max)),
    'distanceMin',
  );
  check(
    optional(criteria.distanceMax, isNumber(criteria.distanceMax, DISTANCE_SLIDER.min, DISTANCE_SLIDER.max)),
    'distanceMax',
  );
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
  // Whole euros: a minimum above 9 € up to the slider's 250 €, a maximum under 250 €.
  const wholeEuros = (cents: number | undefined, min: number, max: number) =>
    isInt(cents, min * 100, max * 100) && cents! % 100 === 0;
  check(
    optional(criteria.priceMin, wholeEuros(criteria.priceMin, PRICE_SLIDER.noMinimumAtOrBelow + 1, PRICE_SLIDER.max)),
    'priceMin',
  );
  check(optional(criteria.priceMax, wholeEuros(criteria.priceMax, 0, PRICE_SLIDER.max - 1)), 'priceMax');
  check(!(criteria.priceMin! > criteria.priceMax!), 'price order');
  for (const [key, value] of Object.entries(criteria)) check(value !== undefined, `${key} present but undefined`);
  return problems;
}
