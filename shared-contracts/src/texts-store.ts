import { chunkDownloads } from './chunk-downloads';
import type { Language } from './locales';

/**
 * A remote's texts by language. A page needs one language of four, so the browser fetches the
 * page's language only (each language its own small download) and the mount waits for it before
 * drawing; the server render and the tests register every language at once.
 */
export interface TextsStore<Texts> {
  registerTexts(language: Language, texts: Texts): void;
  /** Every language at once: the server renders pages in all of them, the tests too. */
  registerAllTexts(textsByLanguage: Readonly<Record<Language, Texts>>): void;
  /** The language's texts once they are here, else undefined. */
  textsOf(language: Language): Texts | undefined;
  /** Fetches the language's texts once; a mount awaits it so the page never shows text keys. */
  loadTexts(language: Language): Promise<void>;
}

/**
 * Makes a remote's store of texts. `load` stays in the remote: its `import()` of the language's
 * module is resolved by the bundler relative to the remote's own file.
 */
export function createTextsStore<Texts>(load: (language: Language) => Promise<Texts>): TextsStore<Texts> {
  // A page and a widget of the same remote may mount at once: they share one download.
  const downloads = chunkDownloads(load);
  return {
    registerTexts: downloads.register,
    registerAllTexts: (textsByLanguage) => {
      for (const [language, texts] of Object.entries(textsByLanguage) as [Language, Texts][]) {
        downloads.register(language, texts);
      }
    },
    textsOf: downloads.loaded,
    loadTexts: downloads.load,
  };
}
