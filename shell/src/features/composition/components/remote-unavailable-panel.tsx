import { useTranslation } from 'react-i18next';
import { NoticeIcon } from './notice-icon';
import { RetryButton } from './retry-button';
import styles from './remote-unavailable-panel.module.css';

interface RemoteUnavailablePanelProps {
  /** Omitted when retrying cannot help (the remote is switched off). */
  onRetry?: () => void;
}

/** Stands in for a remote that is down, slow or broken; the rest of the page keeps working. */
export function RemoteUnavailablePanel({ onRetry }: RemoteUnavailablePanelProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel} role="alert">
      <NoticeIcon className={styles.icon} size={24} />
      <p className={styles.message}>{t('outlet.unavailable')}</p>
      {onRetry ? <RetryButton onRetry={onRetry} /> : null}
    </div>
  );
}
