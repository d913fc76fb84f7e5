import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import styles from './static-content.module.css';

/** The page could not be loaded: say so and offer to try again. */
export function StaticContentError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div role="alert" className={styles.error}>
        <p className={styles.errorTitle}>{t('staticPages.error')}</p>
        <p className={styles.errorText}>{t('staticPages.errorHint')}</p>
      </div>
      <Button className={styles.retry} onPress={onRetry}>
        {t('staticPages.retry')}
      </Button>
    </div>
  );
}
