import { isNotFound } from '@escapade/shared-contracts/api-client';
import { useRemoteProps } from '../context/remote-props';
import type { ActivityDetail } from '../features/activity/api/get-activity-detail';
import { useActivityDetail } from '../features/activity/state/use-activity-detail';
import { useActivityPageMeta } from '../features/activity/state/use-activity-page-meta';
import { useReportActivityView } from '../features/activity/state/use-recently-viewed-activities';
import { ActivityLayout } from '../features/activity/components/activity-layout';
import { ActivityBreadcrumb } from '../features/activity/components/activity-breadcrumb';
import { ActivityHeader } from '../features/activity/components/activity-header';
import { ActivityDescription } from '../features/activity/components/activity-description';
import { ActivityProgrammes } from '../features/activity/components/activity-programmes';
import { ActivityPractical } from '../features/activity/components/activity-practical';
import { ActivityPurchasePanel } from '../features/activity/components/activity-purchase-panel';
import { ActivityHowItWorks } from '../features/activity/components/activity-how-it-works';
import { RecentlyViewedActivities } from '../features/activity/components/recently-viewed-activities';
import { ActivityExpiredNotice, ActivityLoadError } from '../features/activity/components/activity-notices';
import { ActivityPageSkeleton } from '../features/activity/components/activity-page-skeleton';
import { ImageMosaic, ImageMosaicSkeleton } from '../features/gallery/components/image-mosaic';
import { galleryImages, type GalleryImage } from '../features/gallery/utils/gallery-images';

/** The offer's photos in their sizes, each described as the api describes it when it has said so. */
function activityGallery(detail: ActivityDetail, imageAlts: readonly string[], apiBase: string): GalleryImage[] {
  return galleryImages({ images: [], imagesBySize: detail.imagesBySize }, apiBase).map((image, index) => {
    const alt = imageAlts[index];
    return alt ? { ...image, alt } : image;
  });
}

/** The activity-only page: route kind 'activityOnly', id = activity offer id; participants in the hash (a). */
export function ActivityPage() {
  const props = useRemoteProps();
  const activityId = props.route.id ?? '';
  const { detail, imageAlts } = useActivityDetail(activityId);
  const loaded = detail.data;

  // An offer whose sale has ended, or that the api does not know, is "expired".
  const expired = !activityId || isNotFound(detail.error) || loaded?.published === false;
  useActivityPageMeta(loaded, expired);
  useReportActivityView(loaded, expired);

  if (expired) return <ActivityExpiredNotice near={loaded?.breadCrumb.at(-1)} />;
  // Trying again shows the skeleton until the answer comes, as the first load did.
  if (detail.isError && !detail.isFetching) return <ActivityLoadError onRetry={() => void detail.refetch()} />;
  if (!loaded) return <ActivityPageSkeleton gallery={<ImageMosaicSkeleton layout="carousel" />} />;

  return (
    <ActivityLayout
      breadcrumb={<ActivityBreadcrumb places={loaded.breadCrumb} current={loaded.label} />}
      gallery={
        <ImageMosaic
          images={activityGallery(loaded, imageAlts, props.apiBase)}
          title={loaded.label}
          layout="carousel"
        />
      }
      header={<ActivityHeader detail={loaded} />}
      panel={<ActivityPurchasePanel detail={loaded} />}
      body={
        <>
          <ActivityDescription description={loaded.description} />
          <ActivityProgrammes activities={loaded.activities} />
          <ActivityPractical detail={loaded} />
          <ActivityHowItWorks />
          <RecentlyViewedActivities currentId={String(loaded.id)} />
        </>
      }
    />
  );
}
