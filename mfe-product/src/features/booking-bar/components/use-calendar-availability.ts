import { useEffect, useEffectEvent, useRef } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { hotelAvailabilitiesQuery } from '../api/get-hotel-availabilities';
import { checkoutNightsQuery } from '../api/get-checkout-nights';
import type { Travellers } from '../api/travellers-params';
import {
  shouldFetchCheckoutNights,
  unselectableReason,
  type AvailabilityDay,
  type CalendarContext,
  type DateSelection,
  type UnselectableReason,
} from '../utils/calendar-rules';

/**
 * The stay the calendar picks dates for; without an offer and its hotel, no availability is asked.
 * A hotel page's calendar names no offer but the hotel's stays instead (`hotelStays`).
 */
export interface CalendarOffer {
  offerId?: string;
  hotelId?: number;
  /**
   * Set, the calendar is the whole hotel's: its availability is the hotel's (a day is open when
   * any stay starts then, at the cheapest night), and a checkout may end any of these stays.
   */
  hotelStays?: readonly string[];
  travellers: Travellers;
}

export interface CalendarAvailability {
  /** Days a stay can start on, with their price, from the months answered so far. */
  days: ReadonlyMap<string, AvailabilityDay>;
  /** yyyy-MM months whose answer arrived: only there does a missing day mean "no availability". */
  answeredMonths: ReadonlySet<string>;
  /** yyyy-MM months on their way. */
  loadingMonths: ReadonlySet<string>;
}

/** Reports each failed call once: a failure leaves the calendar usable, only without what it would have brought. */
function useReportFailures(errors: readonly (Error | null)[]): void {
  const { reportError } = useRemoteProps();
  const reported = useRef(new WeakSet<Error>());
  const report = useEffectEvent((error: Error) => reportError(error, 'mfe-product'));
  useEffect(() => {
    for (const error of errors) {
      if (error && !reported.current.has(error)) {
        reported.current.add(error);
        report(error);
      }
    }
  });
}

/** The offer's availability for the months the calendar shows (and the next ones), month by month. */
export function useCalendarAvailability(offer: CalendarOffer, months: readonly string[]): CalendarAvailability {
  const api = useApiClient();
  const { locale } = useRemoteProps();
  const { offerId = '', hotelId } = offer;
  const wholeHotel = offer.hotelStays !== undefined;
  const canAsk = hotelId !== undefined && (wholeHotel || offerId !== '');
  const answers = useQueries({
    queries: months.map((month) => ({
      ...hotelAvailabilitiesQuery(api, {
        hotelId: hotelId ?? 0,
        offerId: wholeHotel ? undefined : offerId,
        locale,
        month,
        travellers: offer.travellers,
      }),
      enabled: canAsk,
    })),
  });
  useReportFailures(answers.map((answer) => answer.error));

  const days = new Map<string, AvailabilityDay>();
  const answeredMonths = new Set<string>();
  const loadingMonths = new Set<string>();
  answers.forEach((answer, index) => {
    const month = months[index]!;
    if (answer.data) {
      answeredMonths.add(month);
      for (const day of answer.data) days.set(day.day, day);
    } else if (answer.isFetching) {
      loadingMonths.add(month);
    }
  });
  return { days, answeredMonths, loadingMonths };
}

/** Night counts any of the stays allows, in increasing order. */
function nightsOfAnyStay(answers: readonly (readonly number[])[]): readonly number[] {
  if (answers.length === 1) return answers[0]!;
  return [...new Set(answers.flat())].sort((a, b) => a - b);
}

/**
 * The numbers of nights allowed from a check-in picked alone, once availability data exists; null
 * (no such limit) otherwise, while they load, or when the call failed. On a hotel's calendar, a
 * night count is allowed when one of its stays allows it; until every stay has answered (or when
 * one failed) there is no such limit.
 */
export function useAllowedNights(
  offer: CalendarOffer,
  selection: DateSelection,
  availability: CalendarAvailability,
): readonly number[] | null {
  const api = useApiClient();
  const { locale } = useRemoteProps();
  const offerId = offer.offerId ?? '';
  const stays = offer.hotelStays ?? (offerId === '' ? [] : [offerId]);
  const shouldAsk = stays.length > 0 && shouldFetchCheckoutNights(selection, availability.days);
  const answers = useQueries({
    queries: stays.map((stay) => ({
      ...checkoutNightsQuery(api, {
        offerId: stay,
        checkin: selection.checkin ?? '',
        locale,
        travellers: offer.travellers,
      }),
      enabled: shouldAsk,
    })),
  });
  useReportFailures(answers.map((answer) => answer.error));
  if (!shouldAsk) return null;
  const nights = answers.map((answer) => answer.data);
  return nights.every((data) => data !== undefined) ? nightsOfAnyStay(nights) : null;
}

/**
 * Why a day cannot be picked now (see unselectableReason), trusting "no availability" only in the
 * months whose answer arrived: a month still loading, or whose call failed, stays choosable.
 */
export function dayRefusal(
  day: string,
  context: CalendarContext,
  answeredMonths: ReadonlySet<string>,
): UnselectableReason | null {
  const reason = unselectableReason(day, context);
  const turnedDown = context.unavailableCheckins?.has(day) ?? false;
  if (reason === 'noAvailability' && !turnedDown && !answeredMonths.has(day.slice(0, 7))) return null;
  return reason;
}
