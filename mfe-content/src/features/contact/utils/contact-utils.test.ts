import { LOCALES } from '@escapade/shared-contracts/locales';
import { faqArticleUrl, faqHomeUrl, faqSection } from './faq-links';
import { isThankYouVisit } from './contact-page-meta';
import { messengerLink } from './messenger';
import { CHAT_HOURS, SUPPORT_HOURS, openingLines } from './opening-hours';

describe('FAQ links', () => {
  it('lead to the section of the language, Belgian sites to their own', () => {
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, faqSection(locale)]))).toEqual({
      fr_FR: 'fr',
      es_ES: 'es',
      it_IT: 'it',
      nl_NL: 'nl',
      fr_BE: 'fr-be',
      nl_BE: 'nl-be',
    });
    expect(faqHomeUrl('nl_BE')).toBe('https://faq.escapade.example/nl-be');
    expect(faqArticleUrl('it_IT', 'gift-validity')).toBe('https://faq.escapade.example/it/articles/gift-validity');
  });
});

describe('messengerLink', () => {
  it('opens the chat on the Spanish site in every environment', () => {
    expect(messengerLink('es_ES', 'development')).toMatch(/^https:\/\/m\.me\/.+/);
    expect(messengerLink('es_ES', 'production')).toBe(messengerLink('es_ES', 'development'));
  });

  it('gives no chat to a site without a messenger app, even in production', () => {
    for (const locale of LOCALES.filter((candidate) => candidate !== 'es_ES')) {
      expect(messengerLink(locale, 'production')).toBeNull();
      expect(messengerLink(locale, 'development')).toBeNull();
    }
  });
});

describe('openingLines', () => {
  const words = {
    day: (day: number) => ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'][day - 1] ?? '',
    time: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
  };

  it('writes each slot with the words it is given: first and last day, opening and closing time', () => {
    expect(openingLines(SUPPORT_HOURS, words)).toEqual([
      { firstDay: 'lundi', lastDay: 'vendredi', opens: '10:00', closes: '19:00' },
      { firstDay: 'samedi', lastDay: null, opens: '10:00', closes: '18:00' },
    ]);
    expect(openingLines(CHAT_HOURS, words)).toEqual([
      { firstDay: 'lundi', lastDay: 'vendredi', opens: '09:00', closes: '18:00' },
    ]);
  });
});

describe('isThankYouVisit', () => {
  it('is the visit customer care sends back with its ref', () => {
    expect(isThankYouVisit('ref=contact_thank_you')).toBe(true);
    expect(isThankYouVisit('flow=booking&ref=contact_thank_you')).toBe(true);
    expect(isThankYouVisit('ref=newsletter')).toBe(false);
    expect(isThankYouVisit('')).toBe(false);
  });
});
