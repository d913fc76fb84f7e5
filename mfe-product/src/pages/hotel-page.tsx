import { useCallback, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import { useApiClient, useRemoteProps } from '../context/remote-props';
import type { HotelDetail } from '../features/hotel/api/get-hotel-detail';
import { useHotelCriteria } from '../features/hotel/state/use-hotel-criteria';
import { useHotelDetail } from '../features/hotel/state/use-hotel-detail';
import { useHotelPageMeta } from '../features/hotel/state/use-hotel-page-meta';
import { useScrollToOffersOnArrival } from '../features/hotel/state/use-offers-anchor';
import { useHotelStays } from '../features/hotel/state/use-hotel-stays';
import { hotelOffers } from '../features/hotel/utils/hotel-offers';
import { HOTEL_SECTION_IDS, HotelSection } from '../features/hotel/components/hotel-section';
import { HotelBreadcrumb } from '../features/hotel/components/hotel-breadcrumb';
import { HotelHeader } from '../features/hotel/components/hotel-header';
import { HotelDescription } from '../features/hotel/components/hotel-description';
import { HotelDetails } from '../features/hotel/components/hotel-details';
import { HotelSearchBox } from '../features/hotel/components/hotel-search-box';
import { HotelOffersSummary } from '../features/hotel/components/hotel-offers-summary';
import { HotelOffersSection } from '../features/hotel/components/hotel-offers-section';
import { OfferPrice } from '../features/hotel/components/offer-price';
import { NearbyHotels } from '../features/hotel/components/nearby-hotels';
import { HotelPageSkeleton } from '../features/hotel/components/hotel-page-skeleton';
import { HotelNotFound } from '../features/hotel/components/hotel-not-found';
import { StayLayout } from '../features/stay-detail/components/stay-layout';
import { StayLoadError } from '../features/stay-detail/components/stay-notices';
import { ImageMosaic } from '../features/gallery/components/image-mosaic';
import { galleryImages } from '../features/gallery/utils/gallery-images';
import { ReviewsBlock, REVIEWS_SECTION_ID, reviewsBlockRequest } from '../features/reviews/components/reviews-block';
import { firstReviewsPageQuery } from '../features/reviews/api/get-hotel-reviews';
import { SectionTabs, type PageSection } from '../features/section-tabs/components/section-tabs';
import { StickySectionBar } from '../features/section-tabs/components/sticky-section-bar';
import { hotelRoomsCriteria } from '../features/other-offers/utils/gift-priced-hotel';
import { useGiftPricedHotel } from '../features/other-offers/state/use-gift-priced-hotel';
import { HydrateOnApproach } from '../components/hydrate-on-approach';

/** The hotel page: route kind 'hotel', id = hotel id; dates and travellers in the hash. */
export function HotelPage() {
  const props = useRemoteProps();
  const api = useApiClient();
  const hotelId = props.route.id ?? '';
  const { criteria } = useHotelCriteria();
  const detail = useHotelDetail(hotelId, hotelRoomsCriteria(criteria));
  // While new criteria load, the rooms of the previous ones stay on screen.
  const loaded: HotelDetail | undefined = detail.data;
  // In the gifting flow the offers are shown at their gift prices.
  const offers = useGiftPricedHotel(loaded, criteria);
  const notFound = !hotelId || isNotFound(detail.error);
  useHotelPageMeta(loaded, notFound);
  useScrollToOffersOnArrival(props.route.hash, loaded !== undefined);
  // The same query as the reviews block: the tab shows only when the block does.
  const reviews = useQuery({
    ...firstReviewsPageQuery(api, reviewsBlockRequest(loaded?.id ?? 0, props.locale)),
    enabled: loaded !== undefined,
  });

  if (notFound) return <HotelNotFound />;
  // Trying again shows the skeleton until the answer comes, as the first load did.
  if (detail.isError && !detail.isFetching) return <StayLoadError onRetry={() => void detail.refetch()} />;
  if (!loaded || !offers.detail) return <HotelPageSkeleton />;
  return (
    <LoadedHotelPage
      detail={offers.detail}
      offersFailed={offers.offersFailed}
      isUpdating={detail.isPlaceholderData}
      hasReviews={(reviews.data?.totalCount ?? 0) > 0 && (reviews.data?.list.length ?? 0) > 0}
    />
  );
}

function LoadedHotelPage({
  detail,
  offersFailed,
  isUpdating,
  hasReviews,
}: {
  detail: HotelDetail;
  /** The offers could not be had: their section says something went wrong. */
  offersFailed: boolean;
  isUpdating: boolean;
  hasReviews: boolean;
}) {
  const { t } = useTranslation('hotel');
  const props = useRemoteProps();
  const tabsRef = useRef<HTMLDivElement>(null);
  const datesButtonRef = useRef<HTMLButtonElement>(null);
  const [isCalendarOpen, setCalendarOpen] = useState(false);
  const mainOffer = hotelOffers(detail)[0]?.offer;
  const stays = useHotelStays(detail);

  const sections: PageSection[] = [
    { id: HOTEL_SECTION_IDS.about, label: t('tabs.about') },
    { id: HOTEL_SECTION_IDS.offers, label: t('tabs.offers') },
    ...(hasReviews ? [{ id: REVIEWS_SECTION_ID, label: t('tabs.reviews') }] : []),
  ];

  /** The stays' dates are asked in the search box: brought into view (at once, so the calendar opens beside it). */
  // The same function from render to render: the offers' section waits to hydrate until it changes.
  const askForDates = useCallback(() => {
    datesButtonRef.current?.scrollIntoView?.({ block: 'center' });
    setCalendarOpen(true);
  }, []);

  return (
    <StayLayout
      gallery={
        <>
          <HotelBreadcrumb breadcrumb={detail.breadcrumb} />
          <ImageMosaic images={galleryImages(detail, props.apiBase)} title={detail.label} />
        </>
      }
      header={<HotelHeader detail={detail} />}
      panel={
        <>
          <HotelSearchBox
            hotelId={detail.id}
            stays={stays}
            datesButtonRef={datesButtonRef}
            isCalendarOpen={isCalendarOpen}
            onCalendarOpenChange={setCalendarOpen}
            onAskForDates={askForDates}
          />
          <HotelOffersSummary detail={detail} />
        </>
      }
      body={
        <>
          <div ref={tabsRef}>
            <SectionTabs sections={sections} />
          </div>
          <StickySectionBar
            watched={tabsRef}
            title={detail.label}
            sections={sections}
            price={mainOffer ? <OfferPrice offer={mainOffer} compact /> : null}
            action={{ label: t('tabs.seeOffers'), sectionId: HOTEL_SECTION_IDS.offers }}
          />
          {/* The sections below the first screen hydrate as the shopper nears them. */}
          <HotelSection section="about" title={t('about.title')}>
            <HydrateOnApproach>
              <HotelDescription description={detail.description} />
            </HydrateOnApproach>
            <HydrateOnApproach>
              <HotelDetails detail={detail} />
            </HydrateOnApproach>
          </HotelSection>
          {offersFailed ? (
            <HotelSection section="offers" title={t('offers.title')}>
              <p>{t('stay.error.title', { ns: 'translation' })}</p>
            </HotelSection>
          ) : (
            <HydrateOnApproach>
              <HotelOffersSection rooms={detail.rooms} isUpdating={isUpdating} onAskForDates={askForDates} />
            </HydrateOnApproach>
          )}
          <HydrateOnApproach>
            <ReviewsBlock hotelId={detail.id} hotelLabel={detail.label} />
          </HydrateOnApproach>
          <HydrateOnApproach>
            <NearbyHotels hotels={detail.nearbyHotels} />
          </HydrateOnApproach>
        </>
      }
    />
  );
}
