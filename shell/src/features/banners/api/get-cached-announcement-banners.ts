import ky from 'ky';
import { toAnnouncementLists, type AnnouncementBannerLists } from './announcement-banner-types';

const CACHED_TIMEOUT_MS = 5_000;

export interface GetCachedAnnouncementBannersRequest {
  apiBase: string;
  signal?: AbortSignal;
}

/** GET /content/strapiAnnouncementBanner.json answers the lists themselves (no wrapper). */
export type GetCachedAnnouncementBannersResponse = AnnouncementBannerLists;

export async function getCachedAnnouncementBanners({ apiBase, signal }: GetCachedAnnouncementBannersRequest): Promise<AnnouncementBannerLists> {
  const answer = await ky
    .get(`${apiBase}/content/strapiAnnouncementBanner.json`, { timeout: CACHED_TIMEOUT_MS, retry: 0, signal })
    .json<GetCachedAnnouncementBannersResponse>();
  return toAnnouncementLists(answer);
}
