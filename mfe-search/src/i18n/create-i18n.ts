import i18next, { type i18n } from 'i18next';
import type { Language } from '@escapade/shared-contracts/locales';
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

/**
 * One i18next namespace per folder of texts, so each part of the search edits its own files: a
 * component names its namespace (`useTranslation('cards')`, or `t('search-box:…')` for another one).
 */
export const TRANSLATIONS = {
  fr: { results: results_fr, 'search-box': search_box_fr, cards: cards_fr, map: map_fr },
  es: { results: results_es, 'search-box': search_box_es, cards: cards_es, map: map_es },
  it: { results: results_it, 'search-box': search_box_it, cards: cards_it, map: map_it },
  nl: { results: results_nl, 'search-box': search_box_nl, cards: cards_nl, map: map_nl },
} as const;

const NAMESPACES = Object.keys(TRANSLATIONS.fr);

/** One i18next instance per mount: remotes never share translation state. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    ns: NAMESPACES,
    resources: TRANSLATIONS,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
