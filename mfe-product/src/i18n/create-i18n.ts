import i18next, { type i18n } from 'i18next';
import type { Language } from '@escapade/shared-contracts/locales';
import fr from './fr.json';
import es from './es.json';
import it from './it.json';
import nl from './nl.json';
import gallery_fr from './gallery/fr.json';
import gallery_es from './gallery/es.json';
import gallery_it from './gallery/it.json';
import gallery_nl from './gallery/nl.json';
import calendar_fr from './calendar/fr.json';
import calendar_es from './calendar/es.json';
import calendar_it from './calendar/it.json';
import calendar_nl from './calendar/nl.json';

/**
 * The page's texts (`translation`, the default namespace) and one namespace per part that has many
 * texts of its own, in its own folder, so each part edits its own files: a component names its
 * namespace (`useTranslation('gallery')`).
 */
export const TRANSLATIONS = {
  fr: { translation: fr, gallery: gallery_fr, calendar: calendar_fr },
  es: { translation: es, gallery: gallery_es, calendar: calendar_es },
  it: { translation: it, gallery: gallery_it, calendar: calendar_it },
  nl: { translation: nl, gallery: gallery_nl, calendar: calendar_nl },
} as const;

const NAMESPACES = Object.keys(TRANSLATIONS.fr);

/** One i18next instance per mount: remotes never share translation state. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    ns: NAMESPACES,
    defaultNS: 'translation',
    resources: TRANSLATIONS,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
