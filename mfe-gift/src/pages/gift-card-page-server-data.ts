import { giftCardAmountsQuery } from '../features/gift-card/api/get-gift-card-amounts';
import { createI18n } from '../i18n/create-i18n';
import { GIFT_PAGE_ROBOTS, type PageServerData } from './page-server-data';

/** The gift card page is drawn with its amounts; its title is the same for every visitor. */
export const giftCardPageServerData: PageServerData = async (queryClient, api, props) => {
  // Without the amounts the browser asks again and shows its skeleton meanwhile.
  await queryClient.fetchQuery(giftCardAmountsQuery(api, { locale: props.locale })).catch(() => undefined);
  return { title: createI18n(props.language).t('giftCard.metaTitle'), robots: GIFT_PAGE_ROBOTS };
};
