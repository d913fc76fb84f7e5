import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { useRemoteProps } from '../../../context/remote-props';
import { OnDemand } from '../../../components/on-demand';
import { onDemandComponent } from '../../../utils/on-demand-component';
import { formatShortDate } from '../utils/travel-dates';
import styles from './travel-dates-field.module.css';

/**
 * The calendar (react-aria's range calendar, its popover and the date library behind them) is most
 * of the booking panel's code: it is downloaded when a shopper reaches for the dates button.
 */
const TravelCalendar = onDemandComponent(() =>
  import(/* webpackChunkName: "travel-calendar" */ './travel-calendar').then((module) => module.TravelCalendar),
);

interface TravelDatesFieldProps {
  checkin?: string;
  checkout?: string;
  /** Called with yyyy-MM-dd dates once both ends are chosen. */
  onChange(dates: { checkin: string; checkout: string }): void;
  /** Clear in the calendar: the stay has no dates any more. */
  onClear(): void;
  /** Shown under the field (and announced) when set. */
  errorMessage?: string;
  /** The dates button, so a Book press without dates can move the focus here. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** Check-in and check-out: a button showing the chosen dates that opens the calendar under it. */
export function TravelDatesField({
  checkin,
  checkout,
  onChange,
  onClear,
  errorMessage,
  buttonRef,
}: TravelDatesFieldProps) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const labelId = useId();
  const errorId = useId();
  const hasDates = Boolean(checkin && checkout);

  const open = () => {
    setOpened(true);
    setOpen(true);
  };

  return (
    <div role="group" aria-labelledby={labelId} className={styles.field} data-invalid={errorMessage ? true : undefined}>
      <span id={labelId} className={styles.label}>
        {t('booking.dates.label')}
      </span>
      <Button
        ref={buttonRef}
        className={styles.button}
        aria-label={
          hasDates
            ? t('booking.dates.change', {
                checkin: formatShortDate(checkin!, locale),
                checkout: formatShortDate(checkout!, locale),
              })
            : t('booking.dates.open')
        }
        aria-describedby={errorMessage ? errorId : undefined}
        {...TravelCalendar.overlayOpenerProps(isOpen, open)}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M4 6.5h16v13H4zM4 10.5h16M8.5 4v4M15.5 4v4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        {hasDates ? (
          <span className={styles.value}>
            {t('booking.dates.range', {
              checkin: formatShortDate(checkin!, locale),
              checkout: formatShortDate(checkout!, locale),
            })}
          </span>
        ) : (
          <span className={`${styles.value} ${styles.placeholder}`}>{t('booking.dates.placeholder')}</span>
        )}
      </Button>
      {errorMessage ? (
        <p id={errorId} className={styles.error} role="alert">
          {errorMessage}
        </p>
      ) : null}
      {opened ? (
        <OnDemand part="travel-calendar" fallback={null}>
          <TravelCalendar.Component
            triggerRef={buttonRef}
            isOpen={isOpen}
            onOpenChange={setOpen}
            checkin={checkin}
            checkout={checkout}
            onChange={onChange}
            onClear={onClear}
          />
        </OnDemand>
      ) : null}
    </div>
  );
}
