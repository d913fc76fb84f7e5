import { useState } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useApiClient } from '../../../context/api-client';
import { useRemoteProps } from '../../../context/remote-props';
import { useOnNewValue } from '../../../hooks/use-on-new-value';
import {
  hotelAvailabilitiesQuery,
  type HotelAvailabilitiesResponse,
  type HotelAvailabilityEntry,
} from '../api/get-hotel-availabilities';
import type { AvailabilityByDay, AvailabilityDay } from '../utils/day-selectability';

export interface CalendarTravellers {
  adults: number;
  children: number;
  babies: number;
}

export interface HotelAvailabilitiesOptions {
  /** No hotel: no availability data (the calendar then uses its rules without availability). */
  hotelId?: string;
  travellers: CalendarTravellers;
  /** The months on screen (yyyy-MM). */
  months: readonly string[];
  /** The calendar's first month: months are asked in blocks counted from it. */
  firstMonth: string;
  /** Months asked per request. */
  chunkMonths: number;
}

export interface HotelAvailabilities {
  /** Null while nothing is loaded, without a hotel, or after a failed request. */
  availability: AvailabilityByDay | null;
  isLoading: boolean;
}

export function monthsFrom(firstMonth: string, count: number): string[] {
  const first = DateTime.fromFormat(firstMonth, 'yyyy-MM');
  if (!first.isValid) return [];
  return Array.from({ length: count }, (_, index) => first.plus({ months: index }).toFormat('yyyy-MM'));
}

/**
 * The first months of the blocks of `chunkMonths` (counted from `firstMonth`) that hold `months`.
 * Fixed blocks make the same months the same entry of the cache, whichever month the calendar
 * shows first; a block also brings the month after the visible ones, before the visitor steps to it.
 */
export function chunkStartsOf(months: readonly string[], firstMonth: string, chunkMonths: number): string[] {
  const first = DateTime.fromFormat(firstMonth, 'yyyy-MM');
  if (!first.isValid || chunkMonths < 1) return [];
  const starts = months.flatMap((month) => {
    const date = DateTime.fromFormat(month, 'yyyy-MM');
    if (!date.isValid) return [];
    const offset = Math.round(date.diff(first, 'months').months);
    return [first.plus({ months: Math.floor(offset / chunkMonths) * chunkMonths }).toFormat('yyyy-MM')];
  });
  return [...new Set(starts)];
}

function toAvailabilityDay(entry: HotelAvailabilityEntry): AvailabilityDay | null {
  if (entry.price === null) return null;
  return {
    price: entry.price,
    promo: entry.promo,
    minLos: entry.minLos,
    offerId: entry.offerId,
    bestPriceOfTheMonth: entry.bestPriceOfTheMonth,
  };
}

interface LoadedMonths extends HotelAvailabilities {
  error: Error | null;
}

/** Every block loaded so far as one availability by day; none at all once a block failed. */
function mergeBlocks(results: UseQueryResult<HotelAvailabilitiesResponse>[]): LoadedMonths {
  const error = results.find((result) => result.error)?.error ?? null;
  const isLoading = results.some((result) => result.isFetching);
  const entries = new Map<string, AvailabilityDay | null>();
  for (const result of results)
    for (const entry of result.data?.availabilities ?? []) entries.set(entry.day, toAvailabilityDay(entry));
  return { availability: error || entries.size === 0 ? null : entries, isLoading, error };
}

/**
 * A hotel's availability for the months on screen, asked block by block as the calendar moves.
 * The blocks of earlier months stay (a check-in chosen before moving on keeps its minimum stay):
 * the calendar keeps a list of the blocks it asked for, their data is the query cache's.
 */
export function useHotelAvailabilities({
  hotelId,
  travellers,
  months,
  firstMonth,
  chunkMonths,
}: HotelAvailabilitiesOptions): HotelAvailabilities {
  const api = useApiClient();
  const { locale } = useRemoteProps();
  const { adults, children, babies } = travellers;
  const scope = hotelId ? [hotelId, locale, adults, children, babies, firstMonth, chunkMonths].join('|') : '';
  const needed = hotelId ? chunkStartsOf(months, firstMonth, chunkMonths) : [];

  const [asked, setAsked] = useState<{ scope: string; starts: string[] }>({ scope, starts: needed });
  const known = asked.scope === scope ? asked.starts : [];
  const starts = [...known, ...needed.filter((start) => !known.includes(start))];
  if (starts.length !== known.length || asked.scope !== scope) setAsked({ scope, starts });

  const { availability, isLoading, error } = useQueries({
    queries: starts.map((month) =>
      hotelAvailabilitiesQuery(api, {
        locale,
        hotelId: hotelId ?? '',
        month,
        length: chunkMonths,
        adults,
        children,
        babies,
      }),
    ),
    combine: mergeBlocks,
  });
  // Without availability the calendar falls back to its rules for no data.
  useOnNewValue(error, (failure) => console.warn('[mfe-search] hotel availability unavailable', failure));
  return { availability, isLoading };
}
