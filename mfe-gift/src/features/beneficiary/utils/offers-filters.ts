/**
 * The filters of the stays a gift code can book, kept in the page's query (checkinDate, region,
 * theme, hotelId), so a filtered list can be shared and the back button undoes a choice.
 */
import { DateTime } from 'luxon';

export const OFFERS_FILTER_KEYS = ['checkinDate', 'region', 'theme', 'hotelId'] as const;
export type OffersFilterKey = (typeof OFFERS_FILTER_KEYS)[number];
export type OffersFilters = Partial<Record<OffersFilterKey, string>>;

/** A check-in can be chosen from today to one year ahead. */
export const CHECKIN_MAX_AHEAD = { years: 1 } as const;

/** Ids of regions, themes and hotels: plain words or numbers, never long. */
const ID_PATTERN = /^[\w-]{1,64}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface CheckinBounds {
  /** yyyy-MM-dd */
  min: string;
  max: string;
}

/** The days a check-in can be chosen on, seen from `now` (the visitor's own calendar). */
export function checkinBounds(now: DateTime): CheckinBounds {
  const today = now.startOf('day');
  return { min: today.toISODate()!, max: today.plus(CHECKIN_MAX_AHEAD).toISODate()! };
}

/** Whether `day` is a real yyyy-MM-dd date between the bounds (both included). */
export function isCheckinWithin(day: string, bounds: CheckinBounds): boolean {
  return ISO_DAY.test(day) && DateTime.fromISO(day).isValid && day >= bounds.min && day <= bounds.max;
}

/** The filters of a query string; values that cannot be right (a past day, a malformed id) are left out. */
export function readOffersFilters(search: string, bounds: CheckinBounds): OffersFilters {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  const filters: OffersFilters = {};
  for (const key of OFFERS_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    const usable = key === 'checkinDate' ? isCheckinWithin(value, bounds) : ID_PATTERN.test(value);
    if (usable) filters[key] = value;
  }
  return filters;
}

/** The filters with one of them set, or removed when `value` is undefined. */
export function withFilter(filters: OffersFilters, key: OffersFilterKey, value: string | undefined): OffersFilters {
  const next: OffersFilters = { ...filters };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next;
}

/** The filters as the page's query, always in the same order. */
export function offersFiltersQuery(filters: OffersFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of OFFERS_FILTER_KEYS) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  return query;
}

export function hasOffersFilters(filters: OffersFilters): boolean {
  return OFFERS_FILTER_KEYS.some((key) => Boolean(filters[key]));
}
