import { languageOf, type Language, type SiteResolution } from '@escapade/shared-contracts/locales';

/** The language a page is shown in: its locale's, or on a splash page its country's first. */
export function pageLanguage(site: SiteResolution): Language {
  return languageOf(site.kind === 'locale' ? site.locale : site.pointOfSale.locales[0]!);
}
