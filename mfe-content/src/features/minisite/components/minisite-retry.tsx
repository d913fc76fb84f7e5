import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import styles from './minisite.module.css';

/** A load that failed: what could not be shown, and a button to ask again. */
export function MinisiteRetry({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.retryPanel}>
      <p role="alert" className={styles.retryMessage}>
        {message}
      </p>
      <Button className={styles.secondaryButton} isPending={retrying} onPress={onRetry}>
        {t('minisite.retry')}
      </Button>
    </div>
  );
}
