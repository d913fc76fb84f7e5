/**
 * Where the footer's links go: the shop's static pages per language, and
 * the sites beside the shop — FAQ, gift shop, press room, jobs — per locale. Those sites are not
 * part of this repository: their addresses are constants.
 */
import type { Locale } from '@escapade/shared-contracts/locales';

/** The external FAQ site, one section per locale. */
export const FAQ_SITE_URLS: Readonly<Record<Locale, string>> = {
  fr_FR: 'https://faq.escapade.example/fr',
  es_ES: 'https://faq.escapade.example/es',
  it_IT: 'https://faq.escapade.example/it',
  nl_NL: 'https://faq.escapade.example/nl',
  fr_BE: 'https://faq.escapade.example/fr-be',
  nl_BE: 'https://faq.escapade.example/nl-be',
};

/** FAQ topics the help column links to, under the locale's FAQ site. */
export const FAQ_TOPIC_PATHS = { booking: '/booking', gift: '/gift' } as const;

/** The gift shop per locale; Belgium has one shop, Dutch under its /nl sub-path. */
export const GIFT_SHOP_URLS: Readonly<Record<Locale, string>> = {
  fr_FR: 'https://cadeaux.escapade.example/',
  es_ES: 'https://regalos.escapade.example/',
  it_IT: 'https://regali.escapade.example/',
  nl_NL: 'https://cadeaus.escapade.example/',
  fr_BE: 'https://cadeaux.escapade.example/be/',
  nl_BE: 'https://cadeaux.escapade.example/be/nl/',
};

/**
 * How the gift shop knows a visitor came from the footer; customer care uses the plain link, so
 * operators never count as visitors.
 */
export const GIFT_SHOP_TRACKING = { utm_source: 'escapade', utm_medium: 'footer', utm_campaign: 'giftshop' } as const;

export function giftShopUrl(locale: Locale, careMode: boolean): string {
  const url = GIFT_SHOP_URLS[locale];
  return careMode ? url : `${url}?${new URLSearchParams(GIFT_SHOP_TRACKING).toString()}`;
}

/** The press room exists for the Spanish and French sites only. */
export const PRESS_ROOM_URLS: Readonly<Partial<Record<Locale, string>>> = {
  fr_FR: 'https://presse.escapade.example/',
  es_ES: 'https://prensa.escapade.example/',
};

/** Jobs, for every locale, in its language. */
export const JOBS_URLS: Readonly<Record<Locale, string>> = {
  fr_FR: 'https://jobs.escapade.example/fr',
  es_ES: 'https://jobs.escapade.example/es',
  it_IT: 'https://jobs.escapade.example/it',
  nl_NL: 'https://jobs.escapade.example/nl',
  fr_BE: 'https://jobs.escapade.example/fr',
  nl_BE: 'https://jobs.escapade.example/nl',
};
