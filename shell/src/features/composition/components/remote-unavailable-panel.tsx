// The per-component entry: the shared 'react-aria-components' is the whole library (shared code is never tree-shaken).
import { Button } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
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
      <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="12" cy="16.5" r="1.2" fill="currentColor" />
      </svg>
      <p className={styles.message}>{t('outlet.unavailable')}</p>
      {onRetry ? (
        <Button className={styles.retry} onPress={onRetry}>
          {t('outlet.retry')}
        </Button>
      ) : null}
    </div>
  );
}
