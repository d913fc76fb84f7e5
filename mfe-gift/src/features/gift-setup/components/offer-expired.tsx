import { useTranslation } from 'react-i18next';
import { ShopLink } from '../../../components/shop-link';
import styles from './gift-setup.module.css';

/** Spec error catalogue: an unknown or expired offer, with a way on to other stays. */
export function OfferExpired() {
  const { t } = useTranslation();
  return (
    <section className={styles.expired}>
      <h1 className={styles.expiredTitle}>{t('giftSetup.expired.title')}</h1>
      <p className={styles.expiredText}>{t('giftSetup.expired.text')}</p>
      <ShopLink to={{ kind: 'search', query: { flow: 'gifting' } }} className={styles.expiredLink}>
        {t('giftSetup.expired.link')}
      </ShopLink>
    </section>
  );
}
