// The per-component entry: the shared 'react-aria-components' is the whole library (shared code is never tree-shaken).
import { Button } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
import styles from './partly-loaded-notice.module.css';

interface PartlyLoadedNoticeProps {
  onRetry(): void;
  /** A Retry is under way: the button stays where it is (and keeps the focus) but cannot be pressed again. */
  retrying: boolean;
}

/**
 * Sits above a server-rendered page whose remote could not be loaded: the page stays readable and
 * its links work, only what needs the remote's code waits. Polite, not an alert: nothing the
 * shopper was reading has gone.
 */
export function PartlyLoadedNotice({ onRetry, retrying }: PartlyLoadedNoticeProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="12" cy="16.5" r="1.2" fill="currentColor" />
      </svg>
      <p className={styles.message} role="status">
        {t('outlet.partlyLoaded')}
      </p>
      <Button className={styles.retry} onPress={onRetry} isPending={retrying}>
        {t('outlet.retry')}
      </Button>
    </div>
  );
}
