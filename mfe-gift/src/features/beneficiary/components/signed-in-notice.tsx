import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import type { Voucher } from '../utils/beneficiary-shapes';
import { validUntilText } from '../utils/voucher-facts';
import styles from './code-entry.module.css';

/** A code already open in this browser: its gift, and the way to its stays. */
export function SignedInNotice({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const titleId = useId();
  return (
    <section className={styles.signedIn} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.signedInTitle}>
        {t('beneficiary.login.signedIn.title')}
      </h2>
      <p className={styles.signedInText}>
        {t('beneficiary.login.signedIn.text', {
          title: voucher.title,
          date: validUntilText(voucher.validUntil, props.locale),
        })}
      </p>
      <a className={styles.signedInLink} {...shopLinkProps(props, { kind: 'beneficiaryOffers' })}>
        {t('beneficiary.login.signedIn.link')}
      </a>
    </section>
  );
}
