import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { useRemoteProps } from '../../../context/remote-props';
import { useBeneficiarySignOut } from '../state/use-beneficiary-sign-out';
import type { Voucher } from '../utils/beneficiary-shapes';
import { validUntilText, voucherStayText } from '../utils/voucher-facts';
import styles from './voucher-offers.module.css';

/** The gift the code opened: what it is, what it is for, until when; and the way to another code. */
export function VoucherSummary({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const signOut = useBeneficiarySignOut();
  return (
    <section className={styles.summary} aria-label={t('beneficiary.voucher.label')}>
      <div className={styles.summaryText}>
        <p className={styles.summaryKind}>{t(`beneficiary.voucher.kind.${voucher.kind}`)}</p>
        <h2 className={styles.summaryTitle}>{voucher.title}</h2>
        <ul className={styles.summaryFacts}>
          <li>{voucherStayText(t, voucher, locale)}</li>
          <li>{t('beneficiary.voucher.validUntil', { date: validUntilText(voucher.validUntil, locale) })}</li>
        </ul>
      </div>
      <div className={styles.summaryActions}>
        <Button className={styles.linkButton} onPress={signOut.signOut} isPending={signOut.busy}>
          {t('beneficiary.voucher.signOut')}
        </Button>
        {signOut.failed ? (
          <p className={styles.inlineError} role="alert">
            {t('beneficiary.voucher.signOutFailed')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
