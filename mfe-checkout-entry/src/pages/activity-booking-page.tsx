import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../context/remote-props';
import { CheckoutColumns, CheckoutLayout } from '../components/checkout-layout';
import { CheckoutNotice, ExpiredOfferNotice, LoadErrorNotice, NoticeLink } from '../components/checkout-notice';
import { CheckoutSkeleton } from '../components/checkout-skeleton';
import { useCheckoutPageMeta } from '../components/checkout-page-meta';
import { useActivityDetail } from '../features/activity-checkout/state/use-activity-detail';
import {
  activityItems,
  activityOrderOf,
  activityPageTarget,
  activityReferencePrice,
  activityTrackingItem,
  isActivityId,
} from '../features/activity-checkout/utils/activity-order';
import { ActivityPurchase } from '../features/activity-checkout/components/activity-purchase';
import { usePurchasePrice } from '../features/checkout-price/state/use-purchase-price';
import { PriceColumn } from '../features/checkout-price/components/price-column';
import { CheckoutPayment } from '../features/payment/components/checkout-payment';

/**
 * The checkout entry of an activity bought alone: route kind 'activityBooking', id = activity offer
 * id; participants in the hash (`a`), `customType=OWN_USE` in the query when bought for oneself.
 */
export function ActivityBookingPage() {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const order = activityOrderOf(props.route);
  const known = isActivityId(order.activityId);
  const detail = useActivityDetail(order.activityId, known);
  const price = usePurchasePrice(known ? activityItems(order) : null);

  useCheckoutPageMeta(
    detail.status === 'success'
      ? t('checkout.activity.pageTitle', { activity: detail.detail.label })
      : t('checkout.activity.title'),
  );

  const layout = (content: ReactNode, busy?: boolean) => (
    <CheckoutLayout title={t('checkout.activity.title')} busy={busy}>
      {content}
    </CheckoutLayout>
  );

  if (!known || detail.status === 'expired' || price.status === 'notFound') {
    return layout(<ExpiredOfferNotice otherOffers={{ kind: 'activitySearch' }} />);
  }
  if (detail.status === 'error') return layout(<LoadErrorNotice onRetry={detail.retry} />);
  if (detail.status === 'loading') return layout(<CheckoutSkeleton label={t('checkout.activity.loading')} />, true);
  if (price.status === 'success' && !price.priced.price.bookable) {
    return layout(
      <CheckoutNotice message={t('checkout.activity.notBookable')} isAlert>
        <NoticeLink target={activityPageTarget(order)}>{t('checkout.activity.back')}</NoticeLink>
      </CheckoutNotice>,
    );
  }
  const activity = detail.detail;
  return layout(
    <CheckoutColumns
      purchase={<ActivityPurchase detail={activity} order={order} />}
      price={
        <PriceColumn
          price={price}
          reference={activityReferencePrice(activity.prices, order.participants)}
          basis={t('checkout.activity.basis', { count: order.participants })}
        >
          {(current) => (
            <CheckoutPayment
              draft={{ locale: props.locale, items: current.items, price: current.price }}
              trackingItem={activityTrackingItem(
                { id: order.activityId, label: activity.label },
                order.participants,
                current.price.payToday,
              )}
              onPriceChanged={price.refresh}
            />
          )}
        </PriceColumn>
      }
    />,
  );
}
