import { texts as fr } from './languages/fr';
import { texts as es } from './languages/es';
import { texts as it } from './languages/it';
import { texts as nl } from './languages/nl';

/** Every language's texts: for the server render and the tests. The browser loads one (load-texts.ts). */
export const TRANSLATIONS = { fr, es, it, nl } as const;
