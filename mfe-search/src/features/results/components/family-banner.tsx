import { useTranslation } from 'react-i18next';
import { FAMILY_THEME_ID, withFilters, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { RouteLink } from '../../../components/route-link';
import { searchTargetFor, type SearchRouteKind } from '../../../utils/search-target';
import styles from './family-banner.module.css';

/** The family banner shows when the search has children or babies and the theme is not 39. */
export function showsFamilyBanner(criteria: Pick<SearchCriteria, 'children' | 'babies' | 'theme'>): boolean {
  return criteria.children + criteria.babies > 0 && criteria.theme !== FAMILY_THEME_ID;
}

/** Using the family banner switches the theme to 39 (page dropped, like any filter change). */
export function FamilyBanner({ criteria, kind }: { criteria: SearchCriteria; kind: SearchRouteKind }) {
  const { t } = useTranslation('results');
  if (!showsFamilyBanner(criteria)) return null;
  return (
    <aside className={styles.banner} aria-labelledby="family-banner-title">
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <circle cx="8" cy="6" r="2.5" fill="currentColor" />
          <circle cx="16" cy="6" r="2.5" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <path
            d="M4 21v-7a4 4 0 018 0M12 21v-7a4 4 0 018 0M10 21v-4a2 2 0 014 0v4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
      </span>
      <div className={styles.text}>
        <h2 id="family-banner-title" className={styles.title}>
          {t('familyBanner.title')}
        </h2>
        <p className={styles.subtitle}>{t('familyBanner.text')}</p>
      </div>
      <RouteLink
        className={styles.action}
        to={searchTargetFor(kind, withFilters(criteria, { theme: FAMILY_THEME_ID }))}
      >
        {t('familyBanner.action')}
      </RouteLink>
    </aside>
  );
}
