import { giftPriceListQuery } from '../features/gift-setup/api/get-gift-price-list';
import { giftUpsellsQuery } from '../features/gift-setup/api/get-gift-upsells';
import { shippingCostsQuery } from '../features/gift-setup/api/get-shipping-costs';
import { stayDetailQuery } from '../features/gift-setup/api/get-stay-detail';
import { createI18n } from '../i18n/create-i18n';
import { GIFT_PAGE_ROBOTS, type PageServerData } from './page-server-data';

/**
 * The gift set-up is drawn with the offer's gift prices and details, the shipping costs that open
 * the physical format and the upgrades of a one-night gift (the server draws the default choices);
 * its title names the offer.
 */
export const giftSetupPageServerData: PageServerData = async (queryClient, api, props) => {
  if (!props.route.id) return undefined;
  const request = { offerId: props.route.id, locale: props.locale };
  const ignoreFailure = () => undefined;
  const [priceList, stay] = await Promise.all([
    queryClient.fetchQuery(giftPriceListQuery(api, request)).catch(ignoreFailure),
    queryClient.fetchQuery(stayDetailQuery(api, request)).catch(ignoreFailure),
    props.flags.physicalVoucher
      ? queryClient.fetchQuery(shippingCostsQuery(api, props.locale)).catch(ignoreFailure)
      : undefined,
    queryClient.fetchQuery(giftUpsellsQuery(api, request)).catch(ignoreFailure),
  ]);
  const label = stay?.label ?? priceList?.label;
  if (!label) return undefined;
  return { title: createI18n(props.language).t('giftSetup.metaTitle', { label }), robots: GIFT_PAGE_ROBOTS };
};
