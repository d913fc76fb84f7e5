import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { useRemoteProps } from '../../../context/remote-props';
import { OnDemand } from '../../../components/on-demand';
import { onDemandComponent } from '../../../utils/on-demand-component';
import { DEFAULT_ADULTS, DEFAULT_BABIES, DEFAULT_CHILDREN } from '@escapade/shared-contracts/search-criteria';
import { checkinsAfterPriceError } from '../utils/calendar-rules';
import { formatShortDate } from '../utils/travel-dates';
import type { Travellers } from '../api/travellers-params';
import type { ChosenStay } from './travel-calendar';
import styles from './travel-dates-field.module.css';

/**
 * The calendar (react-aria's range calendar, its popover and the date library behind them) is most
 * of the booking panel's code: it is downloaded when a shopper reaches for the dates button.
 */
const TravelCalendar = onDemandComponent(() =>
  import(/* webpackChunkName: "travel-calendar" */ './travel-calendar').then((module) => module.TravelCalendar),
);

const DEFAULT_TRAVELLERS: Travellers = { adults: DEFAULT_ADULTS, children: DEFAULT_CHILDREN, babies: DEFAULT_BABIES };
const NO_CHECKIN_TURNED_DOWN: ReadonlySet<string> = new Set();

interface TravelDatesFieldProps {
  checkin?: string;
  checkout?: string;
  /** Called with the yyyy-MM-dd dates and the nights between them once both ends are chosen. */
  onChange(stay: ChosenStay): void;
  /** Clear in the calendar: the stay has no dates any more. */
  onClear(): void;
  /** Shown under the field (and announced) when set. */
  errorMessage?: string;
  /** The dates button, so a Book press without dates can move the focus here. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /**
   * The offer and its hotel: with both, the calendar shows each day's availability and price and
   * the night counts allowed from a check-in; without, any day can be picked (20 nights at most).
   */
  offerId?: string;
  hotelId?: number;
  /**
   * A hotel page's stays, instead of an offer: the calendar shows the hotel's 12 months of
   * availability and allows the night counts any of these stays allows.
   */
  hotelStays?: readonly string[];
  /** The prices and night counts asked are for these travellers (2 adults unless told). */
  travellers?: Travellers;
  /** The price answer's error for the route's dates: PACKAGE_NOT_AVAILABLE_CHECKIN turns the check-in down. */
  priceError?: string | null;
  /** Close the calendar by itself a second after both dates are picked. */
  closeAfterSelection?: boolean;
  /**
   * Whether the calendar is open, for a page that opens it from elsewhere (the hotel page's room
   * cards ask for dates this way); the field keeps its own open state when absent.
   */
  isOpen?: boolean;
  onOpenChange?(isOpen: boolean): void;
}

/** Check-in and check-out: a button showing the chosen dates that opens the calendar under it. */
export function TravelDatesField({
  checkin,
  checkout,
  onChange,
  onClear,
  errorMessage,
  buttonRef,
  offerId,
  hotelId,
  hotelStays,
  travellers = DEFAULT_TRAVELLERS,
  priceError,
  closeAfterSelection = false,
  isOpen: openFromPage,
  onOpenChange,
}: TravelDatesFieldProps) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = openFromPage ?? ownOpen;
  const setOpen = (open: boolean) => {
    setOwnOpen(open);
    onOpenChange?.(open);
  };
  // The calendar's code is rendered from its first opening on, whoever opened it.
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);
  const labelId = useId();
  const errorId = useId();
  const hasDates = Boolean(checkin && checkout);
  // Kept here, not in the calendar: a price answer may turn a check-in down before the calendar is
  // ever opened, and the day stays refused for the rest of the visit.
  const [turnedDownCheckins, setTurnedDownCheckins] = useState(NO_CHECKIN_TURNED_DOWN);
  const withPriceError = checkinsAfterPriceError(turnedDownCheckins, checkin, priceError);
  if (withPriceError !== turnedDownCheckins) setTurnedDownCheckins(withPriceError);

  const open = () => setOpen(true);

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
            offerId={offerId}
            hotelId={hotelId}
            hotelStays={hotelStays}
            travellers={travellers}
            unavailableCheckins={withPriceError}
            closeAfterSelection={closeAfterSelection}
          />
        </OnDemand>
      ) : null}
    </div>
  );
}
