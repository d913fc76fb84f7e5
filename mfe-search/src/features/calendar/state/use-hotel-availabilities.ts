import { useCallback, useEffect, useRef, useState } from 'react';
import { DateTime } from 'luxon';
import { useRemoteProps } from '../../../context/remote-props';
import { getHotelAvailabilities, type HotelAvailabilityEntry } from '../api/get-hotel-availabilities';
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
  /** Months asked per request. */
  chunkMonths: number;
}

export interface HotelAvailabilities {
  /** Null while nothing is loaded, without a hotel, or after a failed request. */
  availability: AvailabilityByDay | null;
  isLoading: boolean;
  /** Makes sure `count` months from `firstMonth` (yyyy-MM) are loaded or on their way. */
  requestMonths(firstMonth: string, count: number): void;
}

interface LoadedState {
  key: string;
  entries: Map<string, AvailabilityDay | null>;
  pending: number;
  failed: boolean;
}

export function monthsFrom(firstMonth: string, count: number): string[] {
  const first = DateTime.fromFormat(firstMonth, 'yyyy-MM');
  if (!first.isValid) return [];
  return Array.from({ length: count }, (_, index) => first.plus({ months: index }).toFormat('yyyy-MM'));
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

/** Loads a hotel's availability month by month as the calendar moves, keeping what was loaded. */
export function useHotelAvailabilities({
  hotelId,
  travellers,
  chunkMonths,
}: HotelAvailabilitiesOptions): HotelAvailabilities {
  const { apiBase, locale } = useRemoteProps();
  const { adults, children, babies } = travellers;
  const key = hotelId ? [apiBase, locale, hotelId, adults, children, babies].join('|') : '';
  const [state, setState] = useState<LoadedState>({ key: '', entries: new Map(), pending: 0, failed: false });
  const requested = useRef<{ key: string; months: Set<string>; controllers: AbortController[] }>({
    key: '',
    months: new Set(),
    controllers: [],
  });

  useEffect(
    () => () => {
      for (const controller of requested.current.controllers) controller.abort();
    },
    [],
  );

  const requestMonths = useCallback(
    (firstMonth: string, count: number) => {
      if (!hotelId) return;
      if (requested.current.key !== key) {
        for (const controller of requested.current.controllers) controller.abort();
        requested.current = { key, months: new Set(), controllers: [] };
      }
      const months = requested.current.months;
      let missing = monthsFrom(firstMonth, count).filter((month) => !months.has(month));
      while (missing.length > 0) {
        const chunk = monthsFrom(missing[0]!, chunkMonths);
        for (const month of chunk) months.add(month);
        missing = missing.filter((month) => !chunk.includes(month));
        const controller = new AbortController();
        requested.current.controllers.push(controller);
        setState((current) =>
          current.key === key
            ? { ...current, pending: current.pending + 1 }
            : { key, entries: new Map(), pending: 1, failed: false },
        );
        getHotelAvailabilities({
          apiBase,
          locale,
          hotelId,
          month: chunk[0]!,
          length: chunkMonths,
          adults,
          children,
          babies,
          signal: controller.signal,
        })
          .then((response) => {
            setState((current) => {
              if (current.key !== key) return current;
              const entries = new Map(current.entries);
              for (const entry of response.availabilities) entries.set(entry.day, toAvailabilityDay(entry));
              return { ...current, entries, pending: current.pending - 1 };
            });
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            // Without availability the calendar falls back to its rules for no data.
            console.warn('[mfe-search] hotel availability unavailable', error);
            setState((current) =>
              current.key === key ? { ...current, pending: current.pending - 1, failed: true } : current,
            );
          });
      }
    },
    [apiBase, locale, hotelId, adults, children, babies, chunkMonths, key],
  );

  const current = state.key === key && key !== '';
  return {
    availability: current && !state.failed && state.entries.size > 0 ? state.entries : null,
    isLoading: current && state.pending > 0,
    requestMonths,
  };
}
