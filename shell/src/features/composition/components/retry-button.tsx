// The per-component entry: the shared 'react-aria-components' is the whole library (shared code is never tree-shaken).
import { Button } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
import styles from './retry-button.module.css';

interface RetryButtonProps {
  onRetry(): void;
  /** A Retry is under way: the button stays where it is (and keeps the focus) but cannot be pressed again. */
  retrying?: boolean;
  /** Where the button sits in its container. */
  className?: string;
}

/** The one Retry of a remote that could not be loaded, in the panel that stands in for it or the notice above its markup. */
export function RetryButton({ onRetry, retrying = false, className }: RetryButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      className={className ? `${styles.retry} ${className}` : styles.retry}
      onPress={onRetry}
      isPending={retrying}
    >
      {t('outlet.retry')}
    </Button>
  );
}
