import { TRANSLATIONS } from './create-i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  const reference = keysOf(TRANSLATIONS.fr).sort();

  it.each(Object.keys(TRANSLATIONS))('%s has every key and no empty text', (language) => {
    const translation = TRANSLATIONS[language as keyof typeof TRANSLATIONS];
    expect(keysOf(translation).sort()).toEqual(reference);
    for (const key of reference) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translation);
      expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
    }
  });
});
