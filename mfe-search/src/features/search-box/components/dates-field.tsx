import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { Button } from 'react-aria-components/Button';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { useLocale } from 'react-aria-components/I18nProvider';
import type { StayCalendarHandle } from '../../calendar/components/stay-calendar';
import { OnDemand } from '../../../components/on-demand';
import { RoomBelowTrigger } from '../../../components/room-below-trigger';
import { lazyPart } from '../../../utils/lazy-part';
import type { StayDates } from '../../../utils/stay-dates';
import type { Passengers } from '../../../utils/passengers';
import styles from './dates-field.module.css';

/** The calendar (react-aria's RangeCalendar, the day rules) is downloaded when the field first opens. */
const DatesOverlay = lazyPart(() =>
  import(/* webpackChunkName: "stay-calendar" */ './dates-overlay').then((module) => module.DatesOverlay),
);

/** The calendar may close by itself once a range is chosen, at once or after a second. */
export type CalendarAutoClose = 'off' | 'immediate' | 'delayed';

/** Delay of the 'delayed' auto-close. */
export const AUTO_CLOSE_DELAY_MS = 1000;

/**
 * The height the two-month popover would like under the field (weekend shortcuts, six weeks,
 * minimum stay, Clear and Done, the gap and the margin to the screen's edge): the page scrolls
 * first when the field sits lower than that.
 */
const CALENDAR_ROOM_PX = 580;

export interface DatesFieldProps {
  value: StayDates | null;
  onChange(value: StayDates | null): void;
  /** The visitor pressed Clear (the dates-suggested variation then stops insisting). */
  onClear(): void;
  /** The dates of the URL: closing with only a check-in goes back to them. */
  urlDates: StayDates | null;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** A popover with two months (desktop, tablet) or a full-screen infinite calendar (phones). */
  presentation?: 'popover' | 'fullscreen';
  /** Searching a hotel: the calendar shows its availability. */
  hotelId?: string;
  travellers: Passengers;
  /** The "This weekend" / "Next weekend" buttons (calendarShortcuts variation). */
  showShortcuts?: boolean;
  autoClose?: CalendarAutoClose;
  className?: string;
}

/** Check-in / check-out field: a button showing the dates that opens the stay calendar. */
export function DatesField({
  value,
  onChange,
  onClear,
  urlDates,
  isOpen,
  onOpenChange,
  presentation = 'popover',
  hotelId,
  travellers,
  showShortcuts = false,
  autoClose = 'off',
  className,
}: DatesFieldProps) {
  const { t } = useTranslation('search-box');
  const { locale } = useLocale();
  const labelId = useId();
  const calendarRef = useRef<StayCalendarHandle>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pendingCheckin = useRef<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const dayFormatter = useMemo(
    () => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' }),
    [locale],
  );
  const format = (day: string) => dayFormatter.format(DateTime.fromISO(day).toJSDate());
  const summary = value
    ? t('searchBox.dates.range', { checkin: format(value.checkin), checkout: format(value.checkout) })
    : t('searchBox.dates.noDates');

  const openChange = (open: boolean) => {
    clearTimeout(closeTimer.current);
    // Closing with only a check-in reverts to the dates of the URL.
    if (!open && pendingCheckin.current) onChange(urlDates);
    pendingCheckin.current = null;
    onOpenChange(open);
  };

  const choose = (dates: StayDates) => {
    pendingCheckin.current = null;
    onChange(dates);
    clearTimeout(closeTimer.current);
    if (autoClose === 'immediate') openChange(false);
    if (autoClose === 'delayed') closeTimer.current = setTimeout(() => openChange(false), AUTO_CLOSE_DELAY_MS);
  };

  const clear = () => {
    clearTimeout(closeTimer.current);
    calendarRef.current?.clearSelection();
    pendingCheckin.current = null;
    onChange(null);
    onClear();
  };

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span className={styles.label} id={labelId} aria-hidden="true">
        {t('searchBox.dates.label')}
      </span>
      <DialogTrigger isOpen={isOpen} onOpenChange={openChange}>
        <Button
          ref={triggerRef}
          className={styles.trigger}
          aria-label={t('searchBox.dates.openCalendarWith', { dates: summary })}
          {...DatesOverlay.openerProps}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
          <span className={value ? styles.value : styles.placeholder}>{summary}</span>
        </Button>
        <RoomBelowTrigger
          isOpen={isOpen && presentation === 'popover'}
          triggerRef={triggerRef}
          roomNeeded={CALENDAR_ROOM_PX}
        />
        <OnDemand name="stay-calendar" isOpen={isOpen} onFailed={() => openChange(false)}>
          <DatesOverlay.Component
            value={value}
            onChoose={choose}
            onPendingCheckinChange={(checkin) => {
              pendingCheckin.current = checkin;
              if (checkin) clearTimeout(closeTimer.current);
            }}
            onClear={clear}
            onDone={() => openChange(false)}
            calendarRef={calendarRef}
            presentation={presentation}
            hotelId={hotelId}
            travellers={travellers}
            showShortcuts={showShortcuts}
          />
        </OnDemand>
      </DialogTrigger>
    </div>
  );
}
