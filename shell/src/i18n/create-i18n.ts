import i18next, { type i18n } from 'i18next';
import type { Language } from '@escapade/shared-contracts/locales';
import fr from './fr.json';
import es from './es.json';
import it from './it.json';
import nl from './nl.json';
import header_fr from './header/fr.json';
import header_es from './header/es.json';
import header_it from './header/it.json';
import header_nl from './header/nl.json';
import marketing_fr from './marketing/fr.json';
import marketing_es from './marketing/es.json';
import marketing_it from './marketing/it.json';
import marketing_nl from './marketing/nl.json';
import platform_fr from './platform/fr.json';
import platform_es from './platform/es.json';
import platform_it from './platform/it.json';
import platform_nl from './platform/nl.json';

type Messages = { [key: string]: string | Messages };

/** Merges the core texts with each feature's own file (one file per feature keeps edits apart). */
function deepMerge(...sources: Messages[]): Messages {
  const merged: Messages = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const current = merged[key];
      merged[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
    }
  }
  return merged;
}

export const TRANSLATIONS = {
  fr: deepMerge(fr, header_fr, marketing_fr, platform_fr),
  es: deepMerge(es, header_es, marketing_es, platform_es),
  it: deepMerge(it, header_it, marketing_it, platform_it),
  nl: deepMerge(nl, header_nl, marketing_nl, platform_nl),
} as const;

/** The shell's own i18next instance: remotes have theirs, translation state is never shared. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: Object.fromEntries(Object.entries(TRANSLATIONS).map(([lang, translation]) => [lang, { translation }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
