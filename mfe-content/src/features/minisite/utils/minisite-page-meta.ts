import type { PageMeta } from '@escapade/shared-contracts/event-bus';
import type { Minisite } from '../api/get-minisite';

/** Partner pages are for the partner's audience, not for search engines; their links may be followed. */
export const MINISITE_ROBOTS = 'noindex, follow';

/** The head tags of a minisite: its own title and intro. */
export function minisitePageMeta(minisite: Minisite): PageMeta {
  return { title: minisite.title, description: minisite.intro, robots: MINISITE_ROBOTS };
}
