import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { ShopLink } from './shop-link';
import styles from './booking-summary.module.css';

/** Spec §5: no valid dates in the hash; the dates are chosen on the offer page. */
export function MissingDatesNotice({ offer }: { offer: RouteTarget }) {
  const { t } = useTranslation();
  return (
    <section className={styles.notice}>
      <p className={styles.noticeText}>{t('summary.missingDates.message')}</p>
      <ShopLink target={offer} className={styles.action}>
        {t('summary.missingDates.action')}
      </ShopLink>
    </section>
  );
}

/** Spec §5: the quote says the offer cannot be booked with these dates and travellers. */
export function NotBookableNotice({ offer }: { offer: RouteTarget }) {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} role="alert">
      <p className={styles.noticeText}>{t('summary.notBookable')}</p>
      <ShopLink target={offer} className={styles.action}>
        {t('summary.backToOffer')}
      </ShopLink>
    </section>
  );
}

/** Spec §8: the offer no longer exists. */
export function ExpiredOfferNotice({ otherOffers }: { otherOffers: RouteTarget }) {
  const { t } = useTranslation();
  return (
    <section className={styles.notice}>
      <h2 className={styles.noticeTitle}>{t('summary.expired.title')}</h2>
      <p className={styles.noticeText}>{t('summary.expired.message')}</p>
      <ShopLink target={otherOffers} className={styles.action}>
        {t('summary.expired.action')}
      </ShopLink>
    </section>
  );
}

/** Spec §8: any other failure. */
export function SummaryLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} role="alert">
      <h2 className={styles.noticeTitle}>{t('summary.error.title')}</h2>
      <Button className={styles.action} onPress={onRetry}>
        {t('summary.error.retry')}
      </Button>
    </section>
  );
}
