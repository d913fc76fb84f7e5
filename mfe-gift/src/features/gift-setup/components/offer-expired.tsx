import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './gift-setup.module.css';

/** An unknown or expired offer: "Too late!", with a way on to other stays to give. */
export function OfferExpired() {
  const { t } = useTranslation();
  const props = useRemoteProps();
  return (
    <section className={styles.expired}>
      <h1 className={styles.expiredTitle}>{t('giftSetup.expired.title')}</h1>
      <p className={styles.expiredText}>{t('giftSetup.expired.text')}</p>
      <a className={styles.expiredLink} {...shopLinkProps(props, { kind: 'search', query: { flow: 'gifting' } })}>
        {t('giftSetup.expired.link')}
      </a>
    </section>
  );
}
