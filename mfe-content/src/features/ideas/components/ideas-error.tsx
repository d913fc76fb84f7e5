import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import styles from './ideas.module.css';

/** The ideas could not be loaded: the page keeps its title, says so and offers another try. */
export function IdeasError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('ideas.fallbackTitle')}</h1>
      </header>
      <div className={styles.failure}>
        <p role="alert" className={styles.failureText}>
          {t('ideas.error')}
        </p>
        <Button className={styles.moreButton} isPending={retrying} onPress={onRetry}>
          {t('ideas.retry')}
        </Button>
      </div>
    </div>
  );
}
