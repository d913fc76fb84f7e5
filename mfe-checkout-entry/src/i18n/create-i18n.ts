import i18next, { type i18n } from 'i18next';
import type { Language } from '@escapade/shared-contracts/locales';
import { textsOf } from './texts-store';

/**
 * One i18next instance per mount: remotes never share translation state. It holds the language's
 * texts once they are here (registerAllTexts or loadTexts, see texts-store.ts).
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  const texts = textsOf(language);
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: texts ? { [language]: texts } : {},
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
