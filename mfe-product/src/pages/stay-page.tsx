import { useMemo } from 'react';
import {
  parseSearchCriteria,
  serializeSearchCriteria,
  type SearchCriteria,
} from '@escapade/shared-contracts/search-criteria';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import { useRemoteProps } from '../context/remote-props';
import { useStayDetail } from '../features/stay-detail/state/use-stay-detail';
import { useStayPageMeta } from '../features/stay-detail/state/use-stay-page-meta';
import type { StayDetail } from '../features/stay-detail/api/get-stay-detail';
import { StayLayout } from '../features/stay-detail/components/stay-layout';
import { StayHeader } from '../features/stay-detail/components/stay-header';
import { StayIncludes } from '../features/stay-detail/components/stay-includes';
import { StayDescriptions } from '../features/stay-detail/components/stay-descriptions';
import { StayPageSkeleton } from '../features/stay-detail/components/stay-page-skeleton';
import { StayExpiredNotice, StayLoadError } from '../features/stay-detail/components/stay-notices';
import { ImageMosaic, ImageMosaicSkeleton } from '../features/gallery/components/image-mosaic';
import { galleryImages } from '../features/gallery/utils/gallery-images';
import { BookingPanel } from '../features/booking-bar/components/booking-panel';

/** Where "See other offers" leads: the hotel's page when the hotel is known, else a search. */
function otherOffersTarget(criteria: SearchCriteria, hotelId?: number): { target: RouteTarget; fromHotel: boolean } {
  const { hash } = serializeSearchCriteria({ ...criteria, places: {}, hotel: undefined, hotelId: undefined });
  if (hotelId !== undefined) return { target: { kind: 'hotel', id: String(hotelId), hash }, fromHotel: true };
  return {
    target: { kind: 'search', query: { flow: criteria.flow }, hash: serializeSearchCriteria(criteria).hash },
    fromHotel: false,
  };
}

/** The stay product page: route kind 'stay', id = offer id; dates and travellers in the hash. */
export function StayPage() {
  const props = useRemoteProps();
  const offerId = props.route.id ?? '';
  const { hash, search } = props.route;
  const criteria = useMemo(() => parseSearchCriteria({ hash, search }), [hash, search]);
  const detail = useStayDetail(offerId, criteria);
  // While new criteria load, the offer of the previous ones stays on screen.
  const loaded: StayDetail | undefined = detail.data;

  const expired = !offerId || isNotFound(detail.error) || loaded?.published === false;
  useStayPageMeta(loaded, expired);

  if (expired) {
    return <StayExpiredNotice otherOffers={otherOffersTarget(criteria, loaded?.hotel.id)} />;
  }
  // Trying again shows the skeleton until the answer comes, as the first load did.
  if (detail.isError && !detail.isFetching) return <StayLoadError onRetry={() => void detail.refetch()} />;
  if (!loaded) return <StayPageSkeleton gallery={<ImageMosaicSkeleton />} />;

  const isGifting = criteria.flow === 'gifting';
  return (
    <StayLayout
      gallery={<ImageMosaic images={galleryImages(loaded, props.apiBase)} title={loaded.label} />}
      header={<StayHeader detail={loaded} />}
      panel={
        <BookingPanel
          offerId={offerId}
          offerLabel={loaded.label}
          criteria={criteria}
          price={loaded.price}
          // The automatic discount badge never shows in the gifting flow.
          autoDiscountPercent={!isGifting && loaded.autoDiscount ? loaded.autoDiscount.value : undefined}
          isUpdating={detail.isPlaceholderData}
        />
      }
      body={
        <>
          <StayIncludes programLines={loaded.programLines} />
          <StayDescriptions detail={loaded} showCancellationPolicy={!isGifting} />
        </>
      }
    />
  );
}
