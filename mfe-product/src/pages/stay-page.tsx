import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  parseSearchCriteria,
  serializeSearchCriteria,
  type SearchCriteria,
} from '@escapade/shared-contracts/search-criteria';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { isNotFound } from '@escapade/shared-contracts/api-client';
import { useApiClient, useRemoteProps } from '../context/remote-props';
import { useReportProductView } from '../hooks/use-report-product-view';
import { useStayDetail } from '../features/stay-detail/state/use-stay-detail';
import { useStayPageMeta } from '../features/stay-detail/state/use-stay-page-meta';
import type { StayDetail } from '../features/stay-detail/api/get-stay-detail';
import { StayLayout } from '../features/stay-detail/components/stay-layout';
import { StayHeader } from '../features/stay-detail/components/stay-header';
import { StayIncludes } from '../features/stay-detail/components/stay-includes';
import { StayAbout, StayHotel, StayRoom } from '../features/stay-detail/components/stay-descriptions';
import { StayPractical } from '../features/stay-detail/components/stay-practical';
import { StayGift } from '../features/stay-detail/components/stay-gift';
import { STAY_SECTION_IDS } from '../features/stay-detail/components/stay-section';
import { stayProductItem } from '../features/stay-detail/utils/stay-product-item';
import { ReviewsBlock, reviewsBlockRequest } from '../features/reviews/components/reviews-block';
import { firstReviewsPageQuery } from '../features/reviews/api/get-hotel-reviews';
import { productOffersQuery } from '../features/other-offers/api/get-product-offers';
import { stayParams } from '@escapade/shared-contracts/booking-criteria';
import { SectionTabs, type PageSection } from '../features/section-tabs/components/section-tabs';
import { StickySectionBar } from '../features/section-tabs/components/sticky-section-bar';
import { StayPrice } from '../features/booking-bar/components/stay-price';
import { BOOKING_PANEL_SECTION_ID } from '../features/booking-bar/components/booking-panel';
import { OtherOffers } from '../features/other-offers/components/other-offers';
import { UpsellOffers } from '../features/upsells/components/upsell-offers';
import { HowItWorks } from '../features/how-it-works/components/how-it-works';
import { StayPageSkeleton } from '../features/stay-detail/components/stay-page-skeleton';
import { StayExpiredNotice, StayLoadError } from '../features/stay-detail/components/stay-notices';
import { ImageMosaic, ImageMosaicSkeleton } from '../features/gallery/components/image-mosaic';
import { galleryImages } from '../features/gallery/utils/gallery-images';
import { BookingPanel } from '../features/booking-bar/components/booking-panel';
import { useSellableCriteria } from '../features/booking-bar/components/use-sellable-criteria';
import { criteriaInFlow, pricedCriteria } from '../features/booking-bar/utils/flow-change';
import { HydrateOnApproach } from '../components/hydrate-on-approach';

/** Where "See other offers" leads: the hotel's page when the hotel is known, else a search. */
function otherOffersTarget(criteria: SearchCriteria, hotelId?: number): { target: RouteTarget; fromHotel: boolean } {
  const { hash } = serializeSearchCriteria({ ...criteria, places: {}, hotel: undefined, hotelId: undefined });
  if (hotelId !== undefined) return { target: { kind: 'hotel', id: String(hotelId), hash }, fromHotel: true };
  return {
    target: { kind: 'search', query: { flow: criteria.flow }, hash: serializeSearchCriteria(criteria).hash },
    fromHotel: false,
  };
}

/** The tabs of the sections that have something to show, in the page's order. */
function staySections(
  t: TFunction,
  detail: StayDetail,
  { isGifting, hasReviews }: { isGifting: boolean; hasReviews: boolean },
): PageSection[] {
  const shown: [keyof typeof STAY_SECTION_IDS, string, boolean][] = [
    ['description', t('tabs.description'), Boolean(detail.description)],
    ['room', t('tabs.room'), detail.room !== null],
    ['experience', isGifting ? t('tabs.theExperience') : t('tabs.experience'), detail.programLines.length > 0],
    ['gift', t('tabs.gift'), isGifting],
    ['reviews', t('tabs.reviews'), hasReviews],
    ['hotel', t('tabs.hotel'), true],
    ['practical', t('tabs.practical'), true],
  ];
  return shown.filter(([, , has]) => has).map(([key, label]) => ({ id: STAY_SECTION_IDS[key], label }));
}

/** The id of the booking panel, where the sticky bar's Book button leads. */
const BOOKING_PANEL_ID = BOOKING_PANEL_SECTION_ID;

/** The stay product page: route kind 'stay', id = offer id; dates and travellers in the hash. */
export function StayPage() {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const api = useApiClient();
  const tabsRef = useRef<HTMLDivElement>(null);
  const offerId = props.route.id ?? '';
  const { hash, search } = props.route;
  // A stay that cannot be offered is never sold as a gift: asked for in the gifting flow, it is
  // shown for booking (once its detail says so), the address's dates and travellers kept.
  const [notGiftableOffer, setNotGiftableOffer] = useState<string | undefined>();
  const refusesGifts = notGiftableOffer === offerId;
  const linkCriteria = useMemo(() => {
    const parsed = parseSearchCriteria({ hash, search });
    return refusesGifts && parsed.flow === 'gifting' ? criteriaInFlow(parsed, 'booking') : parsed;
  }, [hash, search, refusesGifts]);
  // A gift is priced without dates; the dates of the address wait there for a switch back to booking.
  const askedCriteria = useMemo(() => pricedCriteria(linkCriteria), [linkCriteria]);
  // The hotel's availability decides which dates of the link can be sold; the hotel is known once
  // the offer's detail has come.
  const [hotelId, setHotelId] = useState<number | undefined>();
  const criteria = useSellableCriteria(askedCriteria, { offerId, hotelId });
  const detail = useStayDetail(offerId, criteria);
  // While new criteria load, the offer of the previous ones stays on screen.
  const loaded: StayDetail | undefined = detail.data;
  if (loaded && loaded.hotel.id !== hotelId) setHotelId(loaded.hotel.id);
  if (loaded && String(loaded.id) === offerId && !loaded.isGiftable && linkCriteria.flow === 'gifting')
    setNotGiftableOffer(offerId);

  const expired = !offerId || isNotFound(detail.error) || loaded?.published === false;
  useStayPageMeta(loaded, expired);
  // The shell keeps the stays viewed lately; an expired one is not worth remembering.
  useReportProductView(loaded && !expired ? loaded.id : undefined, () =>
    loaded ? stayProductItem(loaded, props) : undefined,
  );
  // The same query as the reviews block: the tab shows only when the block does.
  const reviews = useQuery({
    ...firstReviewsPageQuery(api, reviewsBlockRequest(loaded?.hotel.id ?? 0, props.locale)),
    enabled: loaded !== undefined,
  });
  // The same query as the other offers' list: when it fails, the booking panel says so.
  const offers = useQuery({
    ...productOffersQuery(api, { offerId, locale: props.locale, ...stayParams(criteria) }),
    enabled: loaded !== undefined,
  });

  if (expired) {
    return <StayExpiredNotice otherOffers={otherOffersTarget(criteria, loaded?.hotel.id)} />;
  }
  // Trying again shows the skeleton until the answer comes, as the first load did.
  if (detail.isError && !detail.isFetching) return <StayLoadError onRetry={() => void detail.refetch()} />;
  if (!loaded) return <StayPageSkeleton gallery={<ImageMosaicSkeleton />} />;

  const isGifting = criteria.flow === 'gifting';
  const sections = staySections(t, loaded, {
    isGifting,
    hasReviews: (reviews.data?.totalCount ?? 0) > 0 && (reviews.data?.list.length ?? 0) > 0,
  });
  const autoDiscountPercent = !isGifting && loaded.autoDiscount ? loaded.autoDiscount.value : undefined;
  return (
    <StayLayout
      gallery={<ImageMosaic images={galleryImages(loaded, props.apiBase)} title={loaded.label} />}
      header={<StayHeader detail={loaded} flow={criteria.flow} />}
      panel={
        <BookingPanel
          offerId={offerId}
          offerLabel={loaded.label}
          // The flow switch carries the shopper's dates and travellers over to the other flow.
          criteria={isGifting ? linkCriteria : criteria}
          price={loaded.price}
          // The automatic discount badge never shows in the gifting flow.
          autoDiscountPercent={autoDiscountPercent}
          isUpdating={detail.isPlaceholderData}
          activityDates={loaded.activityDates ?? []}
          cancellationPolicy={loaded.cancellationPolicy}
          localTax={loaded.hotel.localTax}
          isGiftable={loaded.isGiftable ?? false}
          hotelId={loaded.hotel.id}
          offersFailed={!isGifting && offers.isError}
        />
      }
      body={
        <>
          <div ref={tabsRef}>
            <SectionTabs sections={sections} />
          </div>
          <StickySectionBar
            watched={tabsRef}
            title={loaded.label}
            sections={sections}
            price={<StayPrice price={loaded.price} isUpdating={false} compact />}
            action={{ label: t('tabs.book'), sectionId: BOOKING_PANEL_ID }}
          />
          {/* The sections below the first screen hydrate as the shopper nears them. */}
          <HydrateOnApproach>
            <StayAbout detail={loaded} />
          </HydrateOnApproach>
          <HydrateOnApproach>
            <StayRoom room={loaded.room} />
          </HydrateOnApproach>
          <HydrateOnApproach>
            <StayIncludes programLines={loaded.programLines} />
          </HydrateOnApproach>
          {isGifting ? <StayGift /> : null}
          <HydrateOnApproach>
            <ReviewsBlock hotelId={loaded.hotel.id} hotelLabel={loaded.hotel.label} />
          </HydrateOnApproach>
          <HydrateOnApproach>
            <StayHotel hotel={loaded.hotel} />
          </HydrateOnApproach>
          {/* The beneficiary of a gift books later, under that booking's terms: no cancellation terms here. */}
          <HydrateOnApproach>
            <StayPractical detail={loaded} showCancellationPolicy={!isGifting} />
          </HydrateOnApproach>
          <HydrateOnApproach>
            <UpsellOffers offerId={offerId} criteria={criteria} />
          </HydrateOnApproach>
          <HydrateOnApproach>
            <HowItWorks flow={criteria.flow} />
          </HydrateOnApproach>
          <HydrateOnApproach>
            <OtherOffers offerId={offerId} criteria={criteria} />
          </HydrateOnApproach>
        </>
      }
    />
  );
}
