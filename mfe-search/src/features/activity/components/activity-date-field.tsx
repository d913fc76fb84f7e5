import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { Button } from 'react-aria-components/Button';
import { useLocale } from 'react-aria-components/I18nProvider';
import { OnDemand } from '../../../components/on-demand';
import { lazyPart } from '../../../utils/lazy-part';
import type { StayDates } from '../../../utils/stay-dates';
import { activityDayDates } from '../utils/activity-day';
import styles from './activity-date-field.module.css';

/** The month grid is downloaded when the field first opens (or its button is pointed at). */
const ActivityDayPopover = lazyPart(() =>
  import(/* webpackChunkName: "activity-day" */ './activity-day-popover').then((module) => module.ActivityDayPopover),
);

export interface ActivityDateFieldProps {
  /** The criteria's dates: their check-in is the activity's day. */
  value: StayDates | null;
  onChange(value: StayDates): void;
  onClear(): void;
  className?: string;
}

/**
 * The search box's date field in the activity flow: an activity takes one day, so the field names
 * that day ("Date de l'activité") and its calendar chooses a single date, not an arrival and a departure.
 */
export function ActivityDateField({ value, onChange, onClear, className }: ActivityDateFieldProps) {
  const { t } = useTranslation('search-box');
  const { locale } = useLocale();
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const valueId = useId();
  const formatter = useMemo(
    () => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' }),
    [locale],
  );
  const day = value?.checkin ?? null;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span className={styles.label} id={labelId}>
        {t('searchBox.activityDate.label')}
      </span>
      <Button
        ref={trigger}
        className={styles.trigger}
        aria-labelledby={`${labelId} ${valueId}`}
        {...ActivityDayPopover.overlayOpenerProps(isOpen, () => setOpen(true))}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <rect x="4" y="6" width="16" height="14" rx="1" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M4 10h16M8 3v5m8-5v5m-5 7h2" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <span id={valueId} className={day ? styles.value : styles.placeholder}>
          {day ? formatter.format(DateTime.fromISO(day).toJSDate()) : t('searchBox.activityDate.any')}
        </span>
      </Button>
      <OnDemand name="activity-day" isOpen={isOpen} onFailed={() => setOpen(false)}>
        <ActivityDayPopover.Component
          triggerRef={trigger}
          isOpen={isOpen}
          onOpenChange={setOpen}
          day={day}
          onChoose={(chosen) => {
            onChange(activityDayDates(chosen));
            setOpen(false);
          }}
          onClear={() => {
            onClear();
            setOpen(false);
          }}
        />
      </OnDemand>
    </div>
  );
}
