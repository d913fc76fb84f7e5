import { boxesSearchQuery } from '../features/boxes/api/search-boxes';
import { createI18n } from '../i18n/create-i18n';
import { GIFT_PAGE_ROBOTS, type PageServerData } from './page-server-data';

/**
 * The boxes listing is drawn with its boxes. A failed call is forgotten, so the server draws the
 * placeholders the browser starts from, and the browser asks again.
 */
export const boxesPageServerData: PageServerData = async (queryClient, api, props) => {
  const query = boxesSearchQuery(api, { locale: props.locale });
  await queryClient.fetchQuery(query).catch(() => queryClient.removeQueries({ queryKey: query.queryKey }));
  return { title: createI18n(props.language).t('boxes.metaTitle'), robots: GIFT_PAGE_ROBOTS };
};
