import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import styles from './checkout-payment.module.css';

/**
 * The wallet failed: the booking is still there to finish, with another way to pay. Shown in the
 * payment dialog, and above the payment of a page opened with the failure mark in its hash.
 */
export function PaymentFailureNotice({ paymentMethod, onBook }: { paymentMethod: string; onBook(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.failureText}>{t('payment.failure.message', { paymentMethod })}</p>
      <Button className={styles.secondaryAction} onPress={onBook}>
        {t('payment.failure.book')}
      </Button>
    </div>
  );
}
