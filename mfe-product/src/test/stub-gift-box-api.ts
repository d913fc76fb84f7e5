import { HttpResponse } from 'msw';
import type { ApiMock } from '../../../platform/test-kit/api-mock';
import type { BoxDetail } from '../features/gift-box/api/get-box-detail';
import type { BoxOffersPage } from '../features/gift-box/api/get-box-offers';
import { boxDetailFixture, boxMapOffersFixture, boxOffersPageFixture } from './box-detail-fixture';

export const boxDetailPath = (code: string) => `/gateway/boxes/${code}/product-detail`;
export const boxOffersPath = (code: string) => `/api/boxes/${code}/offers`;

/**
 * The gift box page's api: the box's detail, its stays page by page (`pages[n]` answers page n;
 * any later page is empty, as the api answers past the end) and, with performMapSearch, every
 * stay of those pages as a marker.
 */
export function stubGiftBoxApi(
  api: ApiMock,
  detail: BoxDetail = boxDetailFixture(),
  pages: readonly BoxOffersPage[] = [boxOffersPageFixture([1, 2, 3], 3)],
): void {
  api.json(boxDetailPath(detail.code), detail);
  const totalCount = pages[0]?.searchDetails.totalCount ?? 0;
  api.answer(boxOffersPath(detail.code), ({ request }) => {
    const params = new URL(request.url).searchParams;
    if (params.get('performMapSearch') === 'true')
      return HttpResponse.json(boxMapOffersFixture(pages.flatMap((page) => page.exactMatch.map((offer) => offer.id))));
    const page = pages[Number(params.get('page') ?? 0)] ?? boxOffersPageFixture([], totalCount);
    return HttpResponse.json(page);
  });
}
