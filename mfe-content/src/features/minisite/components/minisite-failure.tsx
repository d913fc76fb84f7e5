import { useTranslation } from 'react-i18next';
import { MinisiteRetry } from './minisite-retry';
import styles from './minisite.module.css';

/** The minisite could not be loaded (not an unknown one): the page says so and offers another try. */
export function MinisiteFailure({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failure}>
      <h1 className={styles.title}>{t('minisite.fallbackTitle')}</h1>
      <MinisiteRetry message={t('minisite.error')} retrying={retrying} onRetry={onRetry} />
    </div>
  );
}
