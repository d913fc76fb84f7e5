import type { Locale } from '@escapade/shared-contracts/locales';
import type { Flow, RouteKind } from '@escapade/shared-contracts/routes';
import type { ShownAnnouncementLists, ShownAnnouncementMessage } from '../api/announcement-banner-types';
import { announcementListFor } from './banner-pages';

/**
 * The messages of the current page: the page kind picks the list (home, search or product pages),
 * then the entry of this locale and flow. Messages without text are dropped.
 */
export function selectAnnouncementMessages(
  lists: ShownAnnouncementLists,
  { locale, flow, kind }: { locale: Locale; flow: Flow; kind: RouteKind | null },
): ShownAnnouncementMessage[] {
  const listName = announcementListFor(kind);
  if (!listName) return [];
  const entry = lists[listName].find((candidate) => candidate.locale === locale && candidate.flow === flow);
  return (entry?.announcementBanner ?? []).filter((message) => message.content.trim() !== '');
}
