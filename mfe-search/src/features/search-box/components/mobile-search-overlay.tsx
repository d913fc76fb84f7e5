import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { Button } from 'react-aria-components/Button';
import { useLocale } from 'react-aria-components/I18nProvider';
import type { Flow } from '@escapade/shared-contracts/routes';
import { usePassengersSummary } from '../../passengers/state/use-passengers-summary';
import { OnDemand } from '../../../components/on-demand';
import { SearchIcon } from '../../../components/search-icon';
import { lazyPart } from '../../../utils/lazy-part';
import type { SearchBoxForm } from '../state/use-search-box-form';
import styles from './mobile-search-overlay.module.css';

/** The full-screen fields are downloaded when the summary is first pressed (or touched, or focused). */
const MobileSearchDialog = lazyPart(() =>
  import(/* webpackChunkName: "mobile-search" */ './mobile-search-dialog').then((module) => module.MobileSearchDialog),
);

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
  const title = t(overlayTitleKey(form.flow));
  const travellers = usePassengersSummary(form.travellers, form.flow);
  const dayFormatter = useMemo(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }), [locale]);
  const format = (day: string) => dayFormatter.format(DateTime.fromISO(day).toJSDate());
  const destination = form.destinationText || t('searchBox.overlay.anyDestination');
  const dates =
    form.flow !== 'gifting'
      ? form.dates
        ? // An activity lasts one day: its summary names that day alone.
          form.flow === 'activity'
          ? format(form.dates.checkin)
          : t('searchBox.dates.range', { checkin: format(form.dates.checkin), checkout: format(form.dates.checkout) })
        : t('searchBox.dates.noDates')
      : null;
  const details = [dates, travellers].filter(Boolean).join(' · ');

  return (
    <div role="search" aria-label={t('searchBox.label')} className={`${styles.collapsed} ${styles[variant]}`}>
      <Button
        className={styles.summaryButton}
        aria-label={`${title} : ${destination}, ${details}`}
        {...MobileSearchDialog.overlayOpenerProps(isOpen, () => setOpen(true))}
      >
        <SearchIcon className={styles.searchIcon} size={22} />
        <span className={styles.summaryText}>
          <span
            className={
              form.destinationText ? styles.summaryDestination : `${styles.summaryDestination} ${styles.placeholder}`
            }
          >
            {destination}
          </span>
          {/* Dates and travellers each on a line of their own: "2 adultes, 1 enfant, 1 bébé" is never cut. */}
          {dates ? <span className={styles.summaryDetails}>{dates}</span> : null}
          <span className={styles.summaryDetails}>{travellers}</span>
        </span>
      </Button>
      <OnDemand name="mobile-search" isOpen={isOpen} onFailed={() => setOpen(false)}>
        <MobileSearchDialog.Component
          form={form}
          title={title}
          isOpen={isOpen}
          onOpenChange={setOpen}
          onSearched={() => setOpen(false)}
        />
      </OnDemand>
    </div>
  );
}
