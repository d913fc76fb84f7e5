import type { KyInstance } from 'ky';
import type { ReportMalformedAnswer } from '../../../utils/answer-check';
import { toAnnouncementLists, type AnnouncementBannerLists } from './announcement-banner-types';

const CACHED_TIMEOUT_MS = 5_000;

export interface GetCachedAnnouncementBannersRequest {
  /** Told once about the entries and messages left out of the answer. */
  reportMalformed?: ReportMalformedAnswer;
}

/** GET /content/strapiAnnouncementBanner.json answers the lists themselves (no wrapper). */
export type GetCachedAnnouncementBannersResponse = unknown;

export async function getCachedAnnouncementBanners(
  api: KyInstance,
  { reportMalformed }: GetCachedAnnouncementBannersRequest,
  signal?: AbortSignal,
): Promise<AnnouncementBannerLists> {
  // The last resort of the banner: a second try would only keep its place empty longer.
  const answer = await api
    .get('content/strapiAnnouncementBanner.json', { timeout: CACHED_TIMEOUT_MS, retry: 0, signal })
    .json<GetCachedAnnouncementBannersResponse>();
  return toAnnouncementLists(answer, 'GET /content/strapiAnnouncementBanner.json', reportMalformed);
}
