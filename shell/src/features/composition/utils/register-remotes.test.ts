import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registryEntry, testRegistry } from '../../../test/test-environment';
import { registerEnabledRemotes } from './register-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

describe('registerEnabledRemotes', () => {
  beforeEach(() => jest.mocked(registerRemotes).mockReset());
  afterEach(() => jest.restoreAllMocks());

  it('registers only the remotes enabled for the locale, by federation name and manifest', () => {
    const registry = testRegistry(['mfe-product']);
    registry.remotes['mfe-gift'] = registryEntry('mfe-gift', ['es_ES']);

    const registered = registerEnabledRemotes(registry, 'fr_FR', jest.fn());
    expect(registered).toEqual(['mfe-search', 'mfe-content', 'mfe-checkout-entry']);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_search', entry: 'http://cdn.test/mfe-search/1.0.0/mf-manifest.json' },
      { name: 'mfe_content', entry: 'http://cdn.test/mfe-content/1.0.0/mf-manifest.json' },
      { name: 'mfe_checkout_entry', entry: 'http://cdn.test/mfe-checkout-entry/1.0.0/mf-manifest.json' },
    ]);
  });

  it('leaves out a remote built for another contract, which is refused where it would mount', () => {
    const registry = testRegistry();
    registry.remotes['mfe-search'] = { ...registryEntry('mfe-search'), contractRange: '^2.0.0' };

    expect(registerEnabledRemotes(registry, 'nl_BE', jest.fn())).toContain('mfe-search');
    const registered = jest.mocked(registerRemotes).mock.calls[0]![0].map(({ name }) => name);
    expect(registered).toHaveLength(4);
    expect(registered).not.toContain('mfe_search');
  });

  it('reports a runtime refusal instead of breaking the boot', () => {
    jest.mocked(registerRemotes).mockImplementation(() => {
      throw new Error('bad remote');
    });
    const reportError = jest.fn();
    expect(() => registerEnabledRemotes(testRegistry(), 'fr_FR', reportError)).not.toThrow();
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), 'register-remotes');
  });
});
