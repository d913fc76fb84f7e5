import type { Language } from '@escapade/shared-contracts/locales';
import type { LanguageTexts } from './create-i18n';

/**
 * The texts of one language, each language its own small download: a page needs one of the four.
 * Asked for by the shell's first script, beside its start-up code, so it adds no wait.
 */
export function loadTexts(language: Language): Promise<LanguageTexts> {
  return import(/* webpackChunkName: "texts-[request]" */ `./languages/${language}`).then(
    (module: { texts: LanguageTexts }) => module.texts,
  );
}
