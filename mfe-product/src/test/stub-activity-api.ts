import type { ApiMock } from '../../../platform/test-kit/api-mock';
import type { ActivityDetail } from '../features/activity/api/get-activity-detail';
import { activityDetailFixture, activityImagesFixture } from './activity-detail-fixture';

export const activityDetailPath = (id: number | string) => `/api/activity-only/weekend/${id}/detail.json`;
export const activityImagesPath = (id: number | string) => `/api/activities/${id}/images.json`;

/** The api of an activity page: the offer's detail and its pictures' descriptions. */
export function stubActivityApi(api: ApiMock, detail: ActivityDetail = activityDetailFixture()): void {
  api.json(activityDetailPath(detail.id), detail);
  api.json(activityImagesPath(detail.id), activityImagesFixture());
}
