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
  const loaded = new Map<Language, Texts>();
  // A page and a widget of the same remote may mount at once: they share one download.
  const loading = new Map<Language, Promise<void>>();

  function registerTexts(language: Language, texts: Texts): void {
    loaded.set(language, texts);
  }

  function loadTexts(language: Language): Promise<void> {
    if (loaded.has(language)) return Promise.resolve();
    let pending = loading.get(language);
    if (!pending) {
      // Asked twice before giving up: a download announced in the page that failed (the cdn away
      // for a moment) is handed once more to the first request for the same file.
      pending = load(language)
        .catch(() => load(language))
        .then(
          (texts) => {
            registerTexts(language, texts);
            loading.delete(language);
          },
          (error: unknown) => {
            // A failed download is asked again by the next mount (the shell's retry).
            loading.delete(language);
            throw error;
          },
        );
      loading.set(language, pending);
    }
    return pending;
  }

  return {
    registerTexts,
    registerAllTexts: (textsByLanguage) => {
      for (const [language, texts] of Object.entries(textsByLanguage) as [Language, Texts][]) {
        registerTexts(language, texts);
      }
    },
    textsOf: (language) => loaded.get(language),
    loadTexts,
  };
}
