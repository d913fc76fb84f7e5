import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './voucher-offers.module.css';

/** No gift code is open in this browser (never, or no longer): the way back to the code entry. */
export function SessionEnded() {
  const { t } = useTranslation();
  const props = useRemoteProps();
  return (
    <section className={styles.notice}>
      <h1 className={styles.noticeTitle}>{t('beneficiary.sessionEnded.title')}</h1>
      <p className={styles.noticeText}>{t('beneficiary.sessionEnded.text')}</p>
      <a className={styles.primaryLink} {...shopLinkProps(props, { kind: 'beneficiaryLogin' })}>
        {t('beneficiary.sessionEnded.link')}
      </a>
    </section>
  );
}
