import i18next, { type i18n } from 'i18next';
import type { Language } from '@escapade/shared-contracts/locales';
import fr from './fr.json';
import es from './es.json';
import it from './it.json';
import nl from './nl.json';
import offerListFr from './offer-list/fr.json';
import offerListEs from './offer-list/es.json';
import offerListIt from './offer-list/it.json';
import offerListNl from './offer-list/nl.json';
import landingFr from './landing/fr.json';
import landingEs from './landing/es.json';
import landingIt from './landing/it.json';
import landingNl from './landing/nl.json';
import campaignFr from './campaign/fr.json';
import campaignEs from './campaign/es.json';
import campaignIt from './campaign/it.json';
import campaignNl from './campaign/nl.json';
import ideasFr from './ideas/fr.json';
import ideasEs from './ideas/es.json';
import ideasIt from './ideas/it.json';
import ideasNl from './ideas/nl.json';
import staticPagesFr from './static-pages/fr.json';
import staticPagesEs from './static-pages/es.json';
import staticPagesIt from './static-pages/it.json';
import staticPagesNl from './static-pages/nl.json';
import minisiteFr from './minisite/fr.json';
import minisiteEs from './minisite/es.json';
import minisiteIt from './minisite/it.json';
import minisiteNl from './minisite/nl.json';
import contactFr from './contact/fr.json';
import contactEs from './contact/es.json';
import contactIt from './contact/it.json';
import contactNl from './contact/nl.json';
import bookingLookupFr from './booking-lookup/fr.json';
import bookingLookupEs from './booking-lookup/es.json';
import bookingLookupIt from './booking-lookup/it.json';
import bookingLookupNl from './booking-lookup/nl.json';
import notFoundFr from './not-found/fr.json';
import notFoundEs from './not-found/es.json';
import notFoundIt from './not-found/it.json';
import notFoundNl from './not-found/nl.json';

/**
 * The texts of each language: the home page's (fr.json…), then one folder per area of the remote
 * (offer lists, landings, campaigns, ideas, static pages, minisites, contact, booking lookup, 404),
 * each file under its own top-level key.
 */
export const TRANSLATIONS = {
  fr: {
    ...fr,
    ...offerListFr,
    ...landingFr,
    ...campaignFr,
    ...ideasFr,
    ...staticPagesFr,
    ...minisiteFr,
    ...contactFr,
    ...bookingLookupFr,
    ...notFoundFr,
  },
  es: {
    ...es,
    ...offerListEs,
    ...landingEs,
    ...campaignEs,
    ...ideasEs,
    ...staticPagesEs,
    ...minisiteEs,
    ...contactEs,
    ...bookingLookupEs,
    ...notFoundEs,
  },
  it: {
    ...it,
    ...offerListIt,
    ...landingIt,
    ...campaignIt,
    ...ideasIt,
    ...staticPagesIt,
    ...minisiteIt,
    ...contactIt,
    ...bookingLookupIt,
    ...notFoundIt,
  },
  nl: {
    ...nl,
    ...offerListNl,
    ...landingNl,
    ...campaignNl,
    ...ideasNl,
    ...staticPagesNl,
    ...minisiteNl,
    ...contactNl,
    ...bookingLookupNl,
    ...notFoundNl,
  },
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
