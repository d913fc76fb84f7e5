/** Finds a static page by the id a site of a locale uses for it, in that locale's words. */
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import { staticPageSlug } from '@escapade/shared-contracts/static-pages';
import { COOKIES } from './cookies';
import { DATA_PROTECTION } from './data-protection';
import { PARTNER_SIGNUP } from './partner-signup';
import { SALES_CONDITIONS } from './sales-conditions';
import { LOCAL_FACTS, type StaticPage, type StaticPageSection } from './static-page';
import { USAGE_CONDITIONS } from './usage-conditions';

export const STATIC_PAGES: readonly StaticPage[] = [
  SALES_CONDITIONS,
  USAGE_CONDITIONS,
  DATA_PROTECTION,
  COOKIES,
  PARTNER_SIGNUP,
];

/** A static page as the api answers it. */
export interface StaticContent {
  id: string;
  title: string;
  updatedOn: string;
  sections: StaticPageSection[];
}

/**
 * The page whose id, in the language of `locale`, is `id`; undefined for an unknown id or an id of
 * another language. Belgian sites read their language's text with Belgium's authorities.
 */
export function findStaticContent(id: string, locale: Locale): StaticContent | undefined {
  const language = languageOf(locale);
  const page = STATIC_PAGES.find((candidate) => staticPageSlug(locale, candidate.key) === id);
  if (!page) return undefined;
  const { title, sections } = page.texts[language](LOCAL_FACTS[locale]);
  return { id, title, updatedOn: page.updatedOn, sections };
}
