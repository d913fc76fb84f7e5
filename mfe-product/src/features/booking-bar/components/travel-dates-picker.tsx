import { useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDate } from '@internationalized/date';
import {
  Button,
  DateInput,
  DateRangePicker,
  DateSegment,
  Group,
  Label,
  Popover,
  Text,
  type DateRange,
} from 'react-aria-components/DateRangePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { OnDemand } from '../../../components/on-demand';
import { onDemandComponent } from '../../../utils/on-demand-component';
import { bookableWindow } from '../utils/travel-dates';
import styles from './travel-dates-picker.module.css';

/** Most shoppers type their dates or come with them: the month grid is downloaded only for those who open it. */
const TravelCalendar = onDemandComponent(() =>
  import(/* webpackChunkName: "travel-calendar" */ './travel-calendar').then((module) => module.TravelCalendar),
);

interface TravelDatesPickerProps {
  checkin?: string;
  checkout?: string;
  /** Called with yyyy-MM-dd dates once both ends are chosen. */
  onChange(dates: { checkin: string; checkout: string }): void;
  /** Shown under the field (and announced) when set. */
  errorMessage?: string;
  /** The field's group, so a Book press without dates can move the focus here. */
  groupRef: RefObject<HTMLDivElement | null>;
}

function rangeOf(checkin?: string, checkout?: string): DateRange | null {
  if (!checkin || !checkout) return null;
  try {
    return { start: parseDate(checkin), end: parseDate(checkout) };
  } catch {
    return null;
  }
}

function isoOf(date: { year: number; month: number; day: number }): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** Check-in and check-out: typed or picked in a range calendar; past days cannot be chosen. */
export function TravelDatesPicker({ checkin, checkout, onChange, errorMessage, groupRef }: TravelDatesPickerProps) {
  const { t } = useTranslation();
  // A local copy: typing a date half-way must not be overwritten before the route catches up.
  const [range, setRange] = useState<DateRange | null>(() => rangeOf(checkin, checkout));
  // New dates from the route replace the local copy.
  const routeDates = `${checkin ?? ''}/${checkout ?? ''}`;
  const [shownRouteDates, setShownRouteDates] = useState(routeDates);
  if (routeDates !== shownRouteDates) {
    setShownRouteDates(routeDates);
    setRange(rangeOf(checkin, checkout));
  }
  const bookable = useMemo(() => bookableWindow(), []);

  return (
    <DateRangePicker
      className={styles.picker}
      value={range}
      minValue={parseDate(bookable.first)}
      maxValue={parseDate(bookable.last)}
      isInvalid={Boolean(errorMessage)}
      onChange={(next) => {
        setRange(next);
        if (!next) return;
        const [start, end] = [isoOf(next.start), isoOf(next.end)];
        // A same-day range is not a stay: wait for a later check-out.
        if (end > start) onChange({ checkin: start, checkout: end });
      }}
    >
      <Label className={styles.label}>{t('booking.dates.label')}</Label>
      <Group ref={groupRef} className={styles.group}>
        <DateInput slot="start" className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span aria-hidden="true" className={styles.arrow}>
          →
        </span>
        <DateInput slot="end" className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button
          className={styles.calendarButton}
          onHoverStart={TravelCalendar.prefetch}
          onFocus={TravelCalendar.prefetch}
          onPressStart={TravelCalendar.prefetch}
        >
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      {errorMessage ? (
        <Text slot="errorMessage" elementType="p" className={styles.error} role="alert">
          {errorMessage}
        </Text>
      ) : null}
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.dialog}>
          <OnDemand part="travel-calendar" fallback={<div className={styles.calendarPlaceholder} />}>
            <TravelCalendar.Component />
          </OnDemand>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
