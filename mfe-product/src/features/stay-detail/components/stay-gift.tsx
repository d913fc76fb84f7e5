import { useTranslation } from 'react-i18next';
import { StaySection } from './stay-section';
import styles from './stay-sections.module.css';

/** A gift stay can be used for this long after it is bought. */
export const GIFT_STAY_VALIDITY_YEARS = 1;
/** A gift stay is for two. */
export const GIFT_STAY_PEOPLE = 2;
/** The beneficiary may change the booked date free of charge until this many days before arrival. */
export const FREE_MODIFICATION_DAYS_BEFORE = 2;

/** Gifting flow: what the beneficiary receives and how long it lasts. */
export function StayGift() {
  const { t } = useTranslation();
  return (
    <StaySection section="gift" title={t('stay.gift.title')}>
      <ul className={styles.giftPoints}>
        <li>{t('stay.gift.validity', { count: GIFT_STAY_VALIDITY_YEARS, people: GIFT_STAY_PEOPLE })}</li>
        <li>{t('stay.gift.exchangeable')}</li>
        <li>{t('stay.gift.freeModification', { count: FREE_MODIFICATION_DAYS_BEFORE })}</li>
        <li>{t('stay.gift.beneficiaryChooses')}</li>
      </ul>
    </StaySection>
  );
}
