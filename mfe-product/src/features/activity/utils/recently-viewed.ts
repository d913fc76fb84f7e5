import type { RecentlyViewedItem } from '@escapade/shared-contracts/event-bus';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { absoluteUrl } from '../../../utils/absolute-url';
import type { ActivityDetail } from '../api/get-activity-detail';

/** The activity page lists at most this many of the activities viewed lately. */
export const RECENTLY_VIEWED_ACTIVITIES_SHOWN = 4;

/**
 * The activity as the shell keeps it in the wishlist and the recently viewed list. Its price is the
 * lowest one (the fewest participants), which the lists show as "from".
 */
export function activityProductItem(
  detail: ActivityDetail,
  { apiBase, hrefFor }: Pick<RemoteProps, 'apiBase' | 'hrefFor'>,
): RecentlyViewedItem {
  const lowest = [...detail.prices].sort((a, b) => a.sellPrice - b.sellPrice)[0];
  const centre = detail.mainActivityCenter;
  return {
    id: String(detail.id),
    type: 'ACTIVITY',
    label: detail.label,
    imageUrl: absoluteUrl(apiBase, detail.imagesBySize['640_360'][0] ?? ''),
    uri: hrefFor({ kind: 'activityOnly', id: String(detail.id) }),
    hotel: { label: centre.label, stars: centre.star },
    ...(lowest ? { price: { sellPrice: lowest.sellPrice, refPrice: lowest.refPrice, promo: lowest.promo } } : {}),
  };
}

/**
 * What the page lists of the activities the shell announced: newest first as announced, each once,
 * without the activity on screen, at most RECENTLY_VIEWED_ACTIVITIES_SHOWN.
 */
export function recentActivitiesToShow(
  announced: readonly RecentlyViewedItem[],
  currentId: string,
): RecentlyViewedItem[] {
  const seen = new Set<string>([currentId]);
  const shown: RecentlyViewedItem[] = [];
  for (const item of announced) {
    if (item.type !== 'ACTIVITY' || seen.has(item.id)) continue;
    seen.add(item.id);
    shown.push(item);
    if (shown.length === RECENTLY_VIEWED_ACTIVITIES_SHOWN) break;
  }
  return shown;
}
