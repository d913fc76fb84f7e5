import { isNotFound } from '@escapade/shared-contracts/api-client';
import { useRemoteProps } from '../context/remote-props';
import { boxPromoPercent } from '@escapade/shared-contracts/prices';
import { useBoxDetail } from '../features/gift-box/state/use-box-detail';
import { useBoxPageMeta } from '../features/gift-box/state/use-box-page-meta';
import { usePrefetchBoxOffers } from '../features/gift-box/state/use-prefetch-box-offers';
import { boxFormatOf } from '../features/gift-box/utils/box-format';
import { BoxDescription, BoxHeader, BoxIncluded } from '../features/gift-box/components/box-contents';
import { BoxPanel } from '../features/gift-box/components/box-panel';
import { GiftingOptions } from '../features/gift-box/components/gifting-options';
import { BoxOffers } from '../features/gift-box/components/box-offers';
import { BoxOffersMapSection } from '../features/gift-box/components/box-offers-map-section';
import { BoxHowItWorks } from '../features/gift-box/components/box-how-it-works';
import { BoxNotFound } from '../features/gift-box/components/box-not-found';
import { BoxPageSkeleton } from '../features/gift-box/components/box-page-skeleton';
import { StayLayout } from '../features/stay-detail/components/stay-layout';
import { StayLoadError } from '../features/stay-detail/components/stay-notices';
import { ImageMosaic } from '../features/gallery/components/image-mosaic';
import { galleryImages } from '../features/gallery/utils/gallery-images';

/** The gift box page: route kinds 'giftBox' (/box/{code}) and 'giftBoxProduct' (/p/{slug}/{code}), id = box code. */
export function GiftBoxPage() {
  const props = useRemoteProps();
  const code = props.route.id ?? '';
  const detail = useBoxDetail(code);
  usePrefetchBoxOffers(code);
  const box = detail.data;
  const notFound = code === '' || isNotFound(detail.error);
  useBoxPageMeta(box, notFound);

  if (notFound) return <BoxNotFound />;
  // Trying again shows the skeleton until the answer comes, as the first load did.
  if (detail.isError && !detail.isFetching) return <StayLoadError onRetry={() => void detail.refetch()} />;
  if (!box) return <BoxPageSkeleton />;

  const images = galleryImages({ images: [], imagesBySize: box.images.mainBySize }, props.apiBase);
  return (
    <StayLayout
      gallery={<ImageMosaic images={images} title={box.title} />}
      header={<BoxHeader box={box} />}
      panel={
        <BoxPanel
          box={box}
          defaultFormat={box.format ?? boxFormatOf(box.code)}
          promoPercent={boxPromoPercent(box.price.sellPrice, box.price.referencePrice)}
        />
      }
      body={
        <>
          <BoxIncluded includedContent={box.includedContent} />
          <BoxDescription description={box.description} />
          <GiftingOptions physicalAvailable={props.flags.physicalVoucher} />
          <BoxOffers code={box.code} />
          <BoxOffersMapSection code={box.code} />
          <BoxHowItWorks people={box.searchCriteriaProperties.people} />
        </>
      }
    />
  );
}
