import ky from 'ky';
import type { ReportMalformedAnswer } from '../../../utils/answer-check';
import { toAnnouncementLists, type AnnouncementBannerLists } from './announcement-banner-types';

/** A banner must not wait on a slow CMS: past this the cached copy is read instead. */
const FRESH_TIMEOUT_MS = 3_000;

export interface GetFreshAnnouncementBannersRequest {
  apiBase: string;
  signal?: AbortSignal;
  /** Told once about the entries and messages left out of the answer. */
  reportMalformed?: ReportMalformedAnswer;
}

/** GET {frontGateway}/cms/announcementBanner answers the lists inside Strapi's `data` wrapper. */
export interface GetFreshAnnouncementBannersResponse {
  data?: unknown;
}

export async function getFreshAnnouncementBanners({
  apiBase,
  signal,
  reportMalformed,
}: GetFreshAnnouncementBannersRequest): Promise<AnnouncementBannerLists> {
  const answer = await ky
    .get(`${apiBase}/gateway/cms/announcementBanner`, { timeout: FRESH_TIMEOUT_MS, retry: 0, signal })
    .json<GetFreshAnnouncementBannersResponse | null>();
  return toAnnouncementLists(answer?.data, 'GET /gateway/cms/announcementBanner', reportMalformed);
}
