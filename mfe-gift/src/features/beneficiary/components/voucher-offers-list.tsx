import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import type { VoucherOffers } from '../state/use-voucher-offers';
import { OffersGridSkeleton } from './offers-skeleton';
import { VoucherOfferCard } from './voucher-offer-card';
import styles from './voucher-offers.module.css';

interface VoucherOffersListProps {
  offers: VoucherOffers;
  checkinDate: string | undefined;
  /** Some filter narrows the list: an empty list then offers to lift them. */
  filtered: boolean;
  onResetFilters(): void;
}

/** The gift's stays, 8 more at each "Show more"; placeholders while they load; what to do when none. */
export function VoucherOffersList({ offers, checkinDate, filtered, onResetFilters }: VoucherOffersListProps) {
  const { t } = useTranslation();
  const titleId = useId();

  if (offers.status === 'loading' || offers.status === 'signedOut') {
    return (
      <section className={styles.results} aria-busy="true">
        <VisuallyHidden elementType="h2">{t('beneficiary.offers.loading')}</VisuallyHidden>
        <OffersGridSkeleton />
      </section>
    );
  }

  if (offers.status === 'error') {
    return (
      <section className={styles.errorNotice} aria-labelledby={titleId}>
        <p id={titleId} className={styles.noticeText} role="alert">
          {t('beneficiary.error')}
        </p>
        <Button className={styles.secondaryButton} onPress={offers.retry} isPending={offers.retrying}>
          {t('beneficiary.retry')}
        </Button>
      </section>
    );
  }

  if (offers.offers.length === 0) {
    return (
      <section className={styles.empty} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.emptyTitle}>
          {filtered ? t('beneficiary.offers.emptyFiltered') : t('beneficiary.offers.empty')}
        </h2>
        {filtered ? (
          <Button className={styles.secondaryButton} onPress={onResetFilters}>
            {t('beneficiary.filters.reset')}
          </Button>
        ) : null}
      </section>
    );
  }

  return (
    <section className={styles.results} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.resultsTitle}>
        {t('beneficiary.offers.title', { count: offers.totalCount || offers.offers.length })}
      </h2>
      <ul className={styles.grid}>
        {offers.offers.map((offer) => (
          <li key={offer.id} className={styles.item}>
            <VoucherOfferCard offer={offer} checkinDate={checkinDate} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <p className={styles.progress} role="status">
          {t('beneficiary.offers.shown', {
            shown: offers.offers.length,
            count: Math.max(offers.totalCount, offers.offers.length),
          })}
        </p>
        {offers.loadMoreFailed ? (
          <p className={styles.inlineError} role="alert">
            {t('beneficiary.offers.moreFailed')}
          </p>
        ) : null}
        {offers.hasMore ? (
          <Button className={styles.secondaryButton} onPress={offers.loadMore} isPending={offers.loadingMore}>
            {t('beneficiary.offers.showMore')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
