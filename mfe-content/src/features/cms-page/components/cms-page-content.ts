// A CMS page as the api sends it: the home of a flow, a landing, a campaign (docs/content.md).
import type { CmsBlock } from '../../cms-blocks/components/cms-block';
import type { CmsJumbotron } from '../../jumbotron/components/jumbotron';

export interface CmsSeo {
  title: string;
  description: string;
  index: boolean;
  follow: boolean;
}

/** The optional parts of the footer the page asks the shell for. */
export interface CmsFooter {
  legal: boolean;
  newsletter: boolean;
  contact: boolean;
}

export interface CmsPage {
  seo: CmsSeo;
  jumbotron: CmsJumbotron | null;
  blocks: CmsBlock[];
  footer: CmsFooter;
}
