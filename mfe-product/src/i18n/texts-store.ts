import type { Language } from '@escapade/shared-contracts/locales';
import type { texts as frenchTexts } from './languages/fr';

/** The texts of one language, one object per namespace. */
export type LanguageTexts = typeof frenchTexts;

/** The languages whose texts are here: on a page, the page's language only. */
const loaded: Partial<Record<Language, LanguageTexts>> = {};

export function registerTexts(language: Language, texts: LanguageTexts): void {
  loaded[language] = texts;
}

export function textsOf(language: Language): LanguageTexts | undefined {
  return loaded[language];
}

/**
 * Fetches the texts of one language, each language its own small download: a page needs one of
 * the four. The mount waits for them before drawing, so the page never shows text keys.
 */
export async function loadTexts(language: Language): Promise<void> {
  if (loaded[language]) return;
  const module = (await import(/* webpackChunkName: "texts-[request]" */ `./languages/${language}`)) as {
    texts: LanguageTexts;
  };
  registerTexts(language, module.texts);
}
