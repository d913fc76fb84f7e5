import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Heading } from 'react-aria-components/Heading';
import { setPax, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { bookingSummaryTarget, stayTarget } from '../utils/booking-targets';
import { formatShortDate, nightsBetween } from '../utils/travel-dates';
import { travellersSummary } from '../utils/travellers-summary';
import { StayPrice, type StayPriceInfo } from './stay-price';
import { TravelDatesField } from './travel-dates-field';
import { TravellersFields } from './travellers-fields';
import styles from './booking-panel.module.css';

interface BookingPanelProps {
  offerId: string;
  /** Offer label, for tracking. */
  offerLabel: string;
  criteria: SearchCriteria;
  price: StayPriceInfo;
  autoDiscountPercent?: number;
  /** True while the price for new criteria is on its way. */
  isUpdating: boolean;
}

/**
 * Dates, travellers, the price for them and the Book button. A sticky right column on desktop;
 * below 960 px the price and Book button sit in a bar fixed to the bottom of the screen.
 */
export function BookingPanel({
  offerId,
  offerLabel,
  criteria,
  price,
  autoDiscountPercent,
  isUpdating,
}: BookingPanelProps) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const datesButtonRef = useRef<HTMLButtonElement>(null);
  const [datesRequired, setDatesRequired] = useState(false);
  const hasDates = Boolean(criteria.checkin && criteria.checkout && criteria.night);

  // Chosen dates clear the message; removing them later does not bring it back until Book.
  const [hadDates, setHadDates] = useState(hasDates);
  if (hasDates !== hadDates) {
    setHadDates(hasDates);
    if (hasDates) setDatesRequired(false);
  }

  const replaceCriteria = (next: SearchCriteria) =>
    props.navigate(stayTarget(offerId, props.route.search, next), { replace: true });

  const book = () => {
    if (!hasDates) {
      // Booking needs dates: without them, a message, and the date field takes the focus.
      setDatesRequired(true);
      datesButtonRef.current?.focus();
      return;
    }
    props.bus.emit('tracking:event', {
      name: 'add_to_cart',
      items: [
        {
          item_id: offerId,
          item_category: 'weekend',
          quantity: 1,
          price: price.sellPrice / 100,
          item_name: offerLabel,
        },
      ],
    });
    props.navigate(bookingSummaryTarget(offerId, criteria));
  };

  const datesSummary =
    criteria.checkin && criteria.checkout
      ? `${t('booking.dates.range', {
          checkin: formatShortDate(criteria.checkin, props.locale),
          checkout: formatShortDate(criteria.checkout, props.locale),
        })} · ${t('booking.dates.nights', { count: criteria.night ?? 0 })}`
      : t('booking.dates.choose');

  return (
    <aside className={styles.panel} aria-labelledby="booking-panel-title">
      <Heading level={2} id="booking-panel-title" className={styles.title}>
        {t('booking.title')}
      </Heading>
      <TravelDatesField
        checkin={criteria.checkin}
        checkout={criteria.checkout}
        buttonRef={datesButtonRef}
        errorMessage={datesRequired ? t('booking.datesRequired') : undefined}
        onChange={({ checkin, checkout }) =>
          replaceCriteria({ ...criteria, checkin, checkout, night: nightsBetween(checkin, checkout) })
        }
        onClear={() => replaceCriteria({ ...criteria, checkin: undefined, checkout: undefined, night: undefined })}
      />
      <TravellersFields
        pax={{ adults: criteria.adults, children: criteria.children, babies: criteria.babies }}
        onChange={(change) => replaceCriteria(setPax(criteria, change))}
      />
      <div className={styles.checkoutBar}>
        <div className={styles.checkoutSummary}>
          <p className={styles.summary}>
            <span>{datesSummary}</span>
            <span>{travellersSummary(t, criteria)}</span>
          </p>
          <StayPrice price={price} autoDiscountPercent={autoDiscountPercent} isUpdating={isUpdating} />
        </div>
        <Button className={styles.bookButton} onPress={book}>
          {t('booking.book')}
        </Button>
      </div>
    </aside>
  );
}
