import { Button, CalendarCell, CalendarGrid, Heading, RangeCalendar } from 'react-aria-components/RangeCalendar';
import styles from './travel-calendar.module.css';

/**
 * The month grid of the dates popover. Its code is downloaded only when a shopper opens the
 * calendar (see TravelDatesPicker); the dates, the bounds and the focus come from the picker.
 */
export function TravelCalendar() {
  return (
    <RangeCalendar>
      <header className={styles.calendarHeader}>
        <Button slot="previous" className={styles.navButton}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Heading className={styles.month} />
        <Button slot="next" className={styles.navButton}>
          <span aria-hidden="true">›</span>
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        {(date) => <CalendarCell date={date} className={styles.cell} />}
      </CalendarGrid>
    </RangeCalendar>
  );
}
