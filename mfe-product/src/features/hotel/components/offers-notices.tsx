import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { useRemoteProps } from '../../../context/remote-props';
import { PRODUCT_SUPPORT_HOURS } from '../../stay-detail/components/stay-practical';
import { SUPPORT_PHONE } from '../utils/support-contact';
import styles from './hotel-sections.module.css';

/** Dates chosen, nothing sold on them: say so, how to reach an adviser, and offer every date again. */
export function NoAvailabilityNotice({ onSeeAllOffers }: { onSeeAllOffers(): void }) {
  const { t } = useTranslation('hotel');
  const { pointOfSale } = useRemoteProps();
  const phone = SUPPORT_PHONE[pointOfSale];
  return (
    <div className={styles.notice} role="status">
      <h3 className={styles.noticeTitle}>{t('noAvailability.title')}</h3>
      <p className={styles.text}>{t('noAvailability.contact')}</p>
      <p className={styles.text}>
        <a href={`tel:${phone.dial}`}>{t('noAvailability.phone', { phone: phone.display })}</a>
      </p>
      <p className={styles.muted}>{t('noAvailability.hours', { ...PRODUCT_SUPPORT_HOURS })}</p>
      <Button className={styles.action} onPress={onSeeAllOffers}>
        {t('noAvailability.seeAll')}
      </Button>
    </div>
  );
}

/** A hotel with nothing to sell on any date. */
export function NoOffersNotice() {
  const { t } = useTranslation('hotel');
  return (
    <div className={styles.notice} role="status">
      <p className={styles.noticeTitle}>{t('noOffers')}</p>
    </div>
  );
}
