// jscpd:ignore-start -- this remote's own language modules, imported by path: each remote lists its
// four, and the store they fill is shared (shared-contracts/src/texts-store.ts).
import { texts as fr } from './languages/fr';
import { texts as es } from './languages/es';
import { texts as it } from './languages/it';
import { texts as nl } from './languages/nl';

/** Every language's texts: for the server render and the tests. The browser loads one (texts-store.ts). */
export const TRANSLATIONS = { fr, es, it, nl } as const;
// jscpd:ignore-end
