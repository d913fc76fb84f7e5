import { useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDate } from '@internationalized/date';
import { Button } from 'react-aria-components/Button';
import { Calendar, CalendarCell, CalendarGrid } from 'react-aria-components/Calendar';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Popover } from 'react-aria-components/Popover';
import type { LazyOverlayProps } from '../../../utils/lazy-part';
import { firstSelectableDay, lastSelectableDay } from '../../../utils/stay-dates';
import styles from './activity-date-field.module.css';

export interface ActivityDayPopoverProps extends LazyOverlayProps {
  /** The date field's button: the month is shown under it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The chosen day, yyyy-MM-dd. */
  day: string | null;
  onChoose(day: string): void;
  onClear(): void;
}

/** A month arrow of the calendar (react-aria names the buttons "Previous" and "Next" in the page's language). */
function MonthArrow({ slot }: { slot: 'previous' | 'next' }) {
  return (
    <Button slot={slot} className={styles.arrow}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d={slot === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </Button>
  );
}

/**
 * One month at a time to choose the activity's day: from today (tomorrow from 20:00) to a year
 * ahead; choosing a day closes it, "Clear the date" searches any day again.
 */
export function ActivityDayPopover({
  triggerRef,
  isOpen,
  onOpenChange,
  day,
  onChoose,
  onClear,
}: ActivityDayPopoverProps) {
  const { t } = useTranslation('search-box');
  // The same bounds as a stay's check-in: today (tomorrow from the same-day cutoff) to a year ahead.
  const bounds = useMemo(() => ({ first: firstSelectableDay(), last: lastSelectableDay() }), []);
  const value = day && day >= bounds.first && day <= bounds.last ? parseDate(day) : null;

  return (
    <Popover
      className={styles.popover}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom start"
      offset={8}
    >
      <Dialog className={styles.dialog} aria-label={t('searchBox.activityDate.calendar')}>
        <Calendar
          className={styles.calendar}
          aria-label={t('searchBox.activityDate.calendar')}
          value={value}
          minValue={parseDate(bounds.first)}
          maxValue={parseDate(bounds.last)}
          onChange={(chosen) => onChoose(chosen.toString())}
        >
          <header className={styles.monthBar}>
            <MonthArrow slot="previous" />
            <Heading className={styles.month} />
            <MonthArrow slot="next" />
          </header>
          <CalendarGrid className={styles.grid}>
            {(date) => <CalendarCell date={date} className={styles.day} />}
          </CalendarGrid>
        </Calendar>
        {day ? (
          <Button className={styles.clear} onPress={onClear}>
            {t('searchBox.activityDate.clear')}
          </Button>
        ) : null}
      </Dialog>
    </Popover>
  );
}
