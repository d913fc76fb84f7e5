import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import type { HotelDetail } from '../api/get-hotel-detail';
import { useHotelCriteria } from '../state/use-hotel-criteria';
import { placeSearchTarget } from '../utils/hotel-targets';
import styles from './hotel-header.module.css';

/** Country › region › city, each a link to the search for that place with the page's dates and travellers. */
export function HotelBreadcrumb({ breadcrumb }: { breadcrumb: HotelDetail['breadcrumb'] }) {
  const { t } = useTranslation('hotel');
  const props = useRemoteProps();
  const { criteria } = useHotelCriteria();
  if (breadcrumb.length === 0) return null;
  return (
    <nav className={styles.breadcrumb} aria-label={t('breadcrumb')}>
      <ol className={styles.crumbs}>
        {breadcrumb.map((place) => (
          <li key={`${place.placeType}-${place.placeId}`} className={styles.crumb}>
            <a className={styles.crumbLink} {...shopLinkProps(props, placeSearchTarget(criteria, place))}>
              {place.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
