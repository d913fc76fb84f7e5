import { HttpResponse } from 'msw';
import type { ApiMock } from '../../../platform/test-kit/api-mock';
import type { HotelDetail } from '../features/hotel/api/get-hotel-detail';
import type { HotelReviewsPage } from '../features/reviews/api/get-hotel-reviews';
import { hotelDetailFixture } from './hotel-detail-fixture';
import { NO_REVIEWS, availabilityMonthAnswer } from './stub-stay-api';

/** The path of the hotel page's call for a hotel. */
export function hotelDetailPath(hotelId: number | string): string {
  return `/api/hotel/${hotelId}/detail.json`;
}

/**
 * The api of a hotel page: the hotel (whatever the criteria), its reviews (none unless told) and
 * its calendar's availability, month by month (no day has any: every day can be picked).
 */
export function stubHotelApi(
  api: ApiMock,
  detail: HotelDetail = hotelDetailFixture(),
  reviews: HotelReviewsPage = NO_REVIEWS,
): void {
  api.json(hotelDetailPath(detail.id), detail);
  api.json(`/api/hotel/${detail.id}/reviews.json`, reviews);
  api.answer(`/hotels/${detail.id}/availabilities.json`, ({ request }) =>
    HttpResponse.json(availabilityMonthAnswer(detail.id, new URL(request.url).searchParams.get('month') ?? '', {})),
  );
}
