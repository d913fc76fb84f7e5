import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './confirmation.module.css';

/**
 * No order under this id for this visitor: it does not exist, or it was placed from a customer
 * account and only that account may see it.
 */
export function OrderNotFound() {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  return (
    <section className={styles.notice}>
      <h1 className={styles.noticeTitle}>{t('confirmation.notFound.title')}</h1>
      <p className={styles.noticeText}>{t('confirmation.notFound.message')}</p>
      <a className={styles.home} {...shopLinkProps(remoteProps, { kind: 'home' })}>
        {t('confirmation.home')}
      </a>
    </section>
  );
}

/** The order could not be read (the api is away): say so and let the visitor try again. */
export function OrderLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} role="alert">
      <h1 className={styles.noticeTitle}>{t('confirmation.error.title')}</h1>
      <p className={styles.noticeText}>{t('confirmation.error.message')}</p>
      <Button className={styles.home} onPress={onRetry}>
        {t('confirmation.error.retry')}
      </Button>
    </section>
  );
}

/** Grey blocks where the thanks, the order and the amount will be, at about their sizes. */
export function ConfirmationSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} aria-busy="true">
      <VisuallyHidden elementType="p" role="status">
        {t('confirmation.loading')}
      </VisuallyHidden>
      <div className={`${styles.hero} ${styles.heroLoading}`} aria-hidden="true">
        <div className={`${styles.bone} ${styles.boneTitle}`} />
        <div className={`${styles.bone} ${styles.boneLine}`} />
        <div className={`${styles.bone} ${styles.boneShort}`} />
      </div>
      <div className={styles.columns} aria-hidden="true">
        {[4, 2].map((lines) => (
          <div key={lines} className={styles.block}>
            <div className={`${styles.bone} ${styles.boneShort}`} />
            {Array.from({ length: lines }, (_, index) => (
              <div key={index} className={`${styles.bone} ${styles.boneLine}`} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
