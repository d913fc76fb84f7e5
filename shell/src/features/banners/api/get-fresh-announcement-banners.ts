import type { KyInstance } from 'ky';
import type { ReportMalformedAnswer } from '../../../utils/answer-check';
import { toAnnouncementLists, type AnnouncementBannerLists } from './announcement-banner-types';

/** A banner must not wait on a slow CMS: past this the cached copy is read instead. */
const FRESH_TIMEOUT_MS = 3_000;

export interface GetFreshAnnouncementBannersRequest {
  /** Told once about the entries and messages left out of the answer. */
  reportMalformed?: ReportMalformedAnswer;
}

/** GET {frontGateway}/cms/announcementBanner answers the lists inside Strapi's `data` wrapper. */
export interface GetFreshAnnouncementBannersResponse {
  data?: unknown;
}

export async function getFreshAnnouncementBanners(
  api: KyInstance,
  { reportMalformed }: GetFreshAnnouncementBannersRequest,
  signal?: AbortSignal,
): Promise<AnnouncementBannerLists> {
  // No second try: when the CMS fails, the cached copy is read at once instead.
  const answer = await api
    .get('gateway/cms/announcementBanner', { timeout: FRESH_TIMEOUT_MS, retry: 0, signal })
    .json<GetFreshAnnouncementBannersResponse | null>();
  return toAnnouncementLists(answer?.data, 'GET /gateway/cms/announcementBanner', reportMalformed);
}
