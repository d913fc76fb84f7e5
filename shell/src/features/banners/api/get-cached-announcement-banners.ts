import ky from 'ky';
import type { ReportMalformedAnswer } from '../../../utils/answer-check';
import { toAnnouncementLists, type AnnouncementBannerLists } from './announcement-banner-types';

const CACHED_TIMEOUT_MS = 5_000;

export interface GetCachedAnnouncementBannersRequest {
  apiBase: string;
  signal?: AbortSignal;
  /** Told once about the entries and messages left out of the answer. */
  reportMalformed?: ReportMalformedAnswer;
}

/** GET /content/strapiAnnouncementBanner.json answers the lists themselves (no wrapper). */
export type GetCachedAnnouncementBannersResponse = unknown;

export async function getCachedAnnouncementBanners({
  apiBase,
  signal,
  reportMalformed,
}: GetCachedAnnouncementBannersRequest): Promise<AnnouncementBannerLists> {
  const answer = await ky
    .get(`${apiBase}/content/strapiAnnouncementBanner.json`, { timeout: CACHED_TIMEOUT_MS, retry: 0, signal })
    .json<GetCachedAnnouncementBannersResponse>();
  return toAnnouncementLists(answer, 'GET /content/strapiAnnouncementBanner.json', reportMalformed);
}
