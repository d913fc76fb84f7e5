import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { ReportMalformedAnswer } from '../../../utils/answer-check';
import {
  ANNOUNCEMENT_PAGE_LISTS,
  type AnnouncementBannerLists,
  type ShownAnnouncementLists,
} from '../api/announcement-banner-types';
import { getCachedAnnouncementBanners } from '../api/get-cached-announcement-banners';
import { getFreshAnnouncementBanners } from '../api/get-fresh-announcement-banners';
import { isFollowableCmsLink } from './resolve-cms-link';
import type { BannerSanitizer } from './sanitize-banner-html';

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

/**
 * The browser's sanitiser, DOMPurify on the page's own parser: its own download, fetched when a
 * page first reads the announcements itself. A server-rendered page's come sanitised already.
 */
export function loadBrowserBannerSanitizer(): Promise<BannerSanitizer> {
  return import(/* webpackChunkName: "sanitize-banner-html" */ './sanitize-banner-html').then(
    (module) => module.sanitizeBannerHtml,
  );
}

/** The locale's entries, each message's rich text sanitised (a message that is a link loses its inner links). */
export function shownAnnouncements(
  lists: AnnouncementBannerLists,
  locale: Locale,
  sanitize: BannerSanitizer,
): ShownAnnouncementLists {
  const shown = {} as ShownAnnouncementLists;
  for (const listName of ANNOUNCEMENT_PAGE_LISTS) {
    shown[listName] = lists[listName]
      .filter((entry) => entry.locale === locale)
      .map((entry) => ({
        ...entry,
        announcementBanner: entry.announcementBanner.map((message) => ({
          ...message,
          html: sanitize(message.content, { insideLink: isFollowableCmsLink(message.link?.url) }),
        })),
      }));
  }
  return shown;
}

export interface AnnouncementBannersQueryRequest extends LoadAnnouncementBannersRequest {
  locale: Locale;
  /** The sanitiser of the side that reads them: the server's (jsdom) or the browser's (DOMPurify, on demand). */
  loadSanitizer: () => Promise<BannerSanitizer>;
}

/**
 * The locale's announcement lists in the query cache, sanitised where they were read: a
 * server-rendered page hands them over ready to show, and the browser needs no sanitiser for them.
 */
export function announcementBannersQuery(
  api: KyInstance,
  { locale, loadSanitizer, ...request }: AnnouncementBannersQueryRequest,
) {
  return queryOptions({
    queryKey: ['announcement-banners', locale],
    queryFn: async ({ signal }) => {
      const [lists, sanitize] = await Promise.all([loadAnnouncementBanners(api, request, signal), loadSanitizer()]);
      return shownAnnouncements(lists, locale, sanitize);
    },
  });
}
