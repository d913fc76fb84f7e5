import type { ApiMock } from '../../../platform/test-kit/api-mock';
import type { HotelDetail } from '../features/hotel/api/get-hotel-detail';
import type { HotelReviewsPage } from '../features/reviews/api/get-hotel-reviews';
import { hotelDetailFixture } from './hotel-detail-fixture';
import { NO_REVIEWS } from './stub-stay-api';

/** The path of the hotel page's call for a hotel. */
export function hotelDetailPath(hotelId: number | string): string {
  return `/api/hotel/${hotelId}/detail.json`;
}

/** The api of a hotel page: the hotel (whatever the criteria) and its reviews (none unless told). */
export function stubHotelApi(
  api: ApiMock,
  detail: HotelDetail = hotelDetailFixture(),
  reviews: HotelReviewsPage = NO_REVIEWS,
): void {
  api.json(hotelDetailPath(detail.id), detail);
  api.json(`/api/hotel/${detail.id}/reviews.json`, reviews);
}
