import { useContext, useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DateTime } from 'luxon';
import { parseDate, type DateValue } from '@internationalized/date';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { Calendar, CalendarGrid, CalendarHeading, CalendarStateContext } from 'react-aria-components/Calendar';
import type { Locale } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../../../context/remote-props';
import { SHOP_TIME_ZONE } from '../../../utils/shop-time-zone';
import {
  CALENDAR_AUTO_CLOSE_DELAY_MS,
  EMPTY_SELECTION,
  availabilityMonthsToFetch,
  calendarMonthStep,
  calendarRange,
  canValidate,
  clickDay,
  hotelAvailabilityMonths,
  selectionOnClose,
  type CalendarContext,
  type CalendarDevice,
  type DateSelection,
  type DayClickResult,
} from '../utils/calendar-rules';
import { formatShortDate, nightsBetween } from '../utils/travel-dates';
import { CalendarDay, type StayPart } from './calendar-day';
import { useCalendarDevice } from './use-calendar-device';
import { dayRefusal, useAllowedNights, useCalendarAvailability, type CalendarOffer } from './use-calendar-availability';
import styles from './travel-calendar.module.css';

/** The stay once both dates are picked. */
export type ChosenStay = NonNullable<DayClickResult['stay']>;

export interface TravelCalendarProps extends CalendarOffer {
  /** The dates button: the calendar opens under it and gives the focus back to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** The dates of the route, yyyy-MM-dd. */
  checkin?: string;
  checkout?: string;
  /** Both ends picked: the stay's new dates, written to the route at once. */
  onChange(stay: ChosenStay): void;
  /** Clear: the stay has no dates any more. */
  onClear(): void;
  /** Check-ins a price answer turned down (PACKAGE_NOT_AVAILABLE_CHECKIN). */
  unavailableCheckins: ReadonlySet<string>;
  /** Close by itself a second after both dates are picked. */
  closeAfterSelection: boolean;
}

/**
 * Months shown at once: two side by side on desktop (moving by one); on a phone a column of as
 * many as a step moves by, so no month is ever skipped.
 */
function monthsShown(device: CalendarDevice): number {
  return device === 'desktop' ? 2 : calendarMonthStep('phone');
}

function stayPart(day: string, { checkin, checkout }: DateSelection): StayPart | null {
  if (day === checkin) return 'checkin';
  if (day === checkout) return 'checkout';
  return checkin && checkout && day > checkin && day < checkout ? 'night' : null;
}

/** The day a press added to react-aria's selected days, or took out of them. */
function pressedDay(before: readonly string[], after: readonly DateValue[]): string | undefined {
  const now = after.map((date) => date.toString());
  return now.find((day) => !before.includes(day)) ?? before.find((day) => !now.includes(day));
}

function selectionStatus(t: TFunction<'calendar'>, { checkin, checkout }: DateSelection, locale: Locale): string {
  if (checkin && checkout) {
    return t('status.stay', {
      checkin: formatShortDate(checkin, locale),
      checkout: formatShortDate(checkout, locale),
      count: nightsBetween(checkin, checkout),
    });
  }
  return checkin ? t('status.checkinOnly', { checkin: formatShortDate(checkin, locale) }) : t('status.none');
}

/** Tells the first month shown, as the previous and next buttons or the keyboard move the months. */
function ShownMonthWatcher({ onShow }: { onShow(month: string): void }) {
  const month = useContext(CalendarStateContext)?.visibleRange.start.toString().slice(0, 7);
  const tell = useEffectEvent((shown: string) => onShow(shown));
  useEffect(() => {
    if (month) tell(month);
  }, [month]);
  return null;
}

/**
 * The month grid under the dates button, downloaded when a shopper first reaches for it. Each day
 * shows the price of a stay starting then, the month's best price marked; days no stay can start
 * on, past days (today from 20:00) and days beyond a year cannot be picked. The first day pressed is
 * the check-in, a later one the checkout (only night counts the offer allows): the stay is written
 * to the route at once. A day on or before the check-in starts again. Clear removes the dates;
 * Validate closes once both exist; Escape closes, and a check-in alone gives way to the route's dates.
 *
 * react-aria's range calendar would swap a checkout pressed before the check-in into a range; its
 * single calendar, in multiple selection, keeps the keyboard and screen-reader behaviour while the
 * shop's rules decide what each press means.
 */
export function TravelCalendar({
  triggerRef,
  isOpen,
  onOpenChange,
  checkin,
  checkout,
  onChange,
  onClear,
  unavailableCheckins,
  closeAfterSelection,
  ...offer
}: TravelCalendarProps) {
  const { t } = useTranslation('calendar');
  const { locale } = useRemoteProps();
  const device = useCalendarDevice();
  const locationDates: DateSelection = { checkin: checkin ?? null, checkout: checkout ?? null };
  const [now, setNow] = useState(() => DateTime.now());
  const [selection, setSelection] = useState<DateSelection>(locationDates);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    // Each opening starts from the route's dates, and from the current time (20:00 may have passed).
    if (isOpen) {
      setSelection(locationDates);
      setNow(DateTime.now());
    }
  }

  const [shownMonth, setShownMonth] = useState<string | null>(null);
  // A hotel's calendar asks its 12 months at once; a stay's, the months shown and the next ones.
  const months = offer.hotelStays
    ? hotelAvailabilityMonths(now, SHOP_TIME_ZONE)
    : shownMonth
      ? availabilityMonthsToFetch(shownMonth, device, now, SHOP_TIME_ZONE)
      : [];
  const availability = useCalendarAvailability(offer, months);
  const allowedNights = useAllowedNights(offer, selection, availability);
  const context: CalendarContext = {
    now,
    zone: SHOP_TIME_ZONE,
    selection,
    availability: availability.days,
    unavailableCheckins,
    allowedNights,
  };
  const isRefused = (day: string) => dayRefusal(day, context, availability.answeredMonths) !== null;
  // Days react-aria shows as selected; a checkout no stay could start on is only marked as the checkout.
  const selectedDays = [selection.checkin, selection.checkout].filter(
    (day): day is string => day !== null && !isRefused(day),
  );
  const bookable = calendarRange(now, SHOP_TIME_ZONE);
  const hasBestPrice = [...availability.days.values()].some((day) => day.bestPriceOfTheMonth);
  const isLoading = availability.loadingMonths.size > 0;

  const changeOpen = (open: boolean) => {
    if (!open) setSelection((current) => selectionOnClose(current, locationDates));
    onOpenChange(open);
  };

  const [closeSoon, setCloseSoon] = useState(false);
  const closeNow = useEffectEvent(() => changeOpen(false));
  useEffect(() => {
    if (!closeSoon) return;
    const timer = setTimeout(() => {
      setCloseSoon(false);
      closeNow();
    }, CALENDAR_AUTO_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [closeSoon]);

  const pickDay = (day: string) => {
    const { selection: next, stay } = clickDay(selection, day);
    setSelection(next);
    setCloseSoon(stay !== null && closeAfterSelection);
    if (stay) onChange(stay);
  };

  return (
    <Popover
      className={styles.popover}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={changeOpen}
      // The booking panel is the page's right column on desktop: the calendar opens towards the page.
      placement="bottom end"
    >
      <Dialog className={styles.dialog} aria-label={t('title')}>
        <Calendar
          selectionMode="multiple"
          className={styles.calendar}
          value={selectedDays.map((day) => parseDate(day))}
          onChange={(days) => {
            const day = pressedDay(selectedDays, days);
            if (day) pickDay(day);
          }}
          minValue={parseDate(bookable.first)}
          maxValue={parseDate(bookable.last)}
          isDateUnavailable={(date) => isRefused(date.toString())}
          visibleDuration={{ months: monthsShown(device) }}
          pageBehavior={device === 'desktop' ? 'single' : 'visible'}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- opened to pick a day: the focus goes to the chosen (or first bookable) day, as in any date picker
          autoFocus
        >
          <ShownMonthWatcher onShow={setShownMonth} />
          <div className={styles.navigation}>
            <Button slot="previous" className={styles.navButton}>
              <span aria-hidden="true">‹</span>
            </Button>
            <Button slot="next" className={styles.navButton}>
              <span aria-hidden="true">›</span>
            </Button>
          </div>
          <div className={styles.months} data-device={device} aria-busy={isLoading || undefined}>
            {Array.from({ length: monthsShown(device) }, (_, offset) => (
              <div key={offset} className={styles.month}>
                <CalendarHeading offset={{ months: offset }} className={styles.monthTitle} />
                <CalendarGrid offset={{ months: offset }} className={styles.grid}>
                  {(date) => {
                    const day = date.toString();
                    return (
                      <CalendarDay
                        date={date}
                        availability={availability.days.get(day)}
                        isLoading={availability.loadingMonths.has(day.slice(0, 7))}
                        part={stayPart(day, selection)}
                      />
                    );
                  }}
                </CalendarGrid>
              </div>
            ))}
          </div>
        </Calendar>
        {hasBestPrice ? (
          <p className={styles.legend}>
            <span className={styles.bestPriceSample} aria-hidden="true" />
            {t('bestPrice')}
          </p>
        ) : null}
        <p className={styles.status} aria-live="polite">
          {selectionStatus(t, selection, locale)}
          {isLoading ? <span className={styles.loadingNote}> {t('loading')}</span> : null}
        </p>
        <footer className={styles.footer}>
          <Button
            className={styles.clearButton}
            isDisabled={selection.checkin === null}
            onPress={() => {
              setSelection(EMPTY_SELECTION);
              setCloseSoon(false);
              onClear();
            }}
          >
            {t('clear')}
          </Button>
          <Button
            className={styles.validateButton}
            isDisabled={!canValidate(selection)}
            onPress={() => changeOpen(false)}
          >
            {t('validate')}
          </Button>
        </footer>
      </Dialog>
    </Popover>
  );
}
