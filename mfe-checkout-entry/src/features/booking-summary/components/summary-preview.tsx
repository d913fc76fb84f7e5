import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../context/remote-props';
import { CheckoutSkeleton, FactsSkeleton } from '../../../components/checkout-skeleton';
import { PurchaseCard } from '../../../components/purchase-card';
import { useOfferDetail } from '../../offer/state/use-offer-detail';
import { isOfferId } from '../../../utils/offer-id';
import { StayHotelLine, stayPhoto } from './stay-purchase';

/**
 * The summary while its quote loads. The stay's photo, name and hotel depend on the path alone, so
 * the server reads them and sends them in the page (its largest paint, long before the page's code
 * runs), and the browser's first draw shows the same card from the same data; the dates, the
 * travellers and the price wait for the quote, as grey blocks.
 */
export function SummaryPreview({ offerId }: { offerId: string }) {
  const { t } = useTranslation();
  const { apiBase } = useRemoteProps();
  const detail = useOfferDetail(offerId, { enabled: isOfferId(offerId) }).data;
  return (
    <CheckoutSkeleton
      label={t('summary.loading')}
      purchase={
        detail ? (
          <PurchaseCard title={detail.label} photo={stayPhoto(detail, apiBase, t)}>
            <StayHotelLine detail={detail} />
            <FactsSkeleton />
          </PurchaseCard>
        ) : undefined
      }
    />
  );
}
