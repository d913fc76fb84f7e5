import { isNotFound } from '@escapade/shared-contracts/api-client';
import { boxDetailQuery, type BoxDetail } from '../features/gift-box/api/get-box-detail';
import { boxOffersQuery } from '../features/gift-box/api/get-box-offers';
import { boxPageMeta } from '../features/gift-box/state/use-box-page-meta';
import { createI18n } from '../i18n/create-i18n';
import type { PageServerData } from './page-server-data';

/**
 * The gift box page's data for a server render: the box, then the first page of its stays (links
 * to more of the shop). Its head tags come from the box's page model: never indexed, links followed.
 */
export const giftBoxPageServerData: PageServerData = async (queryClient, api, props) => {
  const code = props.route.id;
  if (!code) return undefined;
  const request = { code, locale: props.locale };
  let detail: BoxDetail | undefined;
  let notFound = false;
  try {
    detail = await queryClient.fetchQuery(boxDetailQuery(api, request));
  } catch (error) {
    notFound = isNotFound(error);
  }
  if (detail) await queryClient.prefetchInfiniteQuery(boxOffersQuery(api, request));
  const t = createI18n(props.language).getFixedT(null, 'box');
  return boxPageMeta(t, detail, notFound) ?? undefined;
};
