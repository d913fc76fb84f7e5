import { useTranslation } from 'react-i18next';
import type { Flow } from '@escapade/shared-contracts/routes';
import styles from './search-box.module.css';

/**
 * The inline search form's place while its code arrives: the same grid, labels and field heights,
 * so the form takes it over without moving anything. Not interactive, hidden from screen readers
 * (the form itself comes a moment later).
 */
export function SearchFormSkeleton({ flow, variant }: { flow: Flow; variant: 'jumbotron' | 'compact' }) {
  const { t } = useTranslation('search-box');
  const field = (className: string | undefined, label: string) => (
    <div className={`${className ?? ''} ${styles.skeletonField}`}>
      <span className={styles.skeletonLabel}>{label}</span>
      <span className={styles.skeletonInput} />
    </div>
  );
  return (
    <div className={`${styles.box} ${styles[variant]}`} aria-hidden="true" data-testid="search-form-skeleton">
      {field(styles.destination, t('searchBox.destination.label'))}
      {flow === 'gifting'
        ? null
        : field(styles.dates, t(flow === 'activity' ? 'searchBox.activityDate.label' : 'searchBox.dates.label'))}
      {field(styles.travellers, t('searchBox.travellers.label'))}
      <span className={styles.submit}>{t('searchBox.submit')}</span>
    </div>
  );
}
