import type { PageMeta } from '@escapade/shared-contracts/event-bus';
import type { StaticContent } from '../api/get-static-content';

/** Static pages are the shop's reference texts: search engines may index and follow them. */
export function staticPageMeta(content: StaticContent): PageMeta {
  return { title: content.title, robots: 'index, follow' };
}
