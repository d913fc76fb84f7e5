import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './stay-notices.module.css';

/** An offer that is unknown or no longer sold: "Too late!", with a link to other offers. */
export function StayExpiredNotice({ otherOffers }: { otherOffers: { target: RouteTarget; fromHotel: boolean } }) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  return (
    <section className={styles.notice} aria-labelledby="stay-expired-title">
      <h1 id="stay-expired-title" className={styles.title}>
        {t('stay.expired.title')}
      </h1>
      <p className={styles.text}>{t('stay.expired.message')}</p>
      <a className={styles.action} {...shopLinkProps(props, otherOffers.target)}>
        {otherOffers.fromHotel ? t('stay.expired.hotelOffers') : t('stay.expired.otherOffers')}
      </a>
    </section>
  );
}

/** Any other failure to load the offer: say so, and let the visitor try again. */
export function StayLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} role="alert">
      <h1 className={styles.title}>{t('stay.error.title')}</h1>
      <Button className={styles.action} onPress={onRetry}>
        {t('stay.error.retry')}
      </Button>
    </section>
  );
}
