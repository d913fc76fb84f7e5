import i18next, { type i18n } from 'i18next';
import type { Language } from '@escapade/shared-contracts/locales';
import fr from './fr.json';
import es from './es.json';
import it from './it.json';
import nl from './nl.json';
import results_fr from './results/fr.json';
import results_es from './results/es.json';
import results_it from './results/it.json';
import results_nl from './results/nl.json';
import search_box_fr from './search-box/fr.json';
import search_box_es from './search-box/es.json';
import search_box_it from './search-box/it.json';
import search_box_nl from './search-box/nl.json';
import cards_fr from './cards/fr.json';
import cards_es from './cards/es.json';
import cards_it from './cards/it.json';
import cards_nl from './cards/nl.json';
import map_fr from './map/fr.json';
import map_es from './map/es.json';
import map_it from './map/it.json';
import map_nl from './map/nl.json';

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
  fr: deepMerge(fr, results_fr, search_box_fr, cards_fr, map_fr),
  es: deepMerge(es, results_es, search_box_es, cards_es, map_es),
  it: deepMerge(it, results_it, search_box_it, cards_it, map_it),
  nl: deepMerge(nl, results_nl, search_box_nl, cards_nl, map_nl),
} as const;

/** One i18next instance per mount: remotes never share translation state. */
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
