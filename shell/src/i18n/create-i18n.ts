import i18next, { type i18n } from 'i18next';
import type { Language } from '@escapade/shared-contracts/locales';
import type { texts as frenchTexts } from './languages/fr';

/**
 * One i18next namespace per group of texts, each in its own folder so edits stay apart: `shell`
 * (the frame, outlets, error and splash pages; the default), `header` (the header's menus and
 * drawers), `marketing` (banners, newsletter, footer, cookies) and `platform` (customer care, the
 * error alert). A component names its namespace: `useTranslation('marketing')`.
 */
export const NAMESPACES = ['shell', 'header', 'marketing', 'platform'] as const;

/** The shell's texts in one language (`./languages/<language>.ts`), one object per namespace. */
export type LanguageTexts = typeof frenchTexts;

/**
 * The shell's own i18next instance: remotes have theirs, translation state is never shared. It
 * holds the languages it is given: in the browser, the page's language (and on the Belgian splash
 * page, both of the country's), the others are never downloaded (see load-texts.ts).
 */
export function createI18n(language: Language, texts: Partial<Record<Language, LanguageTexts>>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    ns: NAMESPACES,
    defaultNS: 'shell',
    resources: texts,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
