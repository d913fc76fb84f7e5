import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useRemoteProps } from '../context/remote-props';
import { VoucherOffersPageSkeleton } from '../features/beneficiary/components/offers-skeleton';
import { SessionEnded } from '../features/beneficiary/components/session-ended';
import { VoucherOffersView } from '../features/beneficiary/components/voucher-offers-view';
import { useBeneficiarySession } from '../features/beneficiary/state/use-beneficiary-session';
import { GIFT_PAGE_ROBOTS } from './page-server-data';
import styles from './beneficiary-offers-page.module.css';

/**
 * The stays a gift code can book. Which gift is open is the visitor's (a cookie): the server draws
 * the placeholders, and the browser asks and draws the rest.
 */
export function BeneficiaryOffersPage() {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const session = useBeneficiarySession({ reportFailures: true });
  const title = t('beneficiary.metaTitle.offers');

  useEffect(() => {
    bus.emit('page:meta', { title, robots: GIFT_PAGE_ROBOTS });
  }, [bus, title]);

  return (
    <div className={styles.page}>
      {session.status === 'loading' ? (
        <>
          <VisuallyHidden elementType="h1">{t('beneficiary.loading')}</VisuallyHidden>
          <VoucherOffersPageSkeleton />
        </>
      ) : null}
      {session.status === 'signedOut' ? <SessionEnded /> : null}
      {session.status === 'error' ? (
        <section className={styles.error}>
          <h1 className={styles.errorText} role="alert">
            {t('beneficiary.error')}
          </h1>
          <Button className={styles.retry} onPress={session.retry} isPending={session.retrying}>
            {t('beneficiary.retry')}
          </Button>
        </section>
      ) : null}
      {session.status === 'ready' ? <VoucherOffersView voucher={session.voucher} /> : null}
    </div>
  );
}
