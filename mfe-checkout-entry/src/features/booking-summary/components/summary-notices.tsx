import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './booking-summary.module.css';

/** No valid dates in the hash: the dates are chosen on the offer page. */
export function MissingDatesNotice({ offer }: { offer: RouteTarget }) {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  return (
    <section className={styles.notice}>
      <p className={styles.noticeText}>{t('summary.missingDates.message')}</p>
      <a className={styles.action} {...shopLinkProps(remoteProps, offer)}>
        {t('summary.missingDates.action')}
      </a>
    </section>
  );
}

/** The quote says the offer cannot be booked with these dates and travellers. */
export function NotBookableNotice({ offer }: { offer: RouteTarget }) {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  return (
    <section className={styles.notice} role="alert">
      <p className={styles.noticeText}>{t('summary.notBookable')}</p>
      <a className={styles.action} {...shopLinkProps(remoteProps, offer)}>
        {t('summary.backToOffer')}
      </a>
    </section>
  );
}

/** The offer no longer exists: "Too late!", with a link to other offers. */
export function ExpiredOfferNotice({ otherOffers }: { otherOffers: RouteTarget }) {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  return (
    <section className={styles.notice}>
      <h2 className={styles.noticeTitle}>{t('summary.expired.title')}</h2>
      <p className={styles.noticeText}>{t('summary.expired.message')}</p>
      <a className={styles.action} {...shopLinkProps(remoteProps, otherOffers)}>
        {t('summary.expired.action')}
      </a>
    </section>
  );
}

/** Any other failure to load the summary: say so, and let the visitor try again. */
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
