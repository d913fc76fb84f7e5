import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

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

export interface CmsJumbotron {
  title: string;
  subtitle: string;
  /** Origin-relative (`/images/…svg`). */
  imageUrl: string;
}

/**
 * One entry of a CMS block. The api fills the fields that suit the block type, so all are optional:
 * topDestinations { id, label, value, imageUrl, offerCount, fromPrice }, themes { id, label, value,
 * imageUrl }, usp { title, text }, giftBoxes { code, title, imageUrl, price, referencePrice, nights }.
 */
export interface CmsBlockItem {
  id?: number | string;
  title?: string;
  label?: string;
  subtitle?: string;
  text?: string;
  description?: string;
  imageUrl?: string;
  cityId?: number;
  themeId?: number;
  /** Search hash pair, e.g. `city=12`. */
  value?: string;
  /** Search hash without '#', e.g. `city=12&theme=3`. */
  hash?: string;
  /** Published offers of a destination. */
  offerCount?: number;
  /** Cents: the cheapest offer of a destination. */
  fromPrice?: number;
  /** Gift box code (…EBOX). */
  code?: string;
  /** Cents. */
  price?: number;
  /** Cents: the price before discount. */
  referencePrice?: number;
  nights?: number;
}

export interface CmsBlock {
  type: string;
  title: string;
  subtitle?: string;
  items: CmsBlockItem[];
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
