import type { Language } from '@escapade/shared-contracts/locales';
import type { LanguageTexts } from './create-i18n';
import { texts as es } from './languages/es';
import { texts as fr } from './languages/fr';
import { texts as it } from './languages/it';
import { texts as nl } from './languages/nl';

/**
 * Every language's texts at once: for the server bundle (which renders any site) and the tests.
 * The browser loads one language only (load-texts.ts).
 */
export const TRANSLATIONS: Record<Language, LanguageTexts> = { fr, es, it, nl };
