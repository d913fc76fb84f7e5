import { useTranslation } from 'react-i18next';
import { NoticeIcon } from './notice-icon';
import { RetryButton } from './retry-button';
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
      <NoticeIcon className={styles.icon} size={20} />
      <p className={styles.message} role="status">
        {t('outlet.partlyLoaded')}
      </p>
      <RetryButton className={styles.retry} onRetry={onRetry} retrying={retrying} />
    </div>
  );
}
