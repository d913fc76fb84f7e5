import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Popover } from 'react-aria-components/Popover';
import { StayCalendar, type StayCalendarHandle } from '../../calendar/components/stay-calendar';
import { WeekendShortcuts } from '../../calendar/components/weekend-shortcuts';
import { nightsBetween, type StayDates } from '../../../utils/stay-dates';
import type { Passengers } from '../../../utils/passengers';
import styles from './dates-overlay.module.css';
import { CloseIcon } from '../../../components/close-icon';

export interface DatesOverlayProps {
  value: StayDates | null;
  /** A full range was chosen (on the calendar or with a weekend shortcut). */
  onChoose(dates: StayDates): void;
  /** A check-in was chosen without its checkout yet, or dropped. */
  onPendingCheckinChange(checkin: string | null): void;
  onClear(): void;
  onDone(): void;
  calendarRef: Ref<StayCalendarHandle>;
  presentation: 'popover' | 'fullscreen';
  hotelId?: string;
  travellers: Passengers;
  showShortcuts: boolean;
}

/**
 * The open part of the dates field: the stay calendar in a popover under the field, or full screen
 * on phones. Its own chunk with the calendar (react-aria's RangeCalendar and the day rules),
 * downloaded when the field first opens.
 */
export function DatesOverlay({
  value,
  onChoose,
  onPendingCheckinChange,
  onClear,
  onDone,
  calendarRef,
  presentation,
  hotelId,
  travellers,
  showShortcuts,
}: DatesOverlayProps) {
  const { t } = useTranslation('search-box');
  const fullscreen = presentation === 'fullscreen';
  const nights = value ? nightsBetween(value.checkin, value.checkout) : 0;
  const dialog = (
    <Dialog className={fullscreen ? styles.fullscreenDialog : styles.dialog} aria-label={t('searchBox.dates.calendar')}>
      {fullscreen ? (
        <header className={styles.dialogHeader}>
          <Heading slot="title" className={styles.dialogTitle}>
            {t('searchBox.dates.calendar')}
          </Heading>
          <Button className={styles.closeButton} slot="close" aria-label={t('searchBox.close')}>
            <CloseIcon />
          </Button>
        </header>
      ) : null}
      <div className={fullscreen ? styles.fullscreenBody : styles.body}>
        {showShortcuts ? <WeekendShortcuts value={value} onChoose={onChoose} /> : null}
        <StayCalendar
          ref={calendarRef}
          aria-label={t('searchBox.dates.calendar')}
          value={value}
          onChange={onChoose}
          onPendingCheckinChange={onPendingCheckinChange}
          layout={fullscreen ? 'scroll' : 'twoMonths'}
          hotelId={hotelId}
          travellers={travellers}
        />
      </div>
      <footer className={styles.footer}>
        <p className={styles.nights} aria-live="polite">
          {value ? t('searchBox.dates.nights', { count: nights }) : ''}
        </p>
        <Button className={styles.clearButton} onPress={onClear}>
          {t('searchBox.dates.clear')}
        </Button>
        <Button className={styles.doneButton} onPress={onDone}>
          {t('searchBox.dates.done')}
        </Button>
      </footer>
    </Dialog>
  );

  if (fullscreen) {
    return (
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.fullscreen}>{dialog}</Modal>
      </ModalOverlay>
    );
  }
  // Always under the field, which the page has brought below the site header (RoomBelowTrigger):
  // flipped above it, the calendar would cover the header.
  return (
    <Popover className={styles.popover} placement="bottom start" shouldFlip={false} offset={8} containerPadding={12}>
      {dialog}
    </Popover>
  );
}
