import { useTranslation } from 'react-i18next';
import { useSearchCriteria } from '../../results/state/use-search-criteria';
import { SORT_LABEL_KEYS, sortChoiceOf } from '../utils/sort-options';
import styles from './sort-select.module.css';

/**
 * The sort selector as it looks, while its code (react-aria's Select, list box and popover) is on
 * its way: the same size, so nothing moves when it arrives. Phones never download it.
 */
export function SortSelectPlaceholder() {
  const { t } = useTranslation('results');
  const { criteria } = useSearchCriteria();
  const { selected } = sortChoiceOf(criteria);
  return (
    <div className={styles.select} aria-hidden="true">
      <span className={styles.label}>{t('sort.label')}</span>
      <span className={styles.button}>
        <span className={styles.value}>{t(SORT_LABEL_KEYS[selected])}</span>
        <svg viewBox="0 0 24 24" width="16" height="16" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </span>
    </div>
  );
}
