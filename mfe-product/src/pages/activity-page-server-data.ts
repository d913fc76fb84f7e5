import { isNotFound } from '@escapade/shared-contracts/api-client';
import { activityDetailQuery } from '../features/activity/api/get-activity-detail';
import { activityImagesQuery } from '../features/activity/api/get-activity-images';
import { activityPageMeta } from '../features/activity/state/use-activity-page-meta';
import { createI18n } from '../i18n/create-i18n';
import type { PageServerData } from './page-server-data';

/**
 * The activity page's data for a server render: the offer and its pictures' descriptions, asked
 * side by side (the participant count is in the hash, which never reaches a server; every price is
 * in the detail). An unknown offer renders as expired; another failure is left to the browser.
 */
export const activityPageServerData: PageServerData = async (queryClient, api, props) => {
  if (!props.route.id) return undefined;
  const request = { activityId: props.route.id, locale: props.locale };
  let isUnknownOffer = false;
  const [detail] = await Promise.all([
    queryClient.fetchQuery(activityDetailQuery(api, request)).catch((error: unknown) => {
      isUnknownOffer = isNotFound(error);
      return undefined;
    }),
    queryClient.prefetchQuery(activityImagesQuery(api, request)),
  ]);
  // An unknown offer is drawn as expired too: neither is listed by search engines.
  const expired = isUnknownOffer || detail?.published === false;
  return activityPageMeta(createI18n(props.language).t, detail, expired) ?? undefined;
};
