import { useTranslation } from 'react-i18next';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
  type RangeValue,
} from 'react-aria-components';
import { TABLET_AND_UP, useMediaQuery } from '../../../hooks/use-media-query';
import { firstSelectableDay, lastSelectableDay, MAX_NIGHTS_WITHOUT_AVAILABILITY } from '../utils/selectable-days';
import type { StayDates } from '../utils/search-box-values';
import styles from './dates-field.module.css';

export interface DatesFieldProps {
  value: StayDates | null;
  onChange(value: StayDates | null): void;
  /** The user pressed "Clear dates" (spec §4: the dates-suggested variation then stops insisting). */
  onClear(): void;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  className?: string;
}

function toRange(value: StayDates | null): RangeValue<CalendarDate> | null {
  if (!value) return null;
  try {
    return { start: parseDate(value.checkin), end: parseDate(value.checkout) };
  } catch {
    return null;
  }
}

/** Check-in / check-out picker: typed dates or a calendar of two months stepping one at a time. */
export function DatesField({ value, onChange, onClear, isOpen, onOpenChange, className }: DatesFieldProps) {
  const { t } = useTranslation();
  const showTwoMonths = useMediaQuery(TABLET_AND_UP);
  // Computed on every render, not once: the 20:00 cutoff must also hold on a page left open.
  const minValue = parseDate(firstSelectableDay());
  const maxValue = parseDate(lastSelectableDay());

  const change = (range: RangeValue<CalendarDate> | null) => {
    if (!range) return onChange(null);
    // Spec §5: the check-in day cannot be chosen again as check-out; a one-day range means one night.
    const end = range.end.compare(range.start) <= 0 ? range.start.add({ days: 1 }) : range.end;
    onChange({ checkin: range.start.toString(), checkout: end.toString() });
  };

  return (
    <DateRangePicker<CalendarDate>
      className={[styles.field, className].filter(Boolean).join(' ')}
      value={toRange(value)}
      onChange={change}
      minValue={minValue}
      maxValue={maxValue}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      granularity="day"
      shouldForceLeadingZeros
      validate={(range) =>
        range && range.end.compare(range.start) > MAX_NIGHTS_WITHOUT_AVAILABILITY ? t('searchBox.dates.tooLong', { count: MAX_NIGHTS_WITHOUT_AVAILABILITY }) : null
      }
    >
      <Label className={styles.label}>{t('searchBox.dates.label')}</Label>
      <Group className={styles.group}>
        <DateInput slot="start" className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span aria-hidden="true" className={styles.separator}>
          →
        </span>
        <DateInput slot="end" className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.calendarButton} aria-label={t('searchBox.dates.openCalendar')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </Button>
      </Group>
      <FieldError className={styles.error} />
      <Popover className={styles.popover} placement="bottom start">
        <Dialog className={styles.dialog} aria-label={t('searchBox.dates.calendar')}>
          <RangeCalendar className={styles.calendar} visibleDuration={{ months: showTwoMonths ? 2 : 1 }} pageBehavior="single">
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={styles.navButton}>
                ‹
              </Button>
              <Heading className={styles.heading} />
              <Button slot="next" className={styles.navButton}>
                ›
              </Button>
            </header>
            <div className={styles.months}>
              <CalendarGrid className={styles.grid}>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGrid>
              {showTwoMonths ? (
                <CalendarGrid className={styles.grid} offset={{ months: 1 }}>
                  {(date) => <CalendarCell date={date} className={styles.cell} />}
                </CalendarGrid>
              ) : null}
            </div>
          </RangeCalendar>
          <footer className={styles.calendarFooter}>
            <Button
              className={styles.clearButton}
              onPress={() => {
                onChange(null);
                onClear();
              }}
            >
              {t('searchBox.dates.clear')}
            </Button>
            <Button className={styles.doneButton} onPress={() => onOpenChange(false)}>
              {t('searchBox.dates.done')}
            </Button>
          </footer>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
