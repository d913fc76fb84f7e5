// The blocks of a CMS page (home, landing, campaign) as the api sends them (docs/content.md).
import type { RouteTarget } from '@escapade/shared-contracts/routes';

/** A call to action: a page of the shop (`target`, linked with the shell's hrefFor) or another site (`url`). */
export type CmsLink = { label: string; newTab: boolean } & ({ target: RouteTarget } | { url: string });

/** An origin-relative picture (`/images/…svg`) and the text that replaces it. */
export interface CmsImage {
  url: string;
  alt: string;
}

export interface JumbotronBlock {
  type: 'jumbotron';
  title: string;
  subtitle: string;
  imageUrl: string;
}

/** The gift-box block: its content is a call of its own (GET /gateway/content-boxes-block/{locale}). */
export interface BoxesBlock {
  type: 'boxes';
  /** A failed block shows its error instead of disappearing. */
  showErrors: boolean;
}

export type UspIcon = 'price' | 'cancel' | 'support' | 'gift' | 'calendar' | 'delivery';

export interface MainUspBlock {
  type: 'mainUsp';
  variant: 'secondary' | 'border';
  title: string;
  items: { icon: UspIcon; title: string; text: string }[];
}

export interface MarketingBlock {
  type: 'marketing';
  title: string;
  text: string;
  image: CmsImage;
  cta: CmsLink;
}

export interface CategoryItem {
  id: string;
  label: string;
  imageUrl: string;
  target: RouteTarget;
  offerCount?: number;
  /** Cents. */
  fromPrice?: number;
}

export interface CategoriesBlock {
  type: 'categories';
  title: string;
  subtitle?: string;
  items: CategoryItem[];
}

export interface BannerBlock {
  type: 'banner';
  title: string;
  subtitle: string;
  image: CmsImage;
  imageMobile: CmsImage;
  cta: CmsLink;
}

export interface TopSearchResultsBlock {
  type: 'topSearchResults';
  title: string;
  /** Search criteria as a location hash without '#', e.g. `theme=26`. */
  search: string;
  flow: 'booking' | 'gifting';
  limit: number;
  more: CmsLink;
}

export type CmsBlock =
  JumbotronBlock | BoxesBlock | MainUspBlock | MarketingBlock | CategoriesBlock | BannerBlock | TopSearchResultsBlock;
