import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../../../remote-props';
import styles from './stay-notices.module.css';

/** A real link that the shell routes on a plain left click; modified clicks open a new tab. */
function ShopLink({ target, children }: { target: RouteTarget; children: string }) {
  const props = useRemoteProps();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    props.navigate(target);
  };
  return (
    <a className={styles.action} href={props.hrefFor(target)} onClick={onClick}>
      {children}
    </a>
  );
}

/** Spec §2.1 and §8: an expired or unknown offer. */
export function StayExpiredNotice({ otherOffers }: { otherOffers: { target: RouteTarget; fromHotel: boolean } }) {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} aria-labelledby="stay-expired-title">
      <h1 id="stay-expired-title" className={styles.title}>
        {t('stay.expired.title')}
      </h1>
      <p className={styles.text}>{t('stay.expired.message')}</p>
      <ShopLink target={otherOffers.target}>
        {otherOffers.fromHotel ? t('stay.expired.hotelOffers') : t('stay.expired.otherOffers')}
      </ShopLink>
    </section>
  );
}

/** Spec §8: any other failure to load the offer. */
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
