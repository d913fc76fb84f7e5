import { act, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderShell } from '../../../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

describe('404 report', () => {
  let reports: unknown[];
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    reports = [];
    globalThis.fetch = jest.fn(async (request: Request) => {
      if (new URL(request.url).pathname === '/error') reports.push(await request.clone().json());
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
  });

  it('reports the failed address and the locale once per page view, even under StrictMode', async () => {
    // An absolute api base: Node's Request (under jsdom) cannot resolve a relative URL.
    renderShell('/nulle-part?x=1', { apiBase: 'http://localhost' }, { strictMode: true });
    await waitFor(() => expect(reports).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(reports).toEqual([{ uri: 'http://localhost/nulle-part?x=1', locale: 'fr_FR' }]);
  });

  it('does not report pages that exist', async () => {
    renderShell('/recherche', { apiBase: 'http://localhost' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(reports).toEqual([]);
  });

  it('keeps the 404 page when the report fails', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const view = renderShell('/nulle-part');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(view.getByRole('heading', { name: 'Oups !' })).toBeInTheDocument();
  });
});
