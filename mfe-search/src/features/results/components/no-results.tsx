import { useTranslation } from 'react-i18next';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { RouteLink } from '../../../components/route-link';
import styles from './results-states.module.css';

/** Spec §8: nothing matches; "Remove all filters" leads to the same search without filters. */
export function NoResults({ withoutFilters }: { withoutFilters: RouteTarget }) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel} role="alert">
      <p className={styles.message}>{t('results.noResults')}</p>
      <RouteLink className={styles.action} to={withoutFilters}>
        {t('results.removeFilters')}
      </RouteLink>
    </div>
  );
}
