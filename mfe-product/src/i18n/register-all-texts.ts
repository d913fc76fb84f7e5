import type { Language } from '@escapade/shared-contracts/locales';
import { TRANSLATIONS } from './all-texts';
import { registerTexts } from './texts-store';

/** Makes every language's texts available at once: the server render and the tests need them all. */
export function registerAllTexts(): void {
  for (const [language, texts] of Object.entries(TRANSLATIONS)) registerTexts(language as Language, texts);
}
