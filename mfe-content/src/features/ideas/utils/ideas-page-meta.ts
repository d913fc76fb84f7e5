import type { PageMeta } from '@escapade/shared-contracts/event-bus';
import type { CmsIdeas } from '../api/get-cms-ideas';

/** The ideas page is meant to be found: search engines index it and follow its links. */
export const IDEAS_ROBOTS = 'index, follow';

/** The head tags of the ideas page, from its CMS seo fields. */
export function ideasPageMeta(ideas: CmsIdeas): PageMeta {
  return { title: ideas.seo.title, description: ideas.seo.description, robots: IDEAS_ROBOTS };
}
