import ky from 'ky';
import { toAnnouncementLists, type AnnouncementBannerLists } from './announcement-banner-types';

/** A banner must not wait on a slow CMS: past this the cached copy is read instead. */
const FRESH_TIMEOUT_MS = 3_000;

export interface GetFreshAnnouncementBannersRequest {
  apiBase: string;
  signal?: AbortSignal;
}

/** GET {frontGateway}/cms/announcementBanner answers the lists inside Strapi's `data` wrapper. */
export interface GetFreshAnnouncementBannersResponse {
  data: AnnouncementBannerLists;
}

export async function getFreshAnnouncementBanners({ apiBase, signal }: GetFreshAnnouncementBannersRequest): Promise<AnnouncementBannerLists> {
  const answer = await ky
    .get(`${apiBase}/gateway/cms/announcementBanner`, { timeout: FRESH_TIMEOUT_MS, retry: 0, signal })
    .json<GetFreshAnnouncementBannersResponse>();
  return toAnnouncementLists(answer?.data);
}
