import { act, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderShell } from '../../../test/render-shell';
import { setupShellApi } from '../../../test/shell-api';
import { testRegistry } from '../../../test/test-environment';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

// An absolute api base: Node's Request (under jsdom) cannot resolve a relative URL.
const api = setupShellApi('http://localhost');

describe('404 report', () => {
  const reports = () => api.mock.bodiesOf('POST', '/error');
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    api.answer({ '/error': () => new Response(null, { status: 204 }) });
  });

  it('reports the failed address and the locale once per page view, even under StrictMode', async () => {
    renderShell('/nulle-part?x=1', { apiBase: 'http://localhost' }, { strictMode: true });
    await waitFor(() => expect(reports()).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(reports()).toEqual([{ uri: 'http://localhost/nulle-part?x=1', locale: 'fr_FR' }]);
  });

  it('does not report pages that exist', async () => {
    renderShell('/recherche', { apiBase: 'http://localhost' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(reports()).toEqual([]);
  });

  it('keeps the 404 page when the report fails', async () => {
    api.answer({ '/error': () => Response.error() });
    // The shell's own 404 message (the content remote off): the report is the frame's, whoever draws the body.
    const view = renderShell('/nulle-part', { apiBase: 'http://localhost', registry: testRegistry(['mfe-content']) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(view.getByRole('heading', { name: 'Oups !' })).toBeInTheDocument();
  });
});
