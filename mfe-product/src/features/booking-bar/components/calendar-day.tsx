import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@internationalized/date';
import { CalendarCell } from 'react-aria-components/Calendar';
import { formatEuros } from '@escapade/shared-contracts/prices';
import type { Locale } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../../../context/remote-props';
import type { AvailabilityDay } from '../utils/calendar-rules';
import styles from './travel-calendar.module.css';

/** Where a day stands in the picked stay. */
export type StayPart = 'checkin' | 'checkout' | 'night';

interface CalendarDayProps {
  date: CalendarDate;
  /** The day's price for a stay starting then, when the offer has one. */
  availability?: AvailabilityDay;
  /** Its month's availability is on its way. */
  isLoading: boolean;
  part: StayPart | null;
}

/** A price in whole euros ("189 €"): the calendar's cells have room for no decimals. */
function wholeEuros(cents: number, locale: Locale): string {
  return formatEuros(Math.round(cents / 100) * 100, locale);
}

/**
 * A day of the calendar: react-aria's day button (keyboard, focus, disabled and selected states),
 * its number, and under it the price of a stay starting then. The button's name is react-aria's
 * full date followed by the day's part in the stay, its price and the best-price mark.
 */
export function CalendarDay({ date, availability, isLoading, part }: CalendarDayProps) {
  const { t } = useTranslation('calendar');
  const { locale } = useRemoteProps();
  const price = availability ? wholeEuros(availability.price, locale) : null;
  const isBestPrice = availability?.bestPriceOfTheMonth ?? false;
  const partName = { checkin: t('day.checkin'), checkout: t('day.checkout'), night: null }[part ?? 'night'];

  return (
    <CalendarCell
      date={date}
      className={styles.cell}
      data-part={part ?? undefined}
      data-best-price={isBestPrice || undefined}
      render={(props) => {
        const shown = props['aria-disabled'] ? [] : [price, isBestPrice ? t('bestPrice') : null];
        const name = [props['aria-label'], partName, ...shown].filter(Boolean).join(', ');
        return <div {...props} aria-label={name} />;
      }}
    >
      {({ formattedDate, isOutsideMonth, isDisabled, isUnavailable }) => (
        <>
          <span className={styles.dayNumber}>{formattedDate}</span>
          {isOutsideMonth || isDisabled || isUnavailable ? null : isLoading ? (
            <span className={styles.priceSkeleton} />
          ) : (
            <span className={styles.dayPrice}>{price}</span>
          )}
        </>
      )}
    </CalendarCell>
  );
}
