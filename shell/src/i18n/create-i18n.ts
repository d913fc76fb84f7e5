import i18next, { type i18n } from 'i18next';
import type { Language } from '@escapade/shared-contracts/locales';
import header_es from './header/es.json';
import header_fr from './header/fr.json';
import header_it from './header/it.json';
import header_nl from './header/nl.json';
import marketing_es from './marketing/es.json';
import marketing_fr from './marketing/fr.json';
import marketing_it from './marketing/it.json';
import marketing_nl from './marketing/nl.json';
import platform_es from './platform/es.json';
import platform_fr from './platform/fr.json';
import platform_it from './platform/it.json';
import platform_nl from './platform/nl.json';
import shell_es from './shell/es.json';
import shell_fr from './shell/fr.json';
import shell_it from './shell/it.json';
import shell_nl from './shell/nl.json';

/**
 * One i18next namespace per group of texts, each in its own folder so edits stay apart: `shell`
 * (the frame, outlets, error and splash pages; the default), `header` (the header's menus and
 * drawers), `marketing` (banners, newsletter, footer, cookies) and `platform` (customer care, the
 * error alert). A component names its namespace: `useTranslation('marketing')`.
 */
export const NAMESPACES = ['shell', 'header', 'marketing', 'platform'] as const;

export const TRANSLATIONS = {
  fr: { shell: shell_fr, header: header_fr, marketing: marketing_fr, platform: platform_fr },
  es: { shell: shell_es, header: header_es, marketing: marketing_es, platform: platform_es },
  it: { shell: shell_it, header: header_it, marketing: marketing_it, platform: platform_it },
  nl: { shell: shell_nl, header: header_nl, marketing: marketing_nl, platform: platform_nl },
} as const;

/** The shell's own i18next instance: remotes have theirs, translation state is never shared. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    ns: NAMESPACES,
    defaultNS: 'shell',
    resources: TRANSLATIONS,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
