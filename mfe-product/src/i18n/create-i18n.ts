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
import hotel_fr from './hotel/fr.json';
import hotel_es from './hotel/es.json';
import hotel_it from './hotel/it.json';
import hotel_nl from './hotel/nl.json';
import activity_fr from './activity/fr.json';
import activity_es from './activity/es.json';
import activity_it from './activity/it.json';
import activity_nl from './activity/nl.json';
import box_fr from './box/fr.json';
import box_es from './box/es.json';
import box_it from './box/it.json';
import box_nl from './box/nl.json';

/**
 * The page's texts (`translation`, the default namespace) and one namespace per part that has many
 * texts of its own, in its own folder, so each part edits its own files: a component names its
 * namespace (`useTranslation('gallery')`).
 */
export const TRANSLATIONS = {
  fr: {
    translation: fr,
    gallery: gallery_fr,
    calendar: calendar_fr,
    hotel: hotel_fr,
    activity: activity_fr,
    box: box_fr,
  },
  es: {
    translation: es,
    gallery: gallery_es,
    calendar: calendar_es,
    hotel: hotel_es,
    activity: activity_es,
    box: box_es,
  },
  it: {
    translation: it,
    gallery: gallery_it,
    calendar: calendar_it,
    hotel: hotel_it,
    activity: activity_it,
    box: box_it,
  },
  nl: {
    translation: nl,
    gallery: gallery_nl,
    calendar: calendar_nl,
    hotel: hotel_nl,
    activity: activity_nl,
    box: box_nl,
  },
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
