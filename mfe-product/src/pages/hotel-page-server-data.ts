import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { hotelDetailQuery } from '../features/hotel/api/get-hotel-detail';
import { hotelDetailRequest } from '../features/hotel/state/use-hotel-detail';
import { hotelPageMeta } from '../features/hotel/state/use-hotel-page-meta';
import { firstReviewsPageQuery } from '../features/reviews/api/get-hotel-reviews';
import { reviewsBlockRequest } from '../features/reviews/components/reviews-block';
import { createI18n } from '../i18n/create-i18n';
import type { PageServerData } from './page-server-data';

/**
 * The hotel page's data for a server render: the hotel with its rooms for the criteria of the path
 * (the hash never reaches a server), then its reviews block (content search engines read).
 */
export const hotelPageServerData: PageServerData = async (queryClient, api, props) => {
  if (!props.route.id) return undefined;
  const criteria = parseSearchCriteria({ hash: props.route.hash, search: props.route.search });
  const request = hotelDetailRequest(props.route.id, props.locale, criteria);
  const detail = await queryClient.fetchQuery(hotelDetailQuery(api, request)).catch(() => undefined);
  if (!detail) return undefined;
  await queryClient.prefetchQuery(firstReviewsPageQuery(api, reviewsBlockRequest(detail.id, props.locale)));
  return hotelPageMeta(createI18n(props.language).getFixedT(props.language, 'hotel'), detail, false) ?? undefined;
};
