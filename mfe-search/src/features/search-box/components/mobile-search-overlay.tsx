import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay, useLocale } from 'react-aria-components';
import type { Flow } from '@escapade/shared-contracts/routes';
import { usePassengersSummary } from '../../passengers/components/passenger-selector';
import type { SearchBoxForm } from '../state/use-search-box-form';
import { SearchForm } from './search-form';
import styles from './mobile-search-overlay.module.css';

/** "I am looking for a weekend" (booking) or "I am searching for a gift" (gifting). */
export function overlayTitleKey(flow: Flow): string {
  if (flow === 'gifting') return 'searchBox.overlay.gifting';
  if (flow === 'activity') return 'searchBox.overlay.activity';
  return 'searchBox.overlay.booking';
}

/** Phones: the search box as a one-line summary; pressing it opens the fields in a full-screen overlay. */
export function MobileSearchOverlay({
  form,
  variant = 'jumbotron',
}: {
  form: SearchBoxForm;
  variant?: 'jumbotron' | 'compact';
}) {
  const { t } = useTranslation('search-box');
  const { locale } = useLocale();
  const [isOpen, setOpen] = useState(false);
  const titleId = useId();
  const title = t(overlayTitleKey(form.flow));
  const travellers = usePassengersSummary(form.travellers, form.flow);
  const dayFormatter = useMemo(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }), [locale]);
  const format = (day: string) => dayFormatter.format(DateTime.fromISO(day).toJSDate());
  const destination = form.destinationText || t('searchBox.overlay.anyDestination');
  const details = [
    form.flow !== 'gifting'
      ? form.dates
        ? t('searchBox.dates.range', { checkin: format(form.dates.checkin), checkout: format(form.dates.checkout) })
        : t('searchBox.dates.noDates')
      : null,
    travellers,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div role="search" aria-label={t('searchBox.label')} className={`${styles.collapsed} ${styles[variant]}`}>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button className={styles.summaryButton} aria-label={`${title} : ${destination}, ${details}`}>
          <svg
            className={styles.searchIcon}
            viewBox="0 0 24 24"
            width="22"
            height="22"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M10.5 3a7.5 7.5 0 105.3 12.8L21 21M15.8 15.8A7.5 7.5 0 0010.5 3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className={styles.summaryText}>
            <span
              className={
                form.destinationText ? styles.summaryDestination : `${styles.summaryDestination} ${styles.placeholder}`
              }
            >
              {destination}
            </span>
            <span className={styles.summaryDetails}>{details}</span>
          </span>
        </Button>
        <ModalOverlay className={styles.overlay} isDismissable>
          <Modal className={styles.fullscreen}>
            <Dialog className={styles.dialog} aria-labelledby={titleId}>
              <header className={styles.header}>
                <Heading slot="title" id={titleId} className={styles.title}>
                  {title}
                </Heading>
                <Button className={styles.closeButton} slot="close" aria-label={t('searchBox.close')}>
                  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                    <path
                      d="M6 6l12 12M18 6L6 18"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </Button>
              </header>
              <SearchForm form={form} layout="overlay" onSearched={() => setOpen(false)} />
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
    </div>
  );
}
