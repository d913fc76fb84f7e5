import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../context/remote-props';
import { CheckoutLayout } from '../components/checkout-layout';
import { CheckoutSkeleton } from '../components/checkout-skeleton';

/**
 * What the server renders of a checkout entry whose criteria live in the hash (a stay's dates and
 * travellers, an activity's participants): the hash never reaches the server, so it sends the
 * page's frame and skeleton, and the browser draws the page over them with the criteria.
 */
export function BrowserDrawnPage() {
  const { t } = useTranslation();
  const { route } = useRemoteProps();
  const activity = route.kind === 'activityBooking';
  return (
    <CheckoutLayout title={activity ? t('checkout.activity.title') : t('summary.title')} busy>
      <CheckoutSkeleton label={activity ? t('checkout.activity.loading') : t('summary.loading')} />
    </CheckoutLayout>
  );
}
