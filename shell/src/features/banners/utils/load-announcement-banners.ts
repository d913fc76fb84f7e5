import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { ReportMalformedAnswer } from '../../../utils/answer-check';
import type { AnnouncementBannerLists } from '../api/announcement-banner-types';
import { getCachedAnnouncementBanners } from '../api/get-cached-announcement-banners';
import { getFreshAnnouncementBanners } from '../api/get-fresh-announcement-banners';

export interface LoadAnnouncementBannersRequest {
  /** Told once about the entries and messages left out of the answer read. */
  reportMalformed?: ReportMalformedAnswer;
}

/**
 * The fresh CMS read first, the cached export when the gateway fails. A page leaving
 * (abort) does not fall back.
 */
export async function loadAnnouncementBanners(
  api: KyInstance,
  request: LoadAnnouncementBannersRequest,
  signal?: AbortSignal,
): Promise<AnnouncementBannerLists> {
  try {
    return await getFreshAnnouncementBanners(api, request, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return getCachedAnnouncementBanners(api, request, signal);
  }
}

/** The announcement lists in the query cache (every locale's; each page picks its own). */
export function announcementBannersQuery(api: KyInstance, request: LoadAnnouncementBannersRequest) {
  return queryOptions({
    queryKey: ['announcement-banners'],
    queryFn: ({ signal }) => loadAnnouncementBanners(api, request, signal),
  });
}
