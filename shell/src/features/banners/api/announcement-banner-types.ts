import type { Locale } from '@escapade/shared-contracts/locales';
import type { Flow } from '@escapade/shared-contracts/routes';

/** The CMS's colour variations of an announcement message (spec shell §3). */
export const ANNOUNCEMENT_COLOR_VARIATIONS = ['black', 'grey', 'red', 'yellow', 'blue', 'green'] as const;
export type AnnouncementColorVariation = (typeof ANNOUNCEMENT_COLOR_VARIATIONS)[number];

export interface AnnouncementMessage {
  /** Rich text (HTML) from the CMS: sanitised before it is rendered. */
  content: string;
  colorVariation: AnnouncementColorVariation;
  link?: { url?: string | null } | null;
}

export interface AnnouncementBannerEntry {
  flow: Flow;
  locale: Locale;
  announcementBanner: AnnouncementMessage[];
  localizations?: unknown;
}

/** The three page lists both announcement calls answer. */
export interface AnnouncementBannerLists {
  homePages: AnnouncementBannerEntry[];
  searchPages: AnnouncementBannerEntry[];
  productPages: AnnouncementBannerEntry[];
}

/** Keeps the well-formed part of an answer: a missing list is an empty one. */
export function toAnnouncementLists(answer: unknown): AnnouncementBannerLists {
  const source = (answer && typeof answer === 'object' ? answer : {}) as Partial<Record<keyof AnnouncementBannerLists, unknown>>;
  const list = (value: unknown) => (Array.isArray(value) ? (value as AnnouncementBannerEntry[]) : []);
  return { homePages: list(source.homePages), searchPages: list(source.searchPages), productPages: list(source.productPages) };
}
