import { giftPriceListQuery } from '../features/gift-setup/api/get-gift-price-list';
import { stayDetailQuery } from '../features/gift-setup/api/get-stay-detail';
import { createI18n } from '../i18n/create-i18n';
import { GIFT_PAGE_ROBOTS, type PageServerData } from './page-server-data';

/** The gift set-up is drawn with the offer's gift prices and details; its title names the offer. */
export const giftSetupPageServerData: PageServerData = async (queryClient, api, props) => {
  if (!props.route.id) return undefined;
  const request = { offerId: props.route.id, locale: props.locale };
  const [priceList, stay] = await Promise.all([
    queryClient.fetchQuery(giftPriceListQuery(api, request)).catch(() => undefined),
    queryClient.fetchQuery(stayDetailQuery(api, request)).catch(() => undefined),
  ]);
  const label = stay?.label ?? priceList?.label;
  if (!label) return undefined;
  return { title: createI18n(props.language).t('giftSetup.metaTitle', { label }), robots: GIFT_PAGE_ROBOTS };
};
