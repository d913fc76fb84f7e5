import { useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { Button } from 'react-aria-components/Button';
import { setPax } from '@escapade/shared-contracts/search-criteria';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../../../context/remote-props';
import { useScrolledPast } from '../../../hooks/use-scrolled-past';
import { TravelDatesField } from '../../booking-bar/components/travel-dates-field';
import { TravellersFields } from '../../booking-bar/components/travellers-fields';
import { useHotelCriteria } from '../state/use-hotel-criteria';
import { withoutDates } from '../utils/hotel-targets';
import styles from './hotel-search-box.module.css';

interface HotelSearchBoxProps {
  hotelId: number;
  /**
   * The hotel's stays (ids): the calendar shows the hotel's availability and prices, refuses the days
   * none of them starts on and the night counts none of them allows.
   */
  stays: readonly string[];
  /** The dates button: the page scrolls to it and opens its calendar when it needs dates. */
  datesButtonRef: RefObject<HTMLButtonElement | null>;
  isCalendarOpen: boolean;
  onCalendarOpenChange(isOpen: boolean): void;
  /** The phone bar's "Change": back to this box, its calendar open. */
  onAskForDates(): void;
}

/**
 * Dates and travellers of the stays shown, written to the hash as they change. On a phone, once the
 * box has scrolled away, a bar fixed to the bottom of the screen sums them up and brings it back.
 */
export function HotelSearchBox({
  hotelId,
  stays,
  datesButtonRef,
  isCalendarOpen,
  onCalendarOpenChange,
  onAskForDates,
}: HotelSearchBoxProps) {
  const { t } = useTranslation('hotel');
  const { locale } = useRemoteProps();
  const { criteria, replaceCriteria } = useHotelCriteria();
  const boxRef = useRef<HTMLElement>(null);
  const barShown = useScrolledPast(boxRef);
  const titleId = useId();
  const pax = { adults: criteria.adults, children: criteria.children, babies: criteria.babies };
  const shortDate = (isoDate: string) =>
    DateTime.fromISO(isoDate, { locale: bcp47(locale) }).toLocaleString({ day: 'numeric', month: 'short' });
  const dates =
    criteria.checkin && criteria.checkout
      ? t('search.dates', { checkin: shortDate(criteria.checkin), checkout: shortDate(criteria.checkout) })
      : t('search.noDates');

  return (
    <>
      <section ref={boxRef} className={styles.box} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t('search.title')}
        </h2>
        <TravelDatesField
          checkin={criteria.checkin}
          checkout={criteria.checkout}
          buttonRef={datesButtonRef}
          isOpen={isCalendarOpen}
          onOpenChange={onCalendarOpenChange}
          onChange={({ checkin, checkout, nights }) =>
            replaceCriteria({ ...criteria, checkin, checkout, night: nights })
          }
          onClear={() => replaceCriteria(withoutDates(criteria))}
          hotelId={hotelId}
          hotelStays={stays}
          travellers={pax}
        />
        <TravellersFields pax={pax} onChange={(change) => replaceCriteria(setPax(criteria, change))} />
      </section>
      <div className={styles.phoneBar} data-shown={barShown || undefined} inert={!barShown}>
        <p className={styles.summary}>
          <span className={styles.summaryDates}>{dates}</span>
          <span>{t('search.travellers', { count: pax.adults + pax.children + pax.babies })}</span>
        </p>
        <Button className={styles.change} onPress={onAskForDates}>
          {t('search.change')}
        </Button>
      </div>
    </>
  );
}
