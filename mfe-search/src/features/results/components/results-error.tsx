import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import styles from './results-states.module.css';

/** The search failed; the visitor can try again. */
export function ResultsError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('results');
  return (
    <div className={styles.panel} role="alert">
      <p className={styles.message}>{t('results.error')}</p>
      <Button className={styles.action} onPress={onRetry}>
        {t('results.retry')}
      </Button>
    </div>
  );
}
