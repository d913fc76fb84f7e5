/**
 * The `lastLanguage` cookie: the language the visitor last chose on a site with
 * several languages. The header's language selector writes it; the Belgian splash reads it to
 * offer that language first. Both 'nl' and a locale ('nl_BE', 'nl-BE') are understood.
 */
import { LANGUAGES, type Language } from '@escapade/shared-contracts/locales';
import { readCookie, writeCookie } from './cookies';

export const LAST_LANGUAGE_COOKIE = 'lastLanguage';

export function readLastLanguage(cookies: string = document.cookie): Language | null {
  const text = readCookie(LAST_LANGUAGE_COOKIE, cookies)?.toLowerCase().slice(0, 2);
  return text !== undefined && (LANGUAGES as readonly string[]).includes(text) ? (text as Language) : null;
}

/** Remembers the language a visitor chose, for a year. */
export function rememberLanguage(language: Language): void {
  writeCookie(LAST_LANGUAGE_COOKIE, language);
}
