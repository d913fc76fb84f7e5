import i18next, { type i18n } from 'i18next';
import type { Language } from '@escapade/shared-contracts/locales';
import fr from './fr.json';
import es from './es.json';
import it from './it.json';
import nl from './nl.json';
import checkoutFr from './checkout/fr.json';
import checkoutEs from './checkout/es.json';
import checkoutIt from './checkout/it.json';
import checkoutNl from './checkout/nl.json';
import paymentFr from './payment/fr.json';
import paymentEs from './payment/es.json';
import paymentIt from './payment/it.json';
import paymentNl from './payment/nl.json';
import confirmationFr from './confirmation/fr.json';
import confirmationEs from './confirmation/es.json';
import confirmationIt from './confirmation/it.json';
import confirmationNl from './confirmation/nl.json';
import accountFr from './account/fr.json';
import accountEs from './account/es.json';
import accountIt from './account/it.json';
import accountNl from './account/nl.json';

/**
 * The texts of each language: the booking summary's, then one file per area (checkout entries,
 * payment, confirmation, customer account), each under its own top-level key.
 */
export const TRANSLATIONS = {
  fr: { ...fr, ...checkoutFr, ...paymentFr, ...confirmationFr, ...accountFr },
  es: { ...es, ...checkoutEs, ...paymentEs, ...confirmationEs, ...accountEs },
  it: { ...it, ...checkoutIt, ...paymentIt, ...confirmationIt, ...accountIt },
  nl: { ...nl, ...checkoutNl, ...paymentNl, ...confirmationNl, ...accountNl },
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
