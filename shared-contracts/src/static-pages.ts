/**
 * The shop's static content pages (the footer's legal and company links) and their ids in each
 * language's words: the footer links them, the api serves a page under the id of the site's
 * language only.
 */
import { languageOf, type Language, type Locale } from './locales';

export const STATIC_PAGE_KEYS = [
  'salesConditions',
  'usageConditions',
  'dataProtection',
  'cookies',
  'partnerSignup',
] as const;
export type StaticPageKey = (typeof STATIC_PAGE_KEYS)[number];

/** Static content page ids (the `staticPage` route's id), in each language's words. */
export const STATIC_PAGE_SLUGS: Readonly<Record<Language, Readonly<Record<StaticPageKey, string>>>> = {
  fr: {
    salesConditions: 'conditions-generales-de-vente',
    usageConditions: 'conditions-d-utilisation',
    dataProtection: 'protection-des-donnees',
    cookies: 'cookies',
    partnerSignup: 'devenir-partenaire',
  },
  es: {
    salesConditions: 'condiciones-generales-de-venta',
    usageConditions: 'condiciones-de-uso',
    dataProtection: 'proteccion-de-datos',
    cookies: 'cookies',
    partnerSignup: 'hazte-socio',
  },
  it: {
    salesConditions: 'condizioni-generali-di-vendita',
    usageConditions: 'condizioni-di-utilizzo',
    dataProtection: 'protezione-dei-dati',
    cookies: 'cookie',
    partnerSignup: 'diventa-partner',
  },
  nl: {
    salesConditions: 'algemene-verkoopvoorwaarden',
    usageConditions: 'gebruiksvoorwaarden',
    dataProtection: 'gegevensbescherming',
    cookies: 'cookies',
    partnerSignup: 'partner-worden',
  },
};

export function staticPageSlug(locale: Locale, key: StaticPageKey): string {
  return STATIC_PAGE_SLUGS[languageOf(locale)][key];
}

/** Which static page a slug of the locale's language names; null for a slug that names none. */
export function staticPageKeyOf(locale: Locale, slug: string): StaticPageKey | null {
  const slugs = STATIC_PAGE_SLUGS[languageOf(locale)];
  return STATIC_PAGE_KEYS.find((key) => slugs[key] === slug) ?? null;
}

/**
 * The slug, in `to`'s language, of the static page `slug` names in `from`'s language: each page
 * has its own slug in every language (a Belgian page switches between French and Dutch words).
 * Null when `slug` names no static page of `from`'s language.
 */
export function staticPageSlugIn(from: Locale, slug: string, to: Locale): string | null {
  const key = staticPageKeyOf(from, slug);
  return key ? staticPageSlug(to, key) : null;
}
