import { createTextsStore } from '@escapade/shared-contracts/texts-store';
import type { texts as frenchTexts } from './languages/fr';

/** The texts of one language, one object per namespace. */
export type LanguageTexts = typeof frenchTexts;

/** The gift pages' texts: in the browser, the page's language only, each its own chunk (texts-fr…). */
export const { registerAllTexts, textsOf, loadTexts } = createTextsStore<LanguageTexts>((language) =>
  import(/* webpackChunkName: "texts-[request]" */ `./languages/${language}`).then(
    (module: { texts: LanguageTexts }) => module.texts,
  ),
);
