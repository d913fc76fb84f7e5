/** Locales, languages and points of sale of the shop. */

export const LOCALES = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'] as const;
export type Locale = (typeof LOCALES)[number];

export const LANGUAGES = ['fr', 'es', 'it', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

export type PointOfSaleId = 'FR' | 'ES' | 'IT' | 'NL' | 'BE';

export interface PointOfSale {
  id: PointOfSaleId;
  /** Host name prefix on the local domain, e.g. `es` for es.localhost. */
  hostPrefix: string;
  /** Locales sold on this point of sale; several means a language sub-path and a splash page. */
  locales: readonly Locale[];
  countryName: string;
}

export const POINTS_OF_SALE: readonly PointOfSale[] = [
  { id: 'FR', hostPrefix: 'fr', locales: ['fr_FR'], countryName: 'France' },
  { id: 'ES', hostPrefix: 'es', locales: ['es_ES'], countryName: 'España' },
  { id: 'IT', hostPrefix: 'it', locales: ['it_IT'], countryName: 'Italia' },
  { id: 'NL', hostPrefix: 'nl', locales: ['nl_NL'], countryName: 'Nederland' },
  { id: 'BE', hostPrefix: 'be', locales: ['nl_BE', 'fr_BE'], countryName: 'Belgique / België' },
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

export function pointOfSaleOf(locale: Locale): PointOfSale {
  const found = POINTS_OF_SALE.find((pos) => pos.locales.includes(locale));
  if (!found) throw new Error(`No point of sale sells ${locale}`);
  return found;
}

/** BCP 47 tag for Intl and <html lang>: fr_BE → fr-BE. */
export function bcp47(locale: Locale): string {
  return locale.replace('_', '-');
}

/** Path prefix of a locale on its point of sale: '' or '/fr', '/nl' on multi-language sites. */
export function localePathPrefix(locale: Locale): string {
  const pos = pointOfSaleOf(locale);
  return pos.locales.length > 1 ? `/${languageOf(locale)}` : '';
}

export type SiteResolution =
  | { kind: 'locale'; pointOfSale: PointOfSale; locale: Locale; pathPrefix: string }
  | { kind: 'splash'; pointOfSale: PointOfSale };

/**
 * Resolves the point of sale from the host name, and the locale from the first path segment on
 * multi-language points of sale. `localhost` and unknown hosts are the French site.
 */
export function resolveSite(hostname: string, pathname: string): SiteResolution {
  const labels = hostname.toLowerCase().split('.');
  // care.es.localhost → es; es.localhost → es; localhost → fr
  const prefix = labels.find((label) => POINTS_OF_SALE.some((pos) => pos.hostPrefix === label)) ?? 'fr';
  const pointOfSale = POINTS_OF_SALE.find((pos) => pos.hostPrefix === prefix) ?? POINTS_OF_SALE[0]!;
  if (pointOfSale.locales.length === 1) {
    return { kind: 'locale', pointOfSale, locale: pointOfSale.locales[0]!, pathPrefix: '' };
  }
  const firstSegment = pathname.split('/')[1] ?? '';
  const locale = pointOfSale.locales.find((candidate) => languageOf(candidate) === firstSegment);
  if (!locale) return { kind: 'splash', pointOfSale };
  return { kind: 'locale', pointOfSale, locale, pathPrefix: `/${firstSegment}` };
}

/** Host labels that name a site variant rather than the base domain. */
const SITE_LABELS = new Set([...POINTS_OF_SALE.map((pos) => pos.hostPrefix), 'care']);

/** An address rather than a name: 127.0.0.1, [::1]. */
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]*\])$/i;

/**
 * The base domain under the site labels: care.es.localhost → localhost. An address has no sites
 * under it (es.127.0.0.1 is no host name): the shop is reached that way only on its own machine
 * (the edge answers no other address), where the sites are localhost's.
 */
export function baseDomain(hostname: string): string {
  if (IP_ADDRESS.test(hostname)) return 'localhost';
  const labels = hostname.toLowerCase().split('.');
  while (labels.length > 1 && SITE_LABELS.has(labels[0]!)) labels.shift();
  return labels.join('.');
}

/** Origin of a point of sale's public site, keeping the protocol, base domain and port. */
export function siteOrigin(
  pointOfSale: PointOfSale,
  current: { protocol: string; hostname: string; port: string },
): string {
  const port = current.port ? `:${current.port}` : '';
  // location.protocol carries its ':' ('http:'); accept 'http' too.
  const protocol = current.protocol.endsWith(':') ? current.protocol : `${current.protocol}:`;
  return `${protocol}//${pointOfSale.hostPrefix}.${baseDomain(current.hostname)}${port}`;
}
