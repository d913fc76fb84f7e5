import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import styles from './gift-card.module.css';

/** The amounts could not be loaded: say so, and let the visitor ask again. */
export function GiftCardError({ onRetry, isRetrying }: { onRetry(): void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorText}>{t('giftCard.error')}</p>
      <Button className={styles.retry} onPress={onRetry} isPending={isRetrying}>
        {t('giftCard.retry')}
      </Button>
    </div>
  );
}
