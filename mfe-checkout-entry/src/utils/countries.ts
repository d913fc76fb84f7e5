import { bcp47, type Locale } from '@escapade/shared-contracts/locales';

/**
 * The countries a buyer or a customer may live in (ISO 3166 alpha-2): Europe, where the shop's
 * customers are, and the other countries its customers most often write from. The buyer form and
 * the profile offer the same list, so a saved profile always fills the buyer form.
 */
export const CUSTOMER_COUNTRIES: readonly string[] = (
  'FR BE ES IT NL LU DE AT CH PT GB IE DK SE NO FI IS PL CZ SK HU SI HR RO BG GR CY MT EE LV LT MC AD SM LI ' +
  'MA TN DZ SN CI RE GP MQ NC PF US CA BR AR MX AU JP CN IL TR AE'
).split(' ');

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The countries named in the page's language and sorted as that language sorts them. A code
 * outside the list (saved from somewhere else) is added, so the customer's country is never lost.
 */
export function countryOptions(locale: Locale, extraCode = ''): CountryOption[] {
  const tag = bcp47(locale);
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  const codes =
    /^[A-Z]{2}$/.test(extraCode) && !CUSTOMER_COUNTRIES.includes(extraCode)
      ? [...CUSTOMER_COUNTRIES, extraCode]
      : CUSTOMER_COUNTRIES;
  const collator = new Intl.Collator(tag);
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((left, right) => collator.compare(left.name, right.name));
}

/** The country of the shop the page belongs to: the buyer's most likely one. */
export function defaultCountry(locale: Locale): string {
  return locale.slice(3);
}

/** A country's name in the page's language: what the country field shows before its list is needed. */
export function countryName(locale: Locale, code: string): string {
  if (!code) return '';
  return new Intl.DisplayNames([bcp47(locale)], { type: 'region', fallback: 'code' }).of(code) ?? code;
}
