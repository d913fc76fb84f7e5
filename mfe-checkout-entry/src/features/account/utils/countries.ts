import { bcp47, type Locale } from '@escapade/shared-contracts/locales';

/**
 * The countries a customer may live in (ISO 3166 alpha-2): those of the shop's sites, the rest of
 * Europe, and the countries its customers most often write from.
 */
const COUNTRY_CODES: readonly string[] = (
  'FR BE ES IT NL LU DE AT CH PT GB IE DK SE NO FI PL CZ SK HU SI HR RO BG ' +
  'GR CY MT EE LV LT MC AD SM LI MA TN DZ SN RE GP MQ US CA BR AU JP IL TR'
).split(' ');

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The countries named in the page's language, in that language's order. A code the list lacks
 * (saved from somewhere else) is added, so the customer's country is never lost.
 */
export function countryOptions(locale: Locale, savedCode = ''): CountryOption[] {
  const tag = bcp47(locale);
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  const codes =
    /^[A-Z]{2}$/.test(savedCode) && !COUNTRY_CODES.includes(savedCode) ? [...COUNTRY_CODES, savedCode] : COUNTRY_CODES;
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, tag));
}
