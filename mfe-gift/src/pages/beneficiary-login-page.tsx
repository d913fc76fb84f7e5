import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../context/remote-props';
import { CodeEntryForm } from '../features/beneficiary/components/code-entry-form';
import { SignedInNotice } from '../features/beneficiary/components/signed-in-notice';
import { useBeneficiarySession } from '../features/beneficiary/state/use-beneficiary-session';
import { GIFT_PAGE_ROBOTS } from './page-server-data';
import styles from './beneficiary-login-page.module.css';

/**
 * Where whoever received a gift types its code (reached from "I've received a gift" and the box
 * activation address). The form is drawn at once; a code already open in this browser is found by
 * the browser and offered above it.
 */
export function BeneficiaryLoginPage() {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const session = useBeneficiarySession({ reportFailures: false });
  const title = t('beneficiary.metaTitle.login');

  useEffect(() => {
    bus.emit('page:meta', { title, robots: GIFT_PAGE_ROBOTS });
  }, [bus, title]);

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('beneficiary.login.title')}</h1>
        <p className={styles.intro}>{t('beneficiary.login.intro')}</p>
        {session.status === 'ready' ? <SignedInNotice voucher={session.voucher} /> : null}
        <CodeEntryForm />
        <p className={styles.help}>{t('beneficiary.login.help')}</p>
      </div>
    </div>
  );
}
