import type { PageMeta } from '@escapade/shared-contracts/event-bus';
import type { CmsSeo } from '../components/cms-page-content';

/** The shell's head tags from the CMS seo block: index/follow flags become the robots value. */
export function pageMetaFromSeo(seo: CmsSeo): PageMeta {
  return {
    title: seo.title,
    description: seo.description,
    robots: `${seo.index ? 'index' : 'noindex'}, ${seo.follow ? 'follow' : 'nofollow'}`,
  };
}
