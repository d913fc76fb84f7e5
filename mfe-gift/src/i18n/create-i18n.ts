import i18next, { type i18n } from 'i18next';
import type { Language } from '@escapade/shared-contracts/locales';
import fr from './fr.json';
import es from './es.json';
import it from './it.json';
import nl from './nl.json';
import customisationFr from './customisation/fr.json';
import customisationEs from './customisation/es.json';
import customisationIt from './customisation/it.json';
import customisationNl from './customisation/nl.json';
import giftCardFr from './gift-card/fr.json';
import giftCardEs from './gift-card/es.json';
import giftCardIt from './gift-card/it.json';
import giftCardNl from './gift-card/nl.json';
import boxesFr from './boxes/fr.json';
import boxesEs from './boxes/es.json';
import boxesIt from './boxes/it.json';
import boxesNl from './boxes/nl.json';
import beneficiaryFr from './beneficiary/fr.json';
import beneficiaryEs from './beneficiary/es.json';
import beneficiaryIt from './beneficiary/it.json';
import beneficiaryNl from './beneficiary/nl.json';

/**
 * The texts of each language: the gift set-up's, then one file per area (the customisation form,
 * the gift card page, the boxes listing, the beneficiary pages), each under its own top-level key.
 */
export const TRANSLATIONS = {
  fr: { ...fr, ...customisationFr, ...giftCardFr, ...boxesFr, ...beneficiaryFr },
  es: { ...es, ...customisationEs, ...giftCardEs, ...boxesEs, ...beneficiaryEs },
  it: { ...it, ...customisationIt, ...giftCardIt, ...boxesIt, ...beneficiaryIt },
  nl: { ...nl, ...customisationNl, ...giftCardNl, ...boxesNl, ...beneficiaryNl },
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
