import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../context/remote-props';
import { CheckoutLayout } from '../components/checkout-layout';
import { CheckoutSkeleton } from '../components/checkout-skeleton';
import { SummaryLayout } from '../features/booking-summary/components/summary-layout';
import { SummaryPreview } from '../features/booking-summary/components/summary-preview';

/**
 * What the server renders of a checkout entry whose criteria live in the hash (a stay's dates and
 * travellers, an activity's participants): the hash never reaches the server, so it sends the
 * page's frame and skeleton, and the browser draws the page over them with the criteria. A stay's
 * summary shows the stay itself already (photo, name, hotel: they depend on the path alone), as the
 * browser's first draw will.
 */
export function BrowserDrawnPage() {
  const { t } = useTranslation();
  const { route } = useRemoteProps();
  if (route.kind === 'bookingSummary') {
    return (
      <SummaryLayout busy>
        <SummaryPreview offerId={route.id ?? ''} />
      </SummaryLayout>
    );
  }
  return (
    <CheckoutLayout title={t('checkout.activity.title')} busy>
      <CheckoutSkeleton label={t('checkout.activity.loading')} />
    </CheckoutLayout>
  );
}
