/**
 * The missing-key check every app runs on its texts: each language has exactly the keys of the
 * French file, and none is empty. Test-only code, shared through the jest preset like the setup.
 */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function textAt(translation: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translation);
}

export function describeTranslations(translations: Readonly<Record<'fr' | 'es' | 'it' | 'nl', unknown>>): void {
  describe('translations', () => {
    const reference = keysOf(translations.fr).sort();

    it.each(Object.keys(translations))('%s has every key and no empty text', (language) => {
      const translation = translations[language as keyof typeof translations];
      expect(keysOf(translation).sort()).toEqual(reference);
      for (const key of reference) {
        const text = textAt(translation, key);
        expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      }
    });
  });
}
