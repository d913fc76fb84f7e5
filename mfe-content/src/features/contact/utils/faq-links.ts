import { languageOf, pointOfSaleOf, type Locale } from '@escapade/shared-contracts/locales';

/** The shop's help centre, a site of its own with one section per site language. */
export const FAQ_ORIGIN = 'https://faq.escapade.example';

/** The FAQ section of a locale: its language, and on the Belgian site the language marked Belgian (`nl-be`). */
export function faqSection(locale: Locale): string {
  const language = languageOf(locale);
  return pointOfSaleOf(locale).id === 'BE' ? `${language}-be` : language;
}

/** The home of the locale's FAQ section. */
export function faqHomeUrl(locale: Locale): string {
  return `${FAQ_ORIGIN}/${faqSection(locale)}`;
}

/** The questions customers ask most, in the order the contact page lists them (articles of every FAQ section). */
export const POPULAR_QUESTIONS = [
  'change-dates',
  'cancellation-terms',
  'gift-validity',
  'payment-methods',
  'confirmation-email',
] as const;
export type PopularQuestion = (typeof POPULAR_QUESTIONS)[number];

/** The FAQ article answering a popular question, in the locale's section. */
export function faqArticleUrl(locale: Locale, question: PopularQuestion): string {
  return `${faqHomeUrl(locale)}/articles/${question}`;
}
