import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { TEST_API_BASE, fakeRemoteProps } from '../../platform/test-kit/fake-remote-props';
import { hotelPageServerData } from './pages/hotel-page-server-data';
import { hotelDetailQuery } from './features/hotel/api/get-hotel-detail';
import { firstReviewsPageQuery } from './features/reviews/api/get-hotel-reviews';
import { reviewsBlockRequest } from './features/reviews/components/reviews-block';
import { hotelDetailFixture } from './test/hotel-detail-fixture';
import { hotelDetailPath, stubHotelApi } from './test/stub-hotel-api';
import { NO_REVIEWS } from './test/stub-stay-api';

const api = setupApiMock();

function serverProps(id = '77') {
  return fakeRemoteProps({ route: { kind: 'hotel', id, pathname: `/hotel/${id}` } });
}

describe('hotelPageServerData', () => {
  it('fills the cache with the hotel and its first reviews page, and names the head tags', async () => {
    stubHotelApi(api, hotelDetailFixture({ active: false }));
    const queryClient = createQueryClient();
    const client = createApiClient(TEST_API_BASE);

    const meta = await hotelPageServerData(queryClient, client, serverProps());

    const request = { hotelId: '77', locale: 'fr_FR', adults: 2, children: 0, babies: 0 } as const;
    expect(queryClient.getQueryData(hotelDetailQuery(client, request).queryKey)).toMatchObject({ id: 77 });
    expect(queryClient.getQueryData(firstReviewsPageQuery(client, reviewsBlockRequest(77, 'fr_FR')).queryKey)).toEqual(
      NO_REVIEWS,
    );
    expect(meta).toMatchObject({ title: 'Mas des Oliviers – Gordes', robots: 'noindex, follow' });
  });

  it('leaves a failed call to the browser', async () => {
    api.error(hotelDetailPath(77), 404);
    const meta = await hotelPageServerData(createQueryClient(), createApiClient(TEST_API_BASE), serverProps());
    expect(meta).toBeUndefined();
  });
});
