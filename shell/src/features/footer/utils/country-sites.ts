import { POINTS_OF_SALE, siteOrigin, type Locale } from '@escapade/shared-contracts/locales';

export interface CountrySiteLink {
  /** The site's own name for itself (never translated). */
  label: string;
  href: string;
  locale: Locale;
}

/** The footer lists the country sites in this order: France, España, Belgique, België, Italia, Nederland. */
const COUNTRY_SITES: readonly { label: string; locale: Locale; path: string }[] = [
  { label: 'France', locale: 'fr_FR', path: '/' },
  { label: 'España', locale: 'es_ES', path: '/' },
  { label: 'Belgique', locale: 'fr_BE', path: '/fr/' },
  { label: 'België', locale: 'nl_BE', path: '/nl/' },
  { label: 'Italia', locale: 'it_IT', path: '/' },
  { label: 'Nederland', locale: 'nl_NL', path: '/' },
];

/**
 * Links to the public home of all six country sites, the visitor's own included (a Belgian site
 * lists both its languages), on the current protocol, base domain and port.
 */
export function countrySiteLinks(current: { protocol: string; hostname: string; port: string }): CountrySiteLink[] {
  return COUNTRY_SITES.map(({ label, locale, path }) => {
    const pointOfSale = POINTS_OF_SALE.find((pos) => pos.locales.includes(locale))!;
    return { label, locale, href: `${siteOrigin(pointOfSale, current)}${path}` };
  });
}
