import { useTranslation } from 'react-i18next';
import { defaultSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { RouteLink } from '../../../components/route-link';
import type { SearchDetails } from '../../../utils/search-offers-answer';
import { searchTargetFor, type SearchRouteKind } from '../../../utils/search-target';
import styles from './breadcrumb.module.css';

/** The hash key of a hierarchy entry (the api lists the country, then the region). */
const PLACE_KEY_OF_TYPE: Readonly<Record<string, 'country' | 'region' | 'department'>> = {
  country: 'country',
  region: 'region',
  department: 'department',
};

export interface BreadcrumbProps {
  hierarchy: SearchDetails['locationHierarchy'];
  destination: string | null;
  criteria: SearchCriteria;
  kind: SearchRouteKind;
}

/**
 * Home › country › region › destination, each place a search of that place in the same flow with the
 * same dates and travellers (links built by the shell's hrefFor).
 */
export function Breadcrumb({ hierarchy, destination, criteria, kind }: BreadcrumbProps) {
  const { t } = useTranslation('results');
  const placeTarget = (type: string, id: number) => {
    const key = PLACE_KEY_OF_TYPE[type];
    const base = defaultSearchCriteria(criteria.flow);
    return searchTargetFor(kind, {
      ...base,
      checkin: criteria.checkin,
      checkout: criteria.checkout,
      night: criteria.night,
      adults: criteria.adults,
      children: criteria.children,
      babies: criteria.babies,
      singleRoom: criteria.singleRoom,
      theme: criteria.theme,
      places: key ? { [key]: String(id) } : {},
    });
  };
  const entries = hierarchy.filter((entry) => PLACE_KEY_OF_TYPE[entry.type] && entry.label !== destination);
  return (
    <nav className={styles.breadcrumb} aria-label={t('breadcrumb.label')}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <RouteLink className={styles.link} to={{ kind: 'home' }}>
            {t('breadcrumb.home')}
          </RouteLink>
        </li>
        {entries.map((entry) => (
          <li key={`${entry.type}-${entry.id}`} className={styles.item}>
            <RouteLink className={styles.link} to={placeTarget(entry.type, entry.id)}>
              {entry.label}
            </RouteLink>
          </li>
        ))}
        {destination ? (
          <li className={styles.item}>
            <span aria-current="page">{destination}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
