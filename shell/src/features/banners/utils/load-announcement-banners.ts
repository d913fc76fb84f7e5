import type { ReportMalformedAnswer } from '../../../utils/answer-check';
import type { AnnouncementBannerLists } from '../api/announcement-banner-types';
import { getCachedAnnouncementBanners } from '../api/get-cached-announcement-banners';
import { getFreshAnnouncementBanners } from '../api/get-fresh-announcement-banners';

/**
 * The fresh CMS read first, the cached export when the gateway fails. A page leaving
 * (abort) does not fall back.
 */
export async function loadAnnouncementBanners(
  apiBase: string,
  signal?: AbortSignal,
  reportMalformed?: ReportMalformedAnswer,
): Promise<AnnouncementBannerLists> {
  try {
    return await getFreshAnnouncementBanners({ apiBase, signal, reportMalformed });
  } catch (error) {
    if (signal?.aborted) throw error;
    return getCachedAnnouncementBanners({ apiBase, signal, reportMalformed });
  }
}
