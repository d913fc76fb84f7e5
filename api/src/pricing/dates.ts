/**
 * Calendar dates as yyyy-MM-dd strings and as day numbers since 1970-01-01 (UTC arithmetic). The
 * pricing and the search work in day numbers, thousands of times per request, so these stay plain
 * integer arithmetic; luxon answers the calendar questions asked once per request.
 */
import { DateTime } from 'luxon';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a yyyy-MM-dd date, or null when it is not a real calendar date. */
export function isoToEpochDay(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.round(time / DAY_MS);
}

export function epochDayToIso(epochDay: number): string {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

/** Today in the server's time zone, as yyyy-MM-dd. */
export function localTodayIso(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).toISODate()!;
}

export function addDaysIso(iso: string, days: number): string {
  const epochDay = isoToEpochDay(iso);
  if (epochDay === null) throw new Error(`Not a date: ${iso}`);
  return epochDayToIso(epochDay + days);
}

/** The nights of a stay, each named by its date (yyyy-MM-dd): the check-in's, then the next ones. */
export function stayNights(checkin: string, nights: number): string[] {
  return Array.from({ length: nights }, (_, night) => addDaysIso(checkin, night));
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOfEpochDay(epochDay: number): number {
  return (((epochDay + 4) % 7) + 7) % 7;
}

/** Months of days 0 (1970) to 65535 (2149), filled on first use: prices read it in tight loops. */
const monthCache = new Int8Array(65536).fill(-1);

/** 0 = January … 11 = December. */
export function monthOfEpochDay(epochDay: number): number {
  if (epochDay < 0 || epochDay >= monthCache.length) return new Date(epochDay * DAY_MS).getUTCMonth();
  let month = monthCache[epochDay]!;
  if (month < 0) {
    month = new Date(epochDay * DAY_MS).getUTCMonth();
    monthCache[epochDay] = month;
  }
  return month;
}

/** One formatter per language, built once: the search writes a date per offer. */
const LONG_DATE_FORMATS = {
  fr: longDateFormat('fr-FR'),
  es: longDateFormat('es-ES'),
  it: longDateFormat('it-IT'),
  nl: longDateFormat('nl-NL'),
} as const;

function longDateFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The language's long date ("8 décembre 2026", "8 de diciembre de 2026"), as the shop's pages write dates. */
export function formatLongDateForLanguage(iso: string, language: 'fr' | 'es' | 'it' | 'nl'): string {
  const [year, month, day] = iso.split('-').map(Number);
  return LONG_DATE_FORMATS[language].format(Date.UTC(year!, month! - 1, day!));
}
