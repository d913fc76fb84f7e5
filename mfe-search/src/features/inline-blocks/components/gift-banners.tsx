import { useTranslation } from 'react-i18next';
import { changeFlow, withSort, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { RouteLink } from '../../../components/route-link';
import { useRemoteProps } from '../../../context/remote-props';
import { searchTargetFor } from '../../../utils/search-target';
import styles from './inline-blocks.module.css';

/** Gift card banner (gifting flow, sites that sell gift cards): the card with the amount of one's choice. */
export function GiftCardBanner() {
  const { t } = useTranslation('results');
  return (
    <aside className={`${styles.banner} ${styles.giftCard}`} aria-labelledby="inline-gift-card-title">
      <div className={styles.bannerText}>
        <h2 id="inline-gift-card-title" className={styles.bannerTitle}>
          {t('blocks.giftCard.title')}
        </h2>
        <p className={styles.bannerSubtitle}>{t('blocks.giftCard.text')}</p>
      </div>
      <RouteLink className={styles.cta} to={{ kind: 'giftCardCustomization' }}>
        {t('blocks.giftCard.action')}
      </RouteLink>
    </aside>
  );
}

/** Gift stay banner (booking flow): the same search in the gifting flow, dates chosen later by the beneficiary. */
export function GiftStayBanner({ criteria }: { criteria: SearchCriteria }) {
  const { t } = useTranslation('results');
  return (
    <aside className={`${styles.banner} ${styles.giftStay}`} aria-labelledby="inline-gift-stay-title">
      <div className={styles.bannerText}>
        <h2 id="inline-gift-stay-title" className={styles.bannerTitle}>
          {t('blocks.giftStay.title')}
        </h2>
        <p className={styles.bannerSubtitle}>{t('blocks.giftStay.text')}</p>
      </div>
      <RouteLink className={styles.cta} to={searchTargetFor('search', changeFlow(criteria, 'gifting'))}>
        {t('blocks.giftStay.action')}
      </RouteLink>
    </aside>
  );
}

/**
 * Single voucher block (gifting flow): what a gift stay voucher is, in which formats it comes (the
 * printed one only while the physical single voucher flag is on), and the cheapest ones first.
 */
export function SingleVoucherBlock({ criteria }: { criteria: SearchCriteria }) {
  const { t } = useTranslation('results');
  const { flags } = useRemoteProps();
  return (
    <aside className={`${styles.banner} ${styles.singleVoucher}`} aria-labelledby="inline-single-voucher-title">
      <div className={styles.bannerText}>
        <h2 id="inline-single-voucher-title" className={styles.bannerTitle}>
          {t('blocks.singleVoucher.title')}
        </h2>
        <p className={styles.bannerSubtitle}>{t('blocks.singleVoucher.text')}</p>
        <p className={styles.voucherFormats}>
          {t(
            flags.physicalVoucher
              ? 'blocks.singleVoucher.formatsDigitalOrPhysical'
              : 'blocks.singleVoucher.formatsDigitalOnly',
          )}
        </p>
      </div>
      <RouteLink className={styles.cta} to={searchTargetFor('search', withSort(criteria, 'singleVoucherPriceAsc'))}>
        {t('blocks.singleVoucher.action')}
      </RouteLink>
    </aside>
  );
}
