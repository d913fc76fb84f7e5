import { stayParams } from '@escapade/shared-contracts/booking-criteria';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { stayDetailQuery } from '../features/stay-detail/api/get-stay-detail';
import { stayPageMeta } from '../features/stay-detail/state/use-stay-page-meta';
import { firstReviewsPageQuery } from '../features/reviews/api/get-hotel-reviews';
import { reviewsBlockRequest } from '../features/reviews/components/reviews-block';
import { productOffersQuery } from '../features/other-offers/api/get-product-offers';
import { upsellsQuery } from '../features/upsells/api/get-upsells';
import { createI18n } from '../i18n/create-i18n';
import type { PageServerData } from './page-server-data';

/**
 * The stay page's data for a server render: the offer for the criteria of the path (the hash never
 * reaches a server), then what is drawn with it — the reviews block (content search engines read),
 * the hotel's other stays and the upgrades (links to more of the shop).
 */
export const stayPageServerData: PageServerData = async (queryClient, api, props) => {
  if (!props.route.id) return undefined;
  const criteria = parseSearchCriteria({ hash: props.route.hash, search: props.route.search });
  const request = { offerId: props.route.id, locale: props.locale, ...stayParams(criteria) };
  const detail = await queryClient.fetchQuery(stayDetailQuery(api, request)).catch(() => undefined);
  if (detail)
    await Promise.all([
      queryClient.prefetchQuery(firstReviewsPageQuery(api, reviewsBlockRequest(detail.hotel.id, props.locale))),
      queryClient.prefetchQuery(productOffersQuery(api, request)),
      queryClient.prefetchQuery(upsellsQuery(api, request, criteria.flow)),
    ]);
  return stayPageMeta(createI18n(props.language).t, detail, detail?.published === false) ?? undefined;
};
