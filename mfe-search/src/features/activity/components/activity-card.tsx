import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useTranslation } from 'react-i18next';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../../../context/remote-props';
import { RouteLink } from '../../../components/route-link';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { wishlistItemOf } from '../../../utils/wishlist-item';
import { WishlistToggle } from '../../offer-card/components/wishlist-toggle';
import type { ActivityCardData } from '../api/search-activities';
import { perPersonPrice } from '../utils/per-person-price';
import { durationParts } from '../utils/duration';
import styles from './activity-results.module.css';

export interface ActivityCardProps {
  activity: ActivityCardData;
  participants: number;
  index: number;
}

/** An activity of the list: picture, name, duration and the price per person; it opens the activity page. */
export function ActivityCard({ activity, participants, index }: ActivityCardProps) {
  const { t } = useTranslation('cards');
  const { apiBase, locale, hrefFor, bus } = useRemoteProps();
  const price = perPersonPrice(activity.prices, participants);
  const target: RouteTarget = { kind: 'activityOnly', id: String(activity.id), hash: `a=${participants}` };

  return (
    <li className={styles.activity}>
      <img
        className={styles.thumbnail}
        src={`${apiBase}${activity.imageUrl}`}
        alt=""
        loading="lazy"
        decoding="async"
        width={72}
        height={72}
      />
      <div className={styles.activityText}>
        <RouteLink
          className={styles.activityLink}
          to={target}
          onClick={() =>
            bus.emit('tracking:event', {
              name: 'select_item',
              items: [
                {
                  item_id: String(activity.id),
                  item_name: activity.label,
                  item_category: 'activity',
                  quantity: participants,
                  price: (price?.sellPrice ?? 0) / 100,
                  index,
                },
              ],
              params: { item_list_name: 'activity_results' },
            })
          }
        >
          {activity.label}
        </RouteLink>
        <span className={styles.duration}>{durationText(activity.durationMinutes, t)}</span>
      </div>
      {price ? (
        <p className={styles.activityPrice}>
          {price.discount > 0 ? (
            <>
              <span className={styles.activityPromo}>-{price.discount}%</span>
              <del className={styles.activityBar}>
                <VisuallyHidden elementType="span">{t('activity.insteadOf')} </VisuallyHidden>
                {formatEuros(price.barPrice, locale)}
              </del>
            </>
          ) : null}
          <strong className={styles.activityAmount}>
            {t('activity.perPerson', { price: formatEuros(price.sellPrice, locale) })}
          </strong>
        </p>
      ) : null}
      <WishlistToggle
        className={styles.activityWishlist}
        id={String(activity.id)}
        item={() =>
          wishlistItemOf(
            {
              id: activity.id,
              type: 'ACTIVITY',
              label: activity.label,
              imageUrl: activity.imageUrl,
              hotel: { label: activity.hotel.label, stars: activity.hotel.stars },
            },
            { apiBase, uri: hrefFor(target) },
          )
        }
      />
    </li>
  );
}

function durationText(minutes: number, t: (key: string, options?: Record<string, unknown>) => string): string {
  const { hours, rest } = durationParts(minutes);
  if (hours === 0) return t('activity.durationMinutes', { count: rest });
  return rest === 0
    ? t('activity.durationHours', { hours })
    : t('activity.durationHoursMinutes', { hours, minutes: String(rest).padStart(2, '0') });
}
