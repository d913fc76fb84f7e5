import { boxDetailQuery } from '../features/gift-checkout/api/get-box-detail';
import { offerDetailQuery } from '../features/offer/api/get-offer-detail';
import { giftItems, giftOrderOf, isKnownGift } from '../features/gift-checkout/utils/gift-order';
import { giftTitle } from '../features/gift-checkout/utils/gift-title';
import { purchasePriceQuery } from '../features/checkout-price/api/get-purchase-price';
import { withPromotionCode } from '../features/checkout-price/state/use-purchase-price';
import { createI18n } from '../i18n/create-i18n';
import { CHECKOUT_ROBOTS, type PageServerData } from './page-server-data';

/**
 * The gift checkout's data for a server render: the box or the stay given (a gift card needs none),
 * and its price without a promotion code (the query says all the page needs; nothing lives in the
 * hash).
 */
export const giftCheckoutPageServerData: PageServerData = async (queryClient, api, props) => {
  const order = giftOrderOf(props.route);
  const t = createI18n(props.language).t;
  if (!isKnownGift(order)) return { title: t('checkout.gift.title'), robots: CHECKOUT_ROBOTS };
  const physicalPaused = order.format === 'physical' && !props.flags.physicalVoucher;
  const priced = physicalPaused
    ? Promise.resolve()
    : queryClient
        .fetchQuery(purchasePriceQuery(api, { locale: props.locale, items: withPromotionCode(giftItems(order), null) }))
        .catch(() => undefined);
  const request = { locale: props.locale };
  const name =
    order.kind === 'giftCard'
      ? giftTitle(order, t, props.locale)
      : order.kind === 'box'
        ? await queryClient
            .fetchQuery(boxDetailQuery(api, { ...request, code: order.code }))
            .then((box) => box.title)
            .catch(() => undefined)
        : await queryClient
            .fetchQuery(offerDetailQuery(api, { ...request, offerId: order.offerId }))
            .then((stay) => stay.label)
            .catch(() => undefined);
  await priced;
  return {
    title: name ? t('checkout.gift.pageTitle', { gift: name }) : t('checkout.gift.title'),
    robots: CHECKOUT_ROBOTS,
  };
};
