/**
 * The search-criteria contract: criteria live
 * in the location hash (checkin, a, c, b, city, filters…) and query (flow, page, from).
 * Garbage in the URL never throws: it falls back to defaults.
 */
import { DateTime, Interval } from 'luxon';
import type { Locale } from './locales';
import { isFlow, type Flow } from './routes';
import { giftStayNightsOf } from './gift-rules';
import {
  SORT_OPTIONS,
  type OffersRequestBody,
  type OfferFilters,
  type PropertyFilters,
  type SortOption,
} from './offers-request';

export const DEFAULT_ADULTS = 2;
export const DEFAULT_CHILDREN = 0;
export const DEFAULT_BABIES = 0;
export const DEFAULT_NIGHTS = 1;
export const DEFAULT_GIFT_NIGHTS = 1;
export const DEFAULT_SORT: SortOption = 'priceQuality';
export const FAMILY_THEME_ID = 39;

/** Hash key of the gift's number of people (the criteria's giftAdults). */
export const GIFT_ADULTS_HASH_KEY = 'giftAdult';
/** The same count under its older key, still read so that existing addresses keep working. */
export const LEGACY_GIFT_ADULTS_HASH_KEY = 'giftAdults';

export const PLACE_KEYS = [
  'city',
  'country',
  'department',
  'region',
  'poi',
  'skiresort',
  'searesort',
  'touristicregion',
] as const;
export type PlaceKey = (typeof PLACE_KEYS)[number];

export interface SearchCriteria {
  /** Query `flow`; booking when absent or unknown. */
  flow: Flow;
  /** Query `page`, from 0. */
  page: number;
  /** Query `from`: the search bar origin marker, removed after the search ran. */
  from?: string;
  /** yyyy-MM-dd, only when valid and not in the past. */
  checkin?: string;
  checkout?: string;
  /** Hash `night`. */
  night?: number;
  /** Hash a, c, b, s. */
  adults: number;
  children: number;
  babies: number;
  singleRoom: boolean;
  giftNights: number;
  giftFormat?: 'digital' | 'physical';
  /** Hash `giftAdult` (older addresses: `giftAdults`). */
  giftAdults?: number;
  theme?: number;
  /** Place ids by hash key (city=12 → { city: '12' }). */
  places: Partial<Record<PlaceKey, string>>;
  hotel?: string;
  hotelId?: string;
  lat?: number;
  lng?: number;
  distanceMin?: number;
  distanceMax?: number;
  sort?: SortOption;
  hotelTypes: string[];
  hotelEnvironments: string[];
  hotelStyles: string[];
  stars: number[];
  hotelScore?: number;
  /** Cents. */
  priceMin?: number;
  priceMax?: number;
  /** 'pets' stands for petsAllowed=true. */
  facilities: string[];
  tags: number[];
}

// ---------------------------------------------------------------------------------------------
// Limits and constants
// ---------------------------------------------------------------------------------------------

export interface NumberRange {
  min: number;
  max: number;
}

export type PaxKind = 'adults' | 'children' | 'babies';

/** Adults 1–20, children 0–10, babies 0–10. */
export const PAX_LIMITS: Readonly<Record<PaxKind, Readonly<NumberRange>>> = {
  adults: { min: 1, max: 20 },
  children: { min: 0, max: 10 },
  babies: { min: 0, max: 10 },
};

/** Activity searches take 1 to 2 participants (the adults count). */
export const ACTIVITY_PARTICIPANTS: Readonly<NumberRange> = { min: 1, max: 2 };

/** Accepted `giftNights`: the calendar reaches one year ahead, so a stay never exceeds it. */
export const NIGHTS_LIMITS: Readonly<NumberRange> = { min: 1, max: 365 };

/**
 * A stay's `night`: at most 20, what the offers search takes (and the longest stay the calendar
 * offers without availability data). A longer stay in an address is cut to 20 nights.
 */
export const STAY_NIGHTS_LIMITS: Readonly<NumberRange> = { min: 1, max: 20 };

/**
 * The distance filter's bounds in km, those of its slider; an address's distance beyond them is
 * brought back within (the offers search refuses more than it can answer).
 */
export const DISTANCE_SLIDER: Readonly<NumberRange> = { min: 0, max: 300 };

/** The page numbers the offers search takes; a page past the last one is the results page's to fix. */
export const PAGE_LIMITS: Readonly<NumberRange> = { min: 0, max: 10_000 };

/** Accepted hotel review score (`hotelScore`, score options 9, 8, 7 on a 10 scale). */
export const HOTEL_SCORE_LIMITS: Readonly<NumberRange> = { min: 0, max: 10 };

/** The price slider's bounds (all in euros; the criteria hold cents). */
export const PRICE_SLIDER = {
  /** A maximum at or above this means no maximum (shown with a "+"). */
  max: 250,
  /** A minimum at or below this means no minimum. */
  noMinimumAtOrBelow: 9,
  /** Slider maximum when the default budget maximum is missing. */
  defaultMax: 1000,
  /** Lowest value of the activity price filter. */
  activityMin: 1,
} as const;

/**
 * Results per page, one shared constant: 18 fills whole rows of the 3-column results grid.
 */
export const ITEMS_PER_PAGE = 18;

/** Packages per hotel, 20 for activity search, 1 for stay search. */
export const PACKAGES_PER_HOTEL = { activity: 20, stay: 1 } as const;

/** With fewer pages than this, every page link is shown. */
export const ALL_PAGE_LINKS_BELOW = 10;

/** Pages shown on each side of the current one in a windowed page list. */
export const PAGE_LINK_SIBLINGS = 2;

/** The filter fields: what Reset in the mobile filter modal clears (theme is not a filter). */
export const FILTER_KEYS = [
  'hotelTypes',
  'hotelEnvironments',
  'hotelStyles',
  'stars',
  'hotelScore',
  'priceMin',
  'priceMax',
  'facilities',
  'tags',
  'distanceMin',
  'distanceMax',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterCriteria = Pick<SearchCriteria, FilterKey>;

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_OPTIONS as readonly string[]).includes(value);
}

/** The pax limits of a flow: the activity flow takes 1 to 2 participants. */
export function paxLimitsFor(flow: Flow): Readonly<Record<PaxKind, Readonly<NumberRange>>> {
  return flow === 'activity' ? { ...PAX_LIMITS, adults: ACTIVITY_PARTICIPANTS } : PAX_LIMITS;
}

/** Criteria with nothing chosen: default pax, page 0, no dates, no location, no filters. */
export function defaultSearchCriteria(flow: Flow = 'booking'): SearchCriteria {
  return {
    flow,
    page: 0,
    adults: DEFAULT_ADULTS,
    children: DEFAULT_CHILDREN,
    babies: DEFAULT_BABIES,
    singleRoom: false,
    giftNights: DEFAULT_GIFT_NIGHTS,
    places: {},
    hotelTypes: [],
    hotelEnvironments: [],
    hotelStyles: [],
    stars: [],
    facilities: [],
    tags: [],
  };
}

// ---------------------------------------------------------------------------------------------
// Small, total parsers (never throw, undefined for anything invalid)
// ---------------------------------------------------------------------------------------------

const INTEGER_TEXT = /^-?\d+$/;
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const DIGITS_TEXT = /^\d{1,15}$/;
const ISO_DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const PETS = 'pets';

function isIntegerIn(value: unknown, range: NumberRange): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= range.min && value <= range.max;
}

function integerIn(raw: string | null | undefined, range: NumberRange): number | undefined {
  const text = raw?.trim();
  if (!text || !INTEGER_TEXT.test(text)) return undefined;
  const value = Number(text) + 0; // + 0 turns -0 into 0
  return isIntegerIn(value, range) ? value : undefined;
}

function numberIn(raw: string | null | undefined, range: NumberRange): number | undefined {
  const text = raw?.trim();
  if (!text || !NUMBER_TEXT.test(text)) return undefined;
  const value = Number(text) + 0;
  return Number.isFinite(value) && value >= range.min && value <= range.max ? value : undefined;
}

/** A finite value from the range's minimum up, brought down to its maximum; nothing for anything else. */
function cappedNumberIn(raw: string | null | undefined, range: NumberRange): number | undefined {
  const value = numberIn(raw, { min: range.min, max: Number.MAX_VALUE });
  return value === undefined ? undefined : Math.min(range.max, value);
}

/** A whole number from the range's minimum up, brought down to its maximum. */
function cappedIntegerIn(raw: string | null | undefined, range: NumberRange): number | undefined {
  const value = integerIn(raw, { min: range.min, max: Number.MAX_SAFE_INTEGER });
  return value === undefined ? undefined : Math.min(range.max, value);
}

const ANY_SAFE_INTEGER: NumberRange = { min: 0, max: Number.MAX_SAFE_INTEGER };

function nonEmpty(raw: string | null | undefined): string | undefined {
  return raw ? raw : undefined;
}

/** Every value of a key, split on commas, trimmed, empties and duplicates dropped. */
function textList(params: URLSearchParams, key: string): string[] {
  const items = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return [...new Set(items)];
}

function integerList(params: URLSearchParams, key: string, range: NumberRange): number[] {
  const numbers = textList(params, key)
    .map((item) => integerIn(item, range))
    .filter((value): value is number => value !== undefined);
  return [...new Set(numbers)];
}

/** The calendar day (midnight UTC) of a real yyyy-MM-dd date, years 1000–9999. */
function calendarDayOf(raw: string | null | undefined): DateTime | undefined {
  const match = raw ? ISO_DATE_TEXT.exec(raw.trim()) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000) return undefined;
  const date = DateTime.fromObject({ year, month, day }, { zone: 'utc' });
  return date.isValid ? date : undefined;
}

/** yyyy-MM-dd of a calendar day, or undefined outside the years 1000–9999 a URL can carry. */
function isoDateOf(day: DateTime): string | undefined {
  if (!day.isValid || day.year < 1000 || day.year > 9999) return undefined;
  return day.toISODate() ?? undefined;
}

/** Today's calendar day in the visitor's local time, as a day comparable with calendarDayOf. */
function todayOf(now: Date): DateTime {
  const valid = now instanceof Date && !Number.isNaN(now.getTime()) ? now : new Date();
  return DateTime.utc(valid.getFullYear(), valid.getMonth() + 1, valid.getDate());
}

/** Whole nights from one calendar day to a later one; undefined when the second is not later. */
function nightsFrom(start: DateTime, end: DateTime): number | undefined {
  const stay = Interval.fromDateTimes(start, end);
  return stay.isValid && !stay.isEmpty() ? stay.length('days') : undefined;
}

/** checkin plus a number of nights as yyyy-MM-dd, or undefined when either is unusable. */
export function addNights(checkin: string, nights: number): string | undefined {
  const day = calendarDayOf(checkin);
  if (day === undefined || !Number.isSafeInteger(nights)) return undefined;
  return isoDateOf(day.plus({ days: nights }));
}

function paramsOf(raw: unknown, lead: '#' | '?'): URLSearchParams {
  if (typeof raw !== 'string') return new URLSearchParams();
  return new URLSearchParams(raw.startsWith(lead) ? raw.slice(1) : raw);
}

// ---------------------------------------------------------------------------------------------
// Parse and serialise
// ---------------------------------------------------------------------------------------------

/**
 * Reads the criteria from a location (hash and search, with or without their '#' / '?').
 * Never throws: anything invalid falls back to its default or is dropped.
 *
 * Rules that every consumer reads the same way:
 * - `s` is not read: singleRoom is derived (true when any child or baby).
 * - checkin, checkout and night come together or not at all: a valid, not-past checkin plus a
 *   later checkout gives night; a checkin with a (valid) night but no usable checkout gives the
 *   checkout; a checkin alone gets DEFAULT_NIGHTS.
 * - lat and lng are kept only as a pair; a min above the max drops both bounds (distance, price).
 * - price bounds are kept as the slider reads them (effectivePriceFilter): priceMin=900 (9 €) and
 *   priceMax=25000 (250 €) filter nothing and are dropped.
 * - place ids and hotelId are digit strings; a sort the flow does not offer (sortOptionsFor) is dropped.
 * - list values are comma lists (or repeated keys), trimmed and de-duplicated; 'pets' is always last
 *   in facilities when petsAllowed=true.
 */
export function parseSearchCriteria(
  location: { hash: string; search: string },
  now: Date = new Date(),
): SearchCriteria {
  try {
    return parseLocation(location, now);
  } catch {
    return defaultSearchCriteria();
  }
}

function parseLocation(location: { hash: string; search: string }, now: Date): SearchCriteria {
  const hash = paramsOf(location?.hash, '#');
  const query = paramsOf(location?.search, '?');

  const flowText = query.get('flow')?.trim();
  const flow: Flow = isFlow(flowText) ? flowText : 'booking';
  const criteria = defaultSearchCriteria(flow);
  criteria.page = cappedIntegerIn(query.get('page'), PAGE_LIMITS) ?? 0;
  const from = nonEmpty(query.get('from'));
  if (from !== undefined) criteria.from = from;

  Object.assign(criteria, parseDates(hash, now));

  const pax = paxLimitsFor(flow);
  criteria.adults = integerIn(hash.get('a'), pax.adults) ?? DEFAULT_ADULTS;
  criteria.children = integerIn(hash.get('c'), pax.children) ?? DEFAULT_CHILDREN;
  criteria.babies = integerIn(hash.get('b'), pax.babies) ?? DEFAULT_BABIES;
  criteria.singleRoom = criteria.children + criteria.babies > 0;

  criteria.giftNights = integerIn(hash.get('giftNights'), NIGHTS_LIMITS) ?? DEFAULT_GIFT_NIGHTS;
  const giftFormat = hash.get('giftFormat')?.trim();
  if (giftFormat === 'digital' || giftFormat === 'physical') criteria.giftFormat = giftFormat;
  // The gift's people live under giftAdult; addresses written before still say giftAdults, read
  // only when giftAdult gives no usable count.
  const giftAdults =
    integerIn(hash.get(GIFT_ADULTS_HASH_KEY), PAX_LIMITS.adults) ??
    integerIn(hash.get(LEGACY_GIFT_ADULTS_HASH_KEY), PAX_LIMITS.adults);
  if (giftAdults !== undefined) criteria.giftAdults = giftAdults;
  const theme = integerIn(hash.get('theme'), { min: 1, max: Number.MAX_SAFE_INTEGER });
  if (theme !== undefined) criteria.theme = theme;

  for (const key of PLACE_KEYS) {
    const id = hash.get(key)?.trim();
    if (id && DIGITS_TEXT.test(id)) criteria.places[key] = id;
  }
  const hotel = nonEmpty(hash.get('hotel'));
  if (hotel !== undefined) criteria.hotel = hotel;
  const hotelId = hash.get('hotelId')?.trim();
  if (hotelId && DIGITS_TEXT.test(hotelId)) criteria.hotelId = hotelId;

  const lat = numberIn(hash.get('lat'), { min: -90, max: 90 });
  const lng = numberIn(hash.get('lng'), { min: -180, max: 180 });
  if (lat !== undefined && lng !== undefined) Object.assign(criteria, { lat, lng });

  const distanceMin = cappedNumberIn(hash.get('distanceMin'), DISTANCE_SLIDER);
  const distanceMax = cappedNumberIn(hash.get('distanceMax'), DISTANCE_SLIDER);
  Object.assign(criteria, orderedBounds('distanceMin', distanceMin, 'distanceMax', distanceMax));
  const priceMin = integerIn(hash.get('priceMin'), ANY_SAFE_INTEGER);
  const priceMax = integerIn(hash.get('priceMax'), ANY_SAFE_INTEGER);
  Object.assign(criteria, effectivePriceFilter(orderedBounds('priceMin', priceMin, 'priceMax', priceMax)));

  const sort = hash.get('sort')?.trim();
  if (isSortOption(sort) && sortOptionsFor(flow, hasCoordinates(criteria)).includes(sort)) criteria.sort = sort;

  criteria.hotelTypes = textList(hash, 'hotelTypes');
  criteria.hotelEnvironments = textList(hash, 'hotelEnvironments');
  criteria.hotelStyles = textList(hash, 'hotelStyles');
  criteria.stars = integerList(hash, 'stars', { min: 1, max: 5 });
  const hotelScore = numberIn(hash.get('hotelScore'), HOTEL_SCORE_LIMITS);
  if (hotelScore !== undefined) criteria.hotelScore = hotelScore;
  const facilities = textList(hash, 'facilities').filter((facility) => facility !== PETS);
  const pets = hash.get('petsAllowed')?.trim() === 'true' || textList(hash, 'facilities').includes(PETS);
  criteria.facilities = pets ? [...facilities, PETS] : facilities;
  criteria.tags = integerList(hash, 'tags', ANY_SAFE_INTEGER);
  return criteria;
}

function orderedBounds<Min extends string, Max extends string>(
  minKey: Min,
  min: number | undefined,
  maxKey: Max,
  max: number | undefined,
): Partial<Record<Min | Max, number>> {
  if (min !== undefined && max !== undefined && min > max) return {};
  const bounds: Partial<Record<Min | Max, number>> = {};
  if (min !== undefined) bounds[minKey] = min;
  if (max !== undefined) bounds[maxKey] = max;
  return bounds;
}

function parseDates(hash: URLSearchParams, now: Date): Pick<SearchCriteria, 'checkin' | 'checkout' | 'night'> {
  const checkinDay = calendarDayOf(hash.get('checkin'));
  if (checkinDay === undefined || checkinDay.toMillis() < todayOf(now).toMillis()) return {};
  const checkin = isoDateOf(checkinDay);
  if (checkin === undefined) return {};
  const checkoutDay = calendarDayOf(hash.get('checkout'));
  // A stay longer than the search takes is cut to its longest (checkout moves with it).
  const withinStay = (nights: number | undefined) =>
    nights !== undefined && nights >= STAY_NIGHTS_LIMITS.min ? Math.min(nights, STAY_NIGHTS_LIMITS.max) : undefined;
  const candidates = [
    checkoutDay === undefined ? undefined : withinStay(nightsFrom(checkinDay, checkoutDay)),
    withinStay(integerIn(hash.get('night'), { min: 0, max: Number.MAX_SAFE_INTEGER })),
    DEFAULT_NIGHTS,
  ];
  for (const night of candidates) {
    if (!isIntegerIn(night, STAY_NIGHTS_LIMITS)) continue;
    const checkout = isoDateOf(checkinDay.plus({ days: night }));
    if (checkout !== undefined) return { checkin, checkout, night };
  }
  return {};
}

/** True when both lat and lng are known (the distance sort needs them). */
export function hasCoordinates(criteria: Pick<SearchCriteria, 'lat' | 'lng'>): boolean {
  const isCoordinate = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
  return isCoordinate(criteria.lat) && isCoordinate(criteria.lng);
}

/**
 * Writes the criteria back as { hash, search } without '#' / '?': a stable key order, defaults and
 * empty values left out, URLSearchParams encoding (so ',' reads %2C). 'pets' in facilities is written
 * as petsAllowed=true; `s=true` is written when singleRoom is set (informative: parse derives it).
 */
export function serializeSearchCriteria(criteria: SearchCriteria): { hash: string; search: string } {
  const hash = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value))) return;
    hash.append(key, String(value));
  };
  const putList = (key: string, values: readonly (string | number)[] | undefined) => {
    if (values && values.length > 0) hash.append(key, values.join(','));
  };

  put('checkin', criteria.checkin);
  put('checkout', criteria.checkout);
  put('night', criteria.night);
  if (criteria.adults !== DEFAULT_ADULTS) put('a', criteria.adults);
  if (criteria.children !== DEFAULT_CHILDREN) put('c', criteria.children);
  if (criteria.babies !== DEFAULT_BABIES) put('b', criteria.babies);
  if (criteria.singleRoom) put('s', 'true');
  if (criteria.giftNights !== DEFAULT_GIFT_NIGHTS) put('giftNights', criteria.giftNights);
  put('giftFormat', criteria.giftFormat);
  put(GIFT_ADULTS_HASH_KEY, criteria.giftAdults);
  put('theme', criteria.theme);
  for (const key of PLACE_KEYS) put(key, criteria.places?.[key]);
  put('hotel', criteria.hotel);
  put('hotelId', criteria.hotelId);
  put('lat', criteria.lat);
  put('lng', criteria.lng);
  put('distanceMin', criteria.distanceMin);
  put('distanceMax', criteria.distanceMax);
  put('sort', criteria.sort);
  putList('hotelTypes', criteria.hotelTypes);
  putList('hotelEnvironments', criteria.hotelEnvironments);
  putList('hotelStyles', criteria.hotelStyles);
  putList('stars', criteria.stars);
  put('hotelScore', criteria.hotelScore);
  const price = effectivePriceFilter(criteria);
  put('priceMin', price.priceMin);
  put('priceMax', price.priceMax);
  const facilities = criteria.facilities ?? [];
  putList(
    'facilities',
    facilities.filter((facility) => facility !== PETS),
  );
  if (facilities.includes(PETS)) put('petsAllowed', 'true');
  putList('tags', criteria.tags);

  const search = new URLSearchParams();
  if (criteria.flow !== 'booking' && isFlow(criteria.flow)) search.append('flow', criteria.flow);
  if (Number.isSafeInteger(criteria.page) && criteria.page > 0) search.append('page', String(criteria.page));
  if (criteria.from) search.append('from', criteria.from);
  return { hash: hash.toString(), search: search.toString() };
}

/**
 * True when both criteria describe the same search: page and from are ignored, lists compare as
 * sets, no sort equals the default sort. A search whose checkout is not checkin plus its nights is
 * never the same as another one.
 */
export function sameSearch(a: SearchCriteria, b: SearchCriteria): boolean {
  if (!hasConsistentDates(a) || !hasConsistentDates(b)) return false;
  return searchKey(a) === searchKey(b);
}

function hasConsistentDates(criteria: SearchCriteria): boolean {
  if (criteria.checkin === undefined && criteria.checkout === undefined) return true;
  if (criteria.checkin === undefined || criteria.checkout === undefined || criteria.night === undefined) return false;
  return addNights(criteria.checkin, criteria.night) === criteria.checkout;
}

function searchKey(criteria: SearchCriteria): string {
  const sorted = <T extends string | number>(values: readonly T[] | undefined) => [...(values ?? [])].sort();
  const { hash, search } = serializeSearchCriteria({
    ...criteria,
    page: 0,
    from: undefined,
    sort: criteria.sort ?? DEFAULT_SORT,
    hotelTypes: sorted(criteria.hotelTypes),
    hotelEnvironments: sorted(criteria.hotelEnvironments),
    hotelStyles: sorted(criteria.hotelStyles),
    stars: sorted(criteria.stars),
    facilities: sorted(criteria.facilities),
    tags: sorted(criteria.tags),
  });
  return `${search}#${hash}`;
}

// ---------------------------------------------------------------------------------------------
// Transitions
// ---------------------------------------------------------------------------------------------

/**
 * Changing the flow resets the criteria. What is kept:
 * - to the activity flow: nothing (empty criteria in the activity flow);
 * - from the activity flow: only location (places, hotel, hotelId, lat, lng) and dates;
 * - between booking, gifting and hotel: location, dates and pax;
 * - sort: gifting keeps only priceQuality or distance, activity drops it, booking and hotel keep
 *   it when they offer it (sortOptionsFor).
 * Filters (distance included), theme, gift settings, page and from are always reset. Changing to
 * the flow the criteria already have changes nothing but dropping page and from.
 */
export function changeFlow(criteria: SearchCriteria, flow: Flow): SearchCriteria {
  if (criteria.flow === flow) return withoutUndefined({ ...criteria, page: 0, from: undefined });
  const next = defaultSearchCriteria(flow);
  if (flow === 'activity') return next;
  Object.assign(next, {
    places: { ...criteria.places },
    hotel: criteria.hotel,
    hotelId: criteria.hotelId,
    lat: criteria.lat,
    lng: criteria.lng,
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    night: criteria.night,
  });
  if (criteria.flow !== 'activity') {
    Object.assign(next, { adults: criteria.adults, children: criteria.children, babies: criteria.babies });
    next.singleRoom = next.children + next.babies > 0;
    const sort = criteria.sort;
    const kept = flow === 'gifting' ? sort === 'priceQuality' || sort === 'distance' : true;
    if (sort !== undefined && kept && sortOptionsFor(flow, hasCoordinates(next)).includes(sort)) next.sort = sort;
  }
  return withoutUndefined(next);
}

/** The sort options a flow offers, in display order; priceQuality (the default) first. */
export function sortOptionsFor(flow: Flow, hasCoordinates: boolean): SortOption[] {
  const options: SortOption[] = ['priceQuality'];
  if (hasCoordinates) options.push('distance');
  if (flow === 'booking') options.push('discount');
  if (flow === 'booking' || flow === 'hotel') options.push('priceAsc', 'popularity');
  if (flow === 'gifting') options.push('priceDesc', 'singleVoucherPriceAsc');
  return options;
}

/**
 * Applies the valid parts of a pax change: a value that is not an integer in its range
 * (activity flow: 1 to 2 participants) is ignored; singleRoom follows children and babies.
 */
export function setPax(
  criteria: SearchCriteria,
  change: Partial<{ adults: number; children: number; babies: number }>,
): SearchCriteria {
  const limits = paxLimitsFor(criteria.flow);
  const next = { ...criteria };
  for (const kind of ['adults', 'children', 'babies'] as const) {
    const value = change[kind];
    if (isIntegerIn(value, limits[kind])) next[kind] = value;
  }
  next.singleRoom = next.children + next.babies > 0;
  return next;
}

/** Removes every filter (FILTER_KEYS) and the page; location, dates, pax, theme and sort stay. */
export function clearFilters(criteria: SearchCriteria): SearchCriteria {
  return withoutUndefined({
    ...criteria,
    page: 0,
    hotelTypes: [],
    hotelEnvironments: [],
    hotelStyles: [],
    stars: [],
    hotelScore: undefined,
    priceMin: undefined,
    priceMax: undefined,
    facilities: [],
    tags: [],
    distanceMin: undefined,
    distanceMax: undefined,
  });
}

/** Replaces the sort and drops the page. */
export function withSort(criteria: SearchCriteria, sort: SortOption | undefined): SearchCriteria {
  return withoutUndefined({ ...criteria, sort, page: 0 });
}

/**
 * Replaces some fields (usually filters; an undefined value removes the field) and drops the page,
 * as every filter change does. singleRoom follows children and babies.
 */
export function withFilters(criteria: SearchCriteria, partial: Partial<SearchCriteria>): SearchCriteria {
  const next = { ...criteria, ...partial, page: 0 };
  next.singleRoom = next.children + next.babies > 0;
  return withoutUndefined(next);
}

function withoutUndefined(criteria: SearchCriteria): SearchCriteria {
  const copy = { ...criteria } as Record<string, unknown>;
  for (const key of Object.keys(copy)) if (copy[key] === undefined) delete copy[key];
  return copy as unknown as SearchCriteria;
}

// ---------------------------------------------------------------------------------------------
// Price slider: the slider speaks euros, the criteria cents
// ---------------------------------------------------------------------------------------------

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** The price filter of the criteria (cents); undefined is no bound. */
export type PriceFilter = Pick<SearchCriteria, 'priceMin' | 'priceMax'>;

/** Whole euros from the bounds (euros) that filter something: the core of the two functions below. */
function priceFilterFromEuros(low: number | undefined, high: number | undefined): PriceFilter {
  const filter: PriceFilter = {};
  if (low !== undefined && Number.isFinite(low)) {
    // A minimum beyond the slider's end is its end: "250 €+" still reads what is searched.
    const euros = Math.min(Math.round(low), PRICE_SLIDER.max);
    if (euros > PRICE_SLIDER.noMinimumAtOrBelow) filter.priceMin = eurosToCents(euros);
  }
  if (high !== undefined && Number.isFinite(high) && high >= 0) {
    const euros = Math.round(high);
    if (euros < PRICE_SLIDER.max) filter.priceMax = eurosToCents(euros);
  }
  return filter;
}

/**
 * The price bounds (cents) as the slider reads them, the only ones sent, written and counted:
 * whole euros, a minimum of 9 € or less is no minimum, a maximum of 250 € or more no maximum, and
 * a minimum beyond 250 € is 250 €. So a link with priceMin=900 or priceMax=25000 filters nothing.
 */
export function effectivePriceFilter(price: PriceFilter): PriceFilter {
  const euros = (cents: number | undefined) => (cents === undefined ? undefined : centsToEuros(cents));
  return priceFilterFromEuros(euros(price.priceMin), euros(price.priceMax));
}

/** Slider values (euros) to the price filter (cents): ≤ 9 means no minimum, ≥ 250 no maximum. */
export function sliderToPriceFilter(minEuros: number, maxEuros: number): PriceFilter {
  let [low, high] = [minEuros, maxEuros];
  if (Number.isFinite(low) && Number.isFinite(high) && low > high) [low, high] = [high, low];
  return priceFilterFromEuros(low, high);
}

/**
 * The slider position (euros) for the criteria's price filter. Without a minimum: 0, or the
 * activity minimum of 1 in the activity flow. Without a maximum: `defaultMax`, or 1000 when that
 * is missing.
 */
export function priceFilterToSlider(
  criteria: Pick<SearchCriteria, 'priceMin' | 'priceMax' | 'flow'>,
  defaultMax?: number,
): { min: number; max: number } {
  const fallbackMax =
    typeof defaultMax === 'number' && Number.isFinite(defaultMax) && defaultMax > 0
      ? defaultMax
      : PRICE_SLIDER.defaultMax;
  const fallbackMin = criteria.flow === 'activity' ? PRICE_SLIDER.activityMin : 0;
  const { priceMin, priceMax } = effectivePriceFilter(criteria);
  return {
    min: priceMin !== undefined ? centsToEuros(priceMin) : fallbackMin,
    max: priceMax !== undefined ? centsToEuros(priceMax) : fallbackMax,
  };
}

/** Typed slider input: the first run of digits, capped at `max`; undefined when there is no digit. */
export function parseSliderInput(text: string, max: number): number | undefined {
  const digits = /\d+/.exec(String(text ?? ''));
  if (!digits) return undefined;
  const value = Number(digits[0]);
  return Number.isFinite(value) ? Math.min(value, max) : max;
}

// ---------------------------------------------------------------------------------------------
// Applied filter count
// ---------------------------------------------------------------------------------------------

/** Default budget (cents) and distance (km) bounds; an absent bound is always the default. */
export interface FilterDefaults {
  priceMin?: number;
  priceMax?: number;
  distanceMin?: number;
  distanceMax?: number;
}

/**
 * Activities (tags) + stars + facilities (pets included) + amenities (hotel types, environments and
 * styles), plus 1 for a score, 1 for a budget and 1 for a distance that differ from their defaults.
 */
export function appliedFilterCount(criteria: SearchCriteria, defaults: FilterDefaults = {}): number {
  const differs = (value: number | undefined, fallback: number | undefined) =>
    value !== undefined && value !== fallback;
  let count =
    (criteria.tags?.length ?? 0) +
    (criteria.stars?.length ?? 0) +
    (criteria.facilities?.length ?? 0) +
    (criteria.hotelTypes?.length ?? 0) +
    (criteria.hotelEnvironments?.length ?? 0) +
    (criteria.hotelStyles?.length ?? 0);
  if (criteria.hotelScore !== undefined) count += 1;
  // Only a bound that filters counts: 9 € or less and 250 € or more are no bound.
  const price = effectivePriceFilter(criteria);
  if (differs(price.priceMin, defaults.priceMin) || differs(price.priceMax, defaults.priceMax)) count += 1;
  if (differs(criteria.distanceMin, defaults.distanceMin) || differs(criteria.distanceMax, defaults.distanceMax))
    count += 1;
  return count;
}

// ---------------------------------------------------------------------------------------------
// POST /api/offers.json body
// ---------------------------------------------------------------------------------------------

const PLACE_PROPERTY: Readonly<Record<PlaceKey, keyof PropertyFilters>> = {
  city: 'cityId',
  country: 'countryId',
  department: 'departmentId',
  region: 'regionId',
  poi: 'poiId',
  skiresort: 'skiResortId',
  searesort: 'seaResortId',
  touristicregion: 'touristicId',
};

function idOf(value: string | undefined): number | undefined {
  if (value === undefined || !DIGITS_TEXT.test(value)) return undefined;
  return Number(value);
}

export interface OffersRequestOptions {
  locale: Locale;
  limit: number;
  /** Defaults to criteria.page. */
  page?: number;
  performMapSearch?: boolean;
  excludedHotelIds?: number[];
  /** Defaults to PACKAGES_PER_HOTEL: 20 in the activity flow, 1 otherwise. */
  numberOfPackagesPerHotel?: number;
}

/**
 * The gift stay's nights a search asks prices for: in the gifting flow, the address's giftNights
 * within the 1 to 3 a gift stay lasts; undefined when that is the default one night (or not gifting).
 */
export function giftNightsAsked(criteria: Pick<SearchCriteria, 'flow' | 'giftNights'>): number | undefined {
  if (criteria.flow !== 'gifting') return undefined;
  const nights = giftStayNightsOf(criteria.giftNights);
  return nights === DEFAULT_GIFT_NIGHTS ? undefined : nights;
}

/**
 * The offers.json body for the criteria. Gifting: the price goes to gift.singleVoucher.price,
 * performGiftableSearch is set, dates are not sent (a gift has none) and giftAdults, when set,
 * replaces adults. A sort the flow does not offer falls back to priceQuality.
 */
export function buildOffersRequest(criteria: SearchCriteria, options: OffersRequestOptions): OffersRequestBody {
  const gifting = criteria.flow === 'gifting';
  const property: PropertyFilters = {};
  for (const key of PLACE_KEYS) {
    const id = idOf(criteria.places?.[key]);
    if (id !== undefined) (property as Record<string, unknown>)[PLACE_PROPERTY[key]] = id;
  }
  const hotelId = idOf(criteria.hotelId);
  if (hotelId !== undefined) property.hotelId = hotelId;
  if (hasCoordinates(criteria)) {
    property.latitude = criteria.lat;
    property.longitude = criteria.lng;
  }
  if (criteria.distanceMin !== undefined) property.minDistance = criteria.distanceMin;
  if (criteria.distanceMax !== undefined) property.maxDistance = criteria.distanceMax;
  const facilities = (criteria.facilities ?? []).filter((facility) => facility !== PETS);
  if (facilities.length > 0) property.facilities = facilities;
  if ((criteria.facilities ?? []).includes(PETS)) property.petsAllowed = true;
  if (criteria.hotelEnvironments?.length) property.hotelEnvironments = [...criteria.hotelEnvironments];
  if (criteria.hotelStyles?.length) property.hotelStyles = [...criteria.hotelStyles];
  if (criteria.hotelTypes?.length) property.hotelTypes = [...criteria.hotelTypes];
  if (criteria.hotelScore !== undefined) property.minHotelReviewScore = criteria.hotelScore;
  if (criteria.stars?.length) property.stars = [...criteria.stars];
  if (options.excludedHotelIds?.length) property.excludedHotelIds = [...options.excludedHotelIds];

  const offer: OfferFilters = {
    familyComposition: {
      adults: gifting && criteria.giftAdults !== undefined ? criteria.giftAdults : criteria.adults,
      children: criteria.children,
      babies: criteria.babies,
      singleRoom: criteria.children + criteria.babies > 0,
    },
  };
  const nights =
    criteria.night ??
    (criteria.checkin && criteria.checkout ? nightsBetween(criteria.checkin, criteria.checkout) : undefined);
  if (!gifting && criteria.checkin && nights !== undefined) offer.date = { checkin: criteria.checkin, nights };
  if (criteria.theme !== undefined) offer.categories = { themeIds: [criteria.theme] };
  // Only the bounds that filter are sent (see effectivePriceFilter).
  const { priceMin, priceMax } = effectivePriceFilter(criteria);
  const price: { min?: number; max?: number } = {};
  if (priceMin !== undefined) price.min = priceMin;
  if (priceMax !== undefined) price.max = priceMax;
  const hasPrice = price.min !== undefined || price.max !== undefined;
  if (hasPrice && !gifting) offer.price = price;
  if (criteria.tags?.length) offer.tags = [...criteria.tags];

  const offered = sortOptionsFor(criteria.flow, hasCoordinates(criteria));
  const sort = criteria.sort !== undefined && offered.includes(criteria.sort) ? criteria.sort : DEFAULT_SORT;
  const body: OffersRequestBody = {
    filters: { property, offer },
    sorting: { orderBy: sort },
    pagination: { page: options.page ?? criteria.page ?? 0, limit: options.limit },
    flow: criteria.flow,
    locale: options.locale,
    searchProvider: 'catalog',
    numberOfPackagesPerHotel:
      options.numberOfPackagesPerHotel ??
      (criteria.flow === 'activity' ? PACKAGES_PER_HOTEL.activity : PACKAGES_PER_HOTEL.stay),
  };
  if (hasPrice && gifting) body.filters.gift = { singleVoucher: { price } };
  const giftNights = giftNightsAsked(criteria);
  if (giftNights !== undefined) body.filters.gift = { ...body.filters.gift, nights: giftNights };
  if (gifting) body.performGiftableSearch = true;
  if (options.performMapSearch !== undefined) body.performMapSearch = options.performMapSearch;
  return body;
}

function nightsBetween(checkin: string, checkout: string): number | undefined {
  const [start, end] = [calendarDayOf(checkin), calendarDayOf(checkout)];
  return start !== undefined && end !== undefined ? nightsFrom(start, end) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Pagination
// ---------------------------------------------------------------------------------------------

/** Number of pages for a result count. */
export function pageCountOf(total: number, pageSize: number = ITEMS_PER_PAGE): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * The "from - to results of total" label of a page (page counts from 0; from and to count from 1).
 * No results, or a page past the last one, gives from = to = 0.
 */
export function paginationLabel(
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number; total: number } {
  const safeTotal = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  if (safeTotal === 0 || !Number.isSafeInteger(page) || page < 0 || !(pageSize > 0))
    return { from: 0, to: 0, total: safeTotal };
  const from = page * pageSize + 1;
  if (from > safeTotal) return { from: 0, to: 0, total: safeTotal };
  return { from, to: Math.min((page + 1) * pageSize, safeTotal), total: safeTotal };
}

/** A page number (from 0) to link to, or a gap ("…") between links. */
export type PageLink = number | 'gap';

/**
 * Page links (pages count from 0). Fewer than 10 pages: every page. Otherwise a windowed list: the
 * first and last page, the current one with 2 pages on each side, and a 'gap' for each skipped run
 * (a run of a single page shows that page instead of a gap). E.g. current 10 of 20 →
 * 0 gap 8 9 10 11 12 gap 19. A current page out of range is clamped.
 */
export function pageLinks(current: number, pageCount: number): PageLink[] {
  const count = Number.isFinite(pageCount) && pageCount > 0 ? Math.floor(pageCount) : 0;
  if (count === 0) return [];
  const all = Array.from({ length: count }, (_, index) => index);
  if (count < ALL_PAGE_LINKS_BELOW) return all;
  const last = count - 1;
  const page = Number.isFinite(current) ? Math.min(Math.max(Math.floor(current), 0), last) : 0;
  const shown = all.filter((index) => index === 0 || index === last || Math.abs(index - page) <= PAGE_LINK_SIBLINGS);
  const links: PageLink[] = [];
  let previous = -1;
  for (const index of shown) {
    if (index - previous === 2) links.push(index - 1);
    else if (index - previous > 2) links.push('gap');
    links.push(index);
    previous = index;
  }
  return links;
}
