import { useTranslation } from 'react-i18next';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import type { BreadCrumbEntry } from '../api/get-activity-detail';
import styles from './activity-breadcrumb.module.css';

/** Each place of the breadcrumb is the activity search of that place (its hash key is its type). */
function placeSearch(entry: BreadCrumbEntry): RouteTarget {
  return {
    kind: 'activitySearch',
    query: { flow: 'activity' },
    hash: new URLSearchParams({ [entry.placeType]: String(entry.placeId) }).toString(),
  };
}

/** Home › country › region › department › city › the activity. */
export function ActivityBreadcrumb({ places, current }: { places: readonly BreadCrumbEntry[]; current: string }) {
  const { t } = useTranslation('activity');
  const props = useRemoteProps();
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <a className={styles.link} {...shopLinkProps(props, { kind: 'home' })}>
            {t('breadcrumb.home')}
          </a>
        </li>
        {places.map((entry) => (
          <li key={`${entry.placeType}-${entry.placeId}`} className={styles.item}>
            <a className={styles.link} {...shopLinkProps(props, placeSearch(entry))}>
              {entry.label}
            </a>
          </li>
        ))}
        <li className={styles.item}>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
