/**
 * The stay calendar: react-aria's RangeCalendar with the shop's rules of which days can be chosen
 * (day-selectability). Desktop shows two months side by side stepping one month; mobile
 * shows an infinite vertical list of months. Self-contained (its own api calls, hooks and rules),
 * so another remote can copy the feature folder as it is.
 */
import {
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ContextType,
  type Ref,
  type UIEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { DateFormatter, parseDate, type CalendarDate } from '@internationalized/date';
import { Button } from 'react-aria-components/Button';
import { useLocale } from 'react-aria-components/I18nProvider';
import {
  CalendarCell,
  CalendarGrid,
  RangeCalendar,
  RangeCalendarStateContext,
  type DateValue,
  type RangeValue,
} from 'react-aria-components/RangeCalendar';
import { useHotelAvailabilities, monthsFrom, type CalendarTravellers } from '../state/use-hotel-availabilities';
import { useAllowedCheckoutNights } from '../state/use-allowed-checkout-nights';
import { useOnNewValue } from '../../../hooks/use-on-new-value';
import { firstSelectableDay, lastSelectableDay } from '../../../utils/stay-dates';
import {
  hasAvailabilityData,
  isDaySelectable,
  type AvailabilityByDay,
  type DaySelectabilityContext,
  type NightsRange,
} from '../utils/day-selectability';
import {
  AVAILABILITY_MONTHS,
  DESKTOP_VISIBLE_MONTHS,
  INFINITE_SCROLL_THRESHOLD_PX,
  MAX_SEARCH_NIGHTS,
  MOBILE_MONTHS_AHEAD,
} from '../utils/calendar-constants';
import type { StayDates } from '../../../utils/stay-dates';
import styles from './stay-calendar.module.css';

type RangeCalendarState = NonNullable<ContextType<typeof RangeCalendarStateContext>>;

const NO_DAYS: ReadonlySet<string> = new Set();

export type StayCalendarLayout = 'twoMonths' | 'scroll';

export interface StayCalendarHandle {
  /** Forgets a check-in chosen without its checkout (used by Clear). */
  clearSelection(): void;
}

export interface StayCalendarProps {
  /** The chosen range (check-in and check-out), or null. */
  value: StayDates | null;
  /** A full range was chosen. */
  onChange(value: StayDates): void;
  /** The first date of a new selection was chosen (or dropped): a check-in still without checkout. */
  onPendingCheckinChange?(checkin: string | null): void;
  layout: StayCalendarLayout;
  /** A hotel: its availability is loaded as the visitor moves through the months. */
  hotelId?: string;
  /** The stay whose allowed checkout nights apply; else the stay the availability priced that day. */
  offerId?: number;
  travellers: CalendarTravellers;
  /** Possible stay lengths from any check-in; else derived from the check-in day's minimum stay. */
  possibleNights?: NightsRange | null;
  minisite?: string;
  'aria-label': string;
  ref?: Ref<StayCalendarHandle>;
}

/** Reads react-aria's range state (anchor, visible months, focus) for the component around it. */
function CalendarStateBridge({
  stateRef,
  onAnchorChange,
  onVisibleStartChange,
  onFocusedDateChange,
}: {
  stateRef: { current: RangeCalendarState | null };
  onAnchorChange(anchor: string | null): void;
  onVisibleStartChange(start: string): void;
  onFocusedDateChange(date: string): void;
}) {
  const state = useContext(RangeCalendarStateContext);
  useEffect(() => {
    stateRef.current = state;
  });
  const anchor = state?.anchorDate?.toString() ?? null;
  const visibleStart = state?.visibleRange.start.toString() ?? '';
  const focused = state?.focusedDate.toString() ?? '';
  const anchorChanged = useEffectEvent(onAnchorChange);
  const visibleStartChanged = useEffectEvent(onVisibleStartChange);
  const focusedDateChanged = useEffectEvent(onFocusedDateChange);
  useEffect(() => anchorChanged(anchor), [anchor]);
  useEffect(() => {
    if (visibleStart) visibleStartChanged(visibleStart);
  }, [visibleStart]);
  useEffect(() => {
    if (focused) focusedDateChanged(focused);
  }, [focused]);
  return null;
}

function monthIndexOf(day: string, firstMonth: string): number {
  const month = DateTime.fromISO(day).startOf('month');
  return Math.round(month.diff(DateTime.fromISO(`${firstMonth}-01`), 'months').months);
}

interface DayPrices {
  availability: AvailabilityByDay | null;
  formatPrice(cents: number): string;
  /** While a checkout is chosen, the prices after the check-in (of stays starting then) are left out. */
  pendingCheckin: string | null;
  /** Check-ins the api turned down: no stay starts then, so no price either. */
  refusedCheckins: ReadonlySet<string>;
}

function DayCell({
  date,
  availability,
  formatPrice,
  pendingCheckin,
  refusedCheckins,
}: { date: CalendarDate } & DayPrices) {
  const day = date.toString();
  const entry = (pendingCheckin && day > pendingCheckin) || refusedCheckins.has(day) ? null : availability?.get(day);
  return (
    <CalendarCell date={date} className={styles.cell}>
      {({ formattedDate }) => (
        <>
          <span className={styles.dayNumber}>{formattedDate}</span>
          {entry ? (
            <span
              className={entry.bestPriceOfTheMonth ? `${styles.price} ${styles.bestPrice}` : styles.price}
              aria-hidden="true"
            >
              {formatPrice(entry.price)}
            </span>
          ) : null}
        </>
      )}
    </CalendarCell>
  );
}

/**
 * One month's grid. Days of the neighbouring months are left empty and out of the accessibility
 * tree: with several months on screen they would repeat the same dates.
 */
function MonthGrid({ offset, ...prices }: { offset: number } & DayPrices) {
  const state = useContext(RangeCalendarStateContext);
  const month = state?.visibleRange.start.add({ months: offset });
  return (
    <CalendarGrid className={styles.grid} offset={{ months: offset }}>
      {(date) =>
        month && (date.month !== month.month || date.year !== month.year) ? (
          <td className={styles.emptyCell} aria-hidden="true" />
        ) : (
          <DayCell date={date} {...prices} />
        )
      }
    </CalendarGrid>
  );
}

export function StayCalendar({
  value,
  onChange,
  onPendingCheckinChange,
  layout,
  hotelId,
  offerId,
  travellers,
  possibleNights,
  minisite,
  'aria-label': ariaLabel,
  ref,
}: StayCalendarProps) {
  const { t } = useTranslation('search-box');
  const { locale } = useLocale();
  // Read on every render, not once: the 20:00 cutoff must also hold on a page left open.
  const now = DateTime.now();
  const firstDay = firstSelectableDay(now);
  const lastDay = lastSelectableDay(now);
  const firstMonth = firstDay.slice(0, 7);
  const totalMonths = monthIndexOf(lastDay, firstMonth) + 1;

  const stateRef = useRef<RangeCalendarState | null>(null);
  const [pendingCheckin, setPendingCheckin] = useState<string | null>(null);
  const [visibleStart, setVisibleStart] = useState<string | null>(null);
  const [loadedMonths, setLoadedMonths] = useState(() =>
    Math.min(totalMonths, Math.max(MOBILE_MONTHS_AHEAD, value ? monthIndexOf(value.checkout, firstMonth) + 1 : 0)),
  );

  // Availability of the months on screen (desktop) or loaded in the list (mobile).
  const visibleMonths =
    layout === 'twoMonths' && visibleStart ? monthsFrom(visibleStart.slice(0, 7), DESKTOP_VISIBLE_MONTHS) : [];
  const { availability, isLoading: availabilityLoading } = useHotelAvailabilities({
    hotelId,
    travellers,
    months: layout === 'twoMonths' ? visibleMonths : monthsFrom(firstMonth, loadedMonths),
    firstMonth,
    chunkMonths: layout === 'twoMonths' ? AVAILABILITY_MONTHS.desktop : AVAILABILITY_MONTHS.mobile,
  });
  const withAvailability = hasAvailabilityData(availability);
  const checkinEntry = pendingCheckin ? availability?.get(pendingCheckin) : undefined;
  const {
    allowedNights,
    refusedCheckin,
    isLoading: nightsLoading,
  } = useAllowedCheckoutNights({
    offerId: withAvailability && pendingCheckin ? (offerId ?? checkinEntry?.offerId ?? null) : null,
    checkin: pendingCheckin,
    travellers,
    minisite,
  });
  // A check-in the api turns down (PACKAGE_NOT_AVAILABLE_CHECKIN) is closed for these travellers, with
  // no message: the selection starts over and the day can no longer be chosen.
  const refusalScope = [hotelId, offerId, travellers.adults, travellers.children, travellers.babies].join('|');
  const [refused, setRefused] = useState<{ scope: string; days: ReadonlySet<string> }>(() => ({
    scope: refusalScope,
    days: new Set(),
  }));
  const refusedCheckins = refused.scope === refusalScope ? refused.days : NO_DAYS;
  // Keyed by the travellers too: the same day turned down for other travellers is news.
  useOnNewValue(refusedCheckin && `${refusalScope}|${refusedCheckin}`, () => {
    if (!refusedCheckin) return;
    setRefused((current) => ({
      scope: refusalScope,
      days: new Set([...(current.scope === refusalScope ? current.days : []), refusedCheckin]),
    }));
    stateRef.current?.setAnchorDate(null);
  });
  const nightsRange: NightsRange | null =
    possibleNights ??
    (checkinEntry?.minLos
      ? { start: checkinEntry.minLos, end: Math.max(checkinEntry.minLos, MAX_SEARCH_NIGHTS) }
      : null);

  // react-aria passes the anchor: the check-in chosen so far, before this component hears of it.
  const isDateUnavailable = (date: DateValue, anchor?: DateValue | null) => {
    const pending = anchor ? anchor.toString() : null;
    // The check-in itself stays "available" so react-aria shows it as the start of the range; a
    // click on it is ignored in `change`.
    if (pending && date.toString() === pending) return false;
    const context: DaySelectabilityContext = {
      now,
      checkin: pending ?? value?.checkin,
      checkout: pending ? null : value?.checkout,
      availability,
      possibleNights: pending ? nightsRange : null,
      allowedNights: pending ? allowedNights : null,
      refusedCheckins,
    };
    return !isDaySelectable(date.toString(), context);
  };

  const reportAnchor = (anchor: string | null) => {
    setPendingCheckin(anchor);
    onPendingCheckinChange?.(anchor);
  };

  const reportFocusedDate = (day: string) => {
    // Keyboard focus moving past the loaded months loads them (mobile list).
    if (layout === 'scroll')
      setLoadedMonths((loaded) => Math.min(totalMonths, Math.max(loaded, monthIndexOf(day, firstMonth) + 1)));
  };

  useImperativeHandle(ref, () => ({ clearSelection: () => stateRef.current?.setAnchorDate(null) }), []);

  const change = (range: RangeValue<CalendarDate> | null) => {
    if (!range) return;
    const anchor = stateRef.current?.anchorDate?.toString();
    const start = range.start.toString();
    if (anchor && start === anchor && range.end.toString() === anchor) {
      // The check-in chosen again: the selection simply goes on from it.
      queueMicrotask(() => stateRef.current?.setAnchorDate(range.start));
      return;
    }
    if (anchor && start < anchor) {
      // A date before the check-in restarts the selection with it as check-in. react-aria
      // drops its anchor after this call, so the new one is set right after.
      const restart = range.start;
      queueMicrotask(() => stateRef.current?.setAnchorDate(restart));
      return;
    }
    onChange({ checkin: start, checkout: range.end.toString() });
  };

  const rangeValue = useMemo(() => {
    if (!value) return null;
    try {
      return { start: parseDate(value.checkin), end: parseDate(value.checkout) };
    } catch {
      return null;
    }
  }, [value]);

  const monthFormatter = useMemo(() => new DateFormatter(locale, { month: 'long', year: 'numeric' }), [locale]);
  const priceFormatter = useMemo(
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
    [locale],
  );
  const formatPrice = useCallback((cents: number) => priceFormatter.format(cents / 100), [priceFormatter]);
  // "Noviembre de 2026", "Novembre 2026": the first letter up, the language's own words (the
  // stylesheet's capitalize would also raise the "de" of Spanish or Italian titles).
  const monthTitle = (month: string) => {
    const title = monthFormatter.format(DateTime.fromISO(`${month}-01`).toJSDate());
    return title.charAt(0).toLocaleUpperCase(locale) + title.slice(1);
  };

  const minimumStay = nightsRange?.start ?? (value ? availability?.get(value.checkin)?.minLos : null) ?? null;
  const isLoading = availabilityLoading || nightsLoading;

  const loadMoreOnScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollHeight - list.scrollTop - list.clientHeight <= INFINITE_SCROLL_THRESHOLD_PX) {
      setLoadedMonths((loaded) => Math.min(totalMonths, loaded + MOBILE_MONTHS_AHEAD));
    }
  };

  // The mobile list opens on the month of the chosen check-in.
  const listRef = useRef<HTMLDivElement>(null);
  const initialCheckin = useRef(value?.checkin);
  useEffect(() => {
    if (layout !== 'scroll' || !initialCheckin.current) return;
    const month = listRef.current?.querySelector(`[data-month="${initialCheckin.current.slice(0, 7)}"]`);
    month?.scrollIntoView?.({ block: 'start' });
  }, [layout]);

  return (
    <RangeCalendar<CalendarDate>
      className={`${styles.calendar} ${layout === 'scroll' ? styles.scrollLayout : styles.twoMonthsLayout}`}
      aria-label={ariaLabel}
      value={rangeValue}
      onChange={change}
      minValue={parseDate(firstDay)}
      maxValue={parseDate(lastDay)}
      isDateUnavailable={isDateUnavailable}
      // The shop's day rules decide; react-aria must not shrink the range around unavailable days.
      allowsNonContiguousRanges
      visibleDuration={{ months: layout === 'twoMonths' ? DESKTOP_VISIBLE_MONTHS : totalMonths }}
      pageBehavior="single"
    >
      <CalendarStateBridge
        stateRef={stateRef}
        onAnchorChange={reportAnchor}
        onVisibleStartChange={setVisibleStart}
        onFocusedDateChange={reportFocusedDate}
      />
      <p className={styles.hint} aria-live="polite">
        {pendingCheckin ? t('calendar.chooseCheckout') : t('calendar.chooseCheckin')}
      </p>
      {layout === 'twoMonths' ? (
        <div className={styles.twoMonths}>
          <Button slot="previous" className={`${styles.navButton} ${styles.previous}`}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </Button>
          {[0, 1].map((offset) => (
            <div className={styles.month} key={offset}>
              <h3 className={styles.monthTitle} aria-hidden="true">
                {visibleMonths[offset] ? monthTitle(visibleMonths[offset]) : ''}
              </h3>
              <MonthGrid
                offset={offset}
                availability={availability}
                formatPrice={formatPrice}
                pendingCheckin={pendingCheckin}
                refusedCheckins={refusedCheckins}
              />
            </div>
          ))}
          <Button slot="next" className={`${styles.navButton} ${styles.next}`}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M9 5l7 7-7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </Button>
        </div>
      ) : (
        <div className={styles.monthList} ref={listRef} onScroll={loadMoreOnScroll} data-testid="calendar-month-list">
          {monthsFrom(firstMonth, loadedMonths).map((month, offset) => (
            <section className={styles.month} key={month} data-month={month} aria-label={monthTitle(month)}>
              <h3 className={styles.monthTitle} aria-hidden="true">
                {monthTitle(month)}
              </h3>
              <MonthGrid
                offset={offset}
                availability={availability}
                formatPrice={formatPrice}
                pendingCheckin={pendingCheckin}
                refusedCheckins={refusedCheckins}
              />
            </section>
          ))}
        </div>
      )}
      {minimumStay && minimumStay > 1 ? (
        <p className={styles.minimumStay}>{t('calendar.minimumStay', { count: minimumStay })}</p>
      ) : null}
      <div role="status" className={isLoading ? styles.loadingOverlay : styles.idleStatus}>
        {isLoading ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            <span>{t('calendar.loading')}</span>
          </>
        ) : null}
      </div>
    </RangeCalendar>
  );
}
