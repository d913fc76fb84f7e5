/**
 * The `lastLanguage` cookie: the language the visitor last chose on a site with
 * several languages. The header's language selector writes it; the Belgian splash reads it to
 * offer that language first. Both 'nl' and a locale ('nl_BE', 'nl-BE') are understood.
 */
import { LANGUAGES, type Language } from '@escapade/shared-contracts/locales';
import { writeCookie } from './cookies';

export const LAST_LANGUAGE_COOKIE = 'lastLanguage';

export function readLastLanguage(cookies: string = document.cookie): Language | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LAST_LANGUAGE_COOKIE) continue;
    let text: string;
    try {
      text = decodeURIComponent(value.join('=')).trim().toLowerCase().slice(0, 2);
    } catch {
      return null;
    }
    return (LANGUAGES as readonly string[]).includes(text) ? (text as Language) : null;
  }
  return null;
}

/** Remembers the language a visitor chose, for a year. */
export function rememberLanguage(language: Language): void {
  writeCookie(LAST_LANGUAGE_COOKIE, language);
}
