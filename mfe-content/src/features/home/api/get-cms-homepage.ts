import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { CmsBlock } from '../../cms-blocks/components/cms-block';
import type { CmsJumbotron } from '../../jumbotron/components/jumbotron';

export interface GetCmsHomepageRequest {
  apiBase: string;
  locale: Locale;
  signal?: AbortSignal;
}

export interface CmsSeo {
  title: string;
  description: string;
  index: boolean;
  follow: boolean;
}

export interface CmsPage {
  seo: CmsSeo;
  jumbotron: CmsJumbotron;
  blocks: CmsBlock[];
}

/** The home page content of a locale, per flow (the api serves booking and gifting). */
export type CmsHomepageResponse = { booking: CmsPage } & Partial<Record<'gifting' | 'activity' | 'hotel', CmsPage>>;

/** GET {apiBase}/api/cms/homepage?locale= */
export function getCmsHomepage({ apiBase, locale, signal }: GetCmsHomepageRequest): Promise<CmsHomepageResponse> {
  return ky
    .get(`${apiBase}/api/cms/homepage`, { searchParams: { locale }, signal, retry: { limit: 1 } })
    .json<CmsHomepageResponse>();
}
