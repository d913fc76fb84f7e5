import { useTranslation } from 'react-i18next';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { useRecentlyViewedActivities } from '../state/use-recently-viewed-activities';
import { PageSection } from '../../../components/page-section';
import styles from './recently-viewed-activities.module.css';

/**
 * "Recently viewed activities": the other activities the visitor looked at lately in this browser,
 * newest first, each a card leading to its page. Hidden while there is none (and on the server).
 */
export function RecentlyViewedActivities({ currentId }: { currentId: string }) {
  const { t } = useTranslation('activity');
  const props = useRemoteProps();
  const activities = useRecentlyViewedActivities(currentId);
  if (activities.length === 0) return null;
  return (
    <PageSection id="recently-viewed-activities" title={t('recentlyViewed.title')}>
      <ul className={styles.cards}>
        {activities.map((activity) => (
          <li key={activity.id}>
            {/* The link is built for this site: a stored address may be another language's. */}
            <a className={styles.card} {...shopLinkProps(props, { kind: 'activityOnly', id: activity.id })}>
              <img
                className={styles.picture}
                src={activity.imageUrl}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.cardText}>
                <span className={styles.cardTitle}>{activity.label}</span>
                {activity.hotel ? <span className={styles.centre}>{activity.hotel.label}</span> : null}
                {activity.price ? (
                  <span className={styles.cardPrice}>
                    {t('recentlyViewed.from', { price: formatEuros(activity.price.sellPrice, props.locale) })}
                  </span>
                ) : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
