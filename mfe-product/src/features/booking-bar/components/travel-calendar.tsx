import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDate } from '@internationalized/date';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import {
  CalendarCell,
  CalendarGrid,
  Heading,
  RangeCalendar,
  type DateRange,
} from 'react-aria-components/RangeCalendar';
import { bookableWindow } from '../utils/travel-dates';
import styles from './travel-calendar.module.css';

export interface TravelCalendarProps {
  /** The dates button: the calendar opens under it and gives the focus back to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** The dates of the route, yyyy-MM-dd. */
  checkin?: string;
  checkout?: string;
  /** Both ends chosen: the stay's new dates. */
  onChange(dates: { checkin: string; checkout: string }): void;
  /** Clear: the stay has no dates any more. */
  onClear(): void;
}

function rangeOf(checkin?: string, checkout?: string): DateRange | null {
  if (!checkin || !checkout) return null;
  try {
    return { start: parseDate(checkin), end: parseDate(checkout) };
  } catch {
    return null;
  }
}

/**
 * The month grid under the dates button, downloaded when a shopper first reaches for it. The first
 * day pressed is the check-in, a later one the check-out: both are written to the route at once and
 * the calendar closes. Past days (and today from 20:00) cannot be chosen, nor days past a year.
 * Clear removes the dates; Validate closes and is enabled only once both dates exist; Escape closes
 * and keeps the route's dates.
 */
export function TravelCalendar({
  triggerRef,
  isOpen,
  onOpenChange,
  checkin,
  checkout,
  onChange,
  onClear,
}: TravelCalendarProps) {
  const { t } = useTranslation();
  const [bookable] = useState(bookableWindow);
  // Picked days shown before they reach the route; the route's dates whenever it opens again.
  const [range, setRange] = useState<DateRange | null>(() => rangeOf(checkin, checkout));
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setRange(rangeOf(checkin, checkout));
  }

  return (
    <Popover
      className={styles.popover}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom start"
    >
      <Dialog className={styles.dialog} aria-label={t('booking.dates.label')}>
        <RangeCalendar
          value={range}
          minValue={parseDate(bookable.first)}
          maxValue={parseDate(bookable.last)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- opened to pick a day: the focus goes to the chosen (or first bookable) day, as in any date picker
          autoFocus
          onChange={(next) => {
            setRange(next);
            const [start, end] = [next.start.toString(), next.end.toString()];
            // A same-day range is not a stay: wait for a later check-out.
            if (end <= start) return;
            onChange({ checkin: start, checkout: end });
            onOpenChange(false);
          }}
        >
          <header className={styles.calendarHeader}>
            <Button slot="previous" className={styles.navButton}>
              <span aria-hidden="true">‹</span>
            </Button>
            <Heading className={styles.month} />
            <Button slot="next" className={styles.navButton}>
              <span aria-hidden="true">›</span>
            </Button>
          </header>
          <CalendarGrid className={styles.grid}>
            {(date) => <CalendarCell date={date} className={styles.cell} />}
          </CalendarGrid>
        </RangeCalendar>
        <footer className={styles.footer}>
          <Button
            className={styles.clearButton}
            isDisabled={!range}
            onPress={() => {
              setRange(null);
              onClear();
            }}
          >
            {t('booking.dates.clear')}
          </Button>
          <Button className={styles.validateButton} isDisabled={!range} onPress={() => onOpenChange(false)}>
            {t('booking.dates.validate')}
          </Button>
        </footer>
      </Dialog>
    </Popover>
  );
}
