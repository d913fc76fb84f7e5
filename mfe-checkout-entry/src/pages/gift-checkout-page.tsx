import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../context/remote-props';
import { CheckoutColumns, CheckoutLayout } from '../components/checkout-layout';
import { CheckoutNotice, ExpiredOfferNotice, LoadErrorNotice, NoticeLink } from '../components/checkout-notice';
import { CheckoutSkeleton } from '../components/checkout-skeleton';
import { useCheckoutPageMeta } from '../components/checkout-page-meta';
import { useGiftDetail } from '../features/gift-checkout/state/use-gift-detail';
import {
  boxReferencePrice,
  digitalGiftTarget,
  GIFT_CARD_AMOUNT,
  giftBackTarget,
  giftCardTarget,
  giftItems,
  giftOrderOf,
  giftTrackingItem,
  isKnownGift,
} from '../features/gift-checkout/utils/gift-order';
import { giftTitle } from '../features/gift-checkout/utils/gift-title';
import { GiftPurchase } from '../features/gift-checkout/components/gift-purchase';
import { usePurchasePrice } from '../features/checkout-price/state/use-purchase-price';
import { PriceColumn } from '../features/checkout-price/components/price-column';
import { CheckoutPayment } from '../features/payment/components/checkout-payment';

/**
 * The checkout entry of a gift: route kind 'giftCheckout'. A gift card when the path's id is
 * `giftcard` (its `amount` in cents); a gift box when the query has its `code`; otherwise the stay
 * of the path, given as a gift (giftNights, sleeves). Each may carry fromName and message. The
 * format (giftFormat) is digital unless the query says physical.
 */
export function GiftCheckoutPage() {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const order = giftOrderOf(props.route);
  const known = isKnownGift(order);
  // A physical gift while the physical format is paused cannot be bought: only the notice shows.
  const physicalPaused = order.format === 'physical' && !props.flags.physicalVoucher;
  const detail = useGiftDetail(order, known);
  const price = usePurchasePrice(known && !physicalPaused ? giftItems(order) : null);
  const gift = detail.status === 'success' ? detail.gift : null;
  const giftName = gift ? giftTitle(gift, t, props.locale) : undefined;

  useCheckoutPageMeta(giftName ? t('checkout.gift.pageTitle', { gift: giftName }) : t('checkout.gift.title'));

  const backTarget = giftBackTarget(order, props.flags.boxes, gift?.kind === 'box' ? gift.box.slug : undefined);
  const layout = (content: ReactNode, busy?: boolean) => (
    <CheckoutLayout title={t('checkout.gift.title')} busy={busy}>
      {content}
    </CheckoutLayout>
  );

  if (order.kind === 'giftCard' && (!known || price.status === 'notFound')) {
    return layout(
      <CheckoutNotice
        title={t('checkout.gift.card.unknownTitle')}
        message={t('checkout.gift.card.unknownMessage', {
          min: formatEuros(GIFT_CARD_AMOUNT.min, props.locale),
          max: formatEuros(GIFT_CARD_AMOUNT.max, props.locale),
        })}
      >
        <NoticeLink target={giftCardTarget({ amount: 0, format: order.format })}>
          {t('checkout.gift.card.choose')}
        </NoticeLink>
      </CheckoutNotice>,
    );
  }
  if (!known || detail.status === 'expired' || price.status === 'notFound') {
    return layout(
      <ExpiredOfferNotice
        otherOffers={order.kind === 'box' ? { kind: 'giftBoxes' } : { kind: 'search', query: { flow: 'gifting' } }}
      />,
    );
  }
  if (physicalPaused) {
    return layout(
      <CheckoutNotice message={t('checkout.gift.physicalPaused')}>
        <NoticeLink target={digitalGiftTarget(props.route)}>{t('checkout.gift.chooseDigital')}</NoticeLink>
      </CheckoutNotice>,
    );
  }
  if (detail.status === 'error') return layout(<LoadErrorNotice onRetry={detail.retry} />);
  if (!gift || !giftName) return layout(<CheckoutSkeleton label={t('checkout.gift.loading')} />, true);
  if (price.status === 'success' && !price.priced.price.bookable) {
    return layout(
      <CheckoutNotice message={t('checkout.gift.notAvailable')} isAlert>
        <NoticeLink target={backTarget}>
          {t(
            order.kind === 'box'
              ? 'checkout.gift.backToBox'
              : order.kind === 'stay'
                ? 'checkout.gift.backToStay'
                : 'checkout.gift.card.back',
          )}
        </NoticeLink>
      </CheckoutNotice>,
    );
  }
  return layout(
    <CheckoutColumns
      purchase={<GiftPurchase order={order} gift={gift} />}
      price={
        <PriceColumn price={price} reference={gift.kind === 'box' ? boxReferencePrice(gift.box.price) : null}>
          {(current) => (
            <CheckoutPayment
              draft={{ locale: props.locale, items: current.items, price: current.price }}
              trackingItem={giftTrackingItem(order, giftName, current.price.payToday)}
              onPriceChanged={price.refresh}
            />
          )}
        </PriceColumn>
      }
    />,
  );
}
