import type { Language, Locale } from '@escapade/shared-contracts/locales';
import { languageOf } from '@escapade/shared-contracts/locales';

/** A text in the four languages of the shop. */
export type Labels = Record<Language, string>;

/** The native name everywhere, except where a language has its own name for it. */
export function labels(native: string, overrides: Partial<Labels> = {}): Labels {
  return { fr: native, es: native, it: native, nl: native, ...overrides };
}

export function labelFor(texts: Labels, locale: Locale): string {
  return texts[languageOf(locale)];
}

/** Lower case, no accents, words separated by single spaces: the form autocomplete compares. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A URL-safe slug of a label. */
export function slugify(text: string): string {
  return normalizeForSearch(text).replace(/ /g, '-');
}
