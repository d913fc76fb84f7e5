/** The language last chosen on a multi-language site is kept in the `lastLanguage` cookie. */
import { LANGUAGES, type Language } from '@escapade/shared-contracts/locales';
import { readCookie, writeCookie } from '../../../utils/cookies';

export const LAST_LANGUAGE_COOKIE = 'lastLanguage';

export function rememberLanguage(language: Language): void {
  writeCookie(LAST_LANGUAGE_COOKIE, language);
}

/** The remembered language, when the cookie holds one of the shop's languages. */
export function readLastLanguage(cookies?: string): Language | undefined {
  const value = readCookie(LAST_LANGUAGE_COOKIE, cookies);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : undefined;
}
