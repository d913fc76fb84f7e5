import { act, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { renderShell } from '../../../test/render-shell';
import { setupShellApi } from '../../../test/shell-api';
import { REPORTED_ACTIVATIONS_STORAGE_KEY } from './flag-activation-reporter';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

// An absolute api base: Node's Request (under jsdom) cannot resolve a relative URL.
const api = setupShellApi('http://localhost');
const activations = () => api.mock.bodiesOf('POST', '/api/flags/activations');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const inTest = { ...DEFAULT_FLAGS, boxMigration: 'test' as const };

describe('the box migration flag activation', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    window.sessionStorage.clear();
    api.answer({ '/api/flags/activations': () => new Response(null, { status: 204 }) });
  });

  it('reports a visitor of the test variation once per visit, whatever the pages seen', async () => {
    const first = renderShell(
      '/',
      { apiBase: 'http://localhost', locale: 'fr_FR', flags: inTest },
      { strictMode: true },
    );
    await waitFor(() => expect(activations()).toHaveLength(1));
    expect(activations()[0]).toEqual({ flag: 'boxMigration', variation: 'test', locale: 'fr_FR', clientId: null });
    await act(() => first.router.navigate('/recherche'));
    first.unmount();
    // The next page load of the same visit (tab) says nothing more.
    renderShell('/coffrets', { apiBase: 'http://localhost', flags: inTest });
    await settle();
    expect(activations()).toHaveLength(1);
    expect(window.sessionStorage.getItem(REPORTED_ACTIVATIONS_STORAGE_KEY)).toBe('boxMigration:test');
  });

  it('reports nothing for the control group, nor for a customer-care operator', async () => {
    renderShell('/', { apiBase: 'http://localhost', flags: DEFAULT_FLAGS });
    renderShell('/', { apiBase: 'http://localhost', flags: inTest, careMode: true });
    await settle();
    expect(activations()).toEqual([]);
  });
});
