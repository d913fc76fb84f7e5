import { isRemoteEnabled, parseRegistry } from './registry';

const entry = {
  federationName: 'mfe_search',
  version: '1.4.0',
  manifestUrl: 'http://localhost:3101/mf-manifest.json',
  enabledLocales: ['fr_FR', 'nl_BE'],
  contractRange: '^1.0.0',
};

describe('parseRegistry', () => {
  it('keeps valid entries', () => {
    const registry = parseRegistry({ generatedAt: '2025-06-15T10:00:00Z', remotes: { 'mfe-search': entry } });
    expect(registry).toEqual({ generatedAt: '2025-06-15T10:00:00Z', remotes: { 'mfe-search': entry } });
  });

  it.each([null, undefined, 'registry', 42, [], { remotes: 'x' }, { remotes: [entry] }])(
    'never throws on %p',
    (input) => {
      expect(parseRegistry(input)).toEqual({ generatedAt: '', remotes: {} });
    },
  );

  it("keeps a browser's overrides of remotes it holds, with absolute addresses only", () => {
    const registry = parseRegistry({
      generatedAt: '',
      remotes: { 'mfe-search': entry },
      overrides: {
        'mfe-search': 'http://localhost:3590/mf-manifest.json',
        'mfe-gift': 'http://localhost:3591/mf-manifest.json',
        'mfe-evil': 'http://localhost:3592/mf-manifest.json',
      },
    });
    expect(registry.overrides).toEqual({ 'mfe-search': 'http://localhost:3590/mf-manifest.json' });
    expect(
      parseRegistry({ remotes: { 'mfe-search': entry }, overrides: { 'mfe-search': 'relative.json' } }).overrides,
    ).toBeUndefined();
  });

  it('drops entries that lack a field or have a bad manifest URL', () => {
    const registry = parseRegistry({
      remotes: {
        'mfe-search': { ...entry, federationName: 42 },
        'mfe-product': { ...entry, version: undefined },
        'mfe-gift': { ...entry, manifestUrl: '/relative/mf-manifest.json' },
        'mfe-content': { ...entry, manifestUrl: 'javascript:alert(1)' },
        'mfe-checkout-entry': 'not an object',
      },
    });
    expect(registry.remotes).toEqual({});
  });

  it('drops unknown remotes and unknown or repeated locales', () => {
    const registry = parseRegistry({
      remotes: {
        'mfe-unknown': entry,
        'mfe-gift': { ...entry, federationName: 'mfe_gift', enabledLocales: ['fr_FR', 'de_DE', 42, 'fr_FR', 'es_ES'] },
      },
    });
    expect(Object.keys(registry.remotes)).toEqual(['mfe-gift']);
    expect(registry.remotes['mfe-gift']?.enabledLocales).toEqual(['fr_FR', 'es_ES']);
  });

  it('defaults missing locales to none and a missing contract range to ^1.0.0', () => {
    const registry = parseRegistry({
      remotes: { 'mfe-search': { ...entry, enabledLocales: 'fr_FR', contractRange: undefined } },
    });
    expect(registry.remotes['mfe-search']).toMatchObject({ enabledLocales: [], contractRange: '^1.0.0' });
  });
});

describe('isRemoteEnabled', () => {
  it('is true only for an enabled locale of a listed remote', () => {
    const registry = parseRegistry({ remotes: { 'mfe-search': entry } });
    expect(isRemoteEnabled(registry, 'mfe-search', 'fr_FR')).toBe(true);
    expect(isRemoteEnabled(registry, 'mfe-search', 'es_ES')).toBe(false);
    expect(isRemoteEnabled(registry, 'mfe-gift', 'fr_FR')).toBe(false);
  });
});
