import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { ActivityDetailRequest } from './get-activity-detail';

/** The offer's pictures, in the order of the detail's sized lists, each with the api's description. */
export interface ActivityImages {
  images: { url: string; alt: string }[];
}

/** GET /api/activities/{id}/images.json: the pictures of an activity-only offer, with alt texts. */
export function getActivityImages(
  api: KyInstance,
  { activityId, locale }: ActivityDetailRequest,
  signal?: AbortSignal,
): Promise<ActivityImages> {
  return api
    .get(`api/activities/${encodeURIComponent(activityId)}/images.json`, { searchParams: { locale }, signal })
    .json<ActivityImages>();
}

export function activityImagesQuery(api: KyInstance, request: ActivityDetailRequest) {
  return queryOptions({
    queryKey: ['activity-images', request.activityId, request.locale],
    queryFn: ({ signal }) => getActivityImages(api, request, signal),
  });
}
