/**
 * @jest-environment node
 */
// No window, no document: what the edge runs. Anything of the frame that reads the browser while
// rendering would throw here.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { LOCALES } from '@escapade/shared-contracts/locales';
import type { Registry } from '@escapade/shared-contracts/registry';
import type { PageMeta } from '@escapade/shared-contracts/event-bus';
import { renderShellPage, type ShellServerPage, type ShellServerRequest } from './server';

const API = 'http://api.test';
const server = setupServer(
  http.get(`${API}/api/flags`, () => HttpResponse.json({ boxes: true })),
  http.get(`${API}/api/cms/promoBars`, () => HttpResponse.json([])),
  http.get(`${API}/api/cms/countdown`, () =>
    HttpResponse.json([
      {
        id: 'flash',
        flow: 'booking',
        title: 'Venta flash',
        startDate: new Date(Date.now() - 3_600_000).toISOString(),
        endDate: new Date(Date.now() + 3_600_000).toISOString(),
      },
    ]),
  ),
  http.get(`${API}/api/cms/navLinks`, () => HttpResponse.json({ destinations: [], themes: [], gifts: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const entry = (federationName: string) => ({
  federationName,
  version: '1.0.0',
  manifestUrl: `http://cdn.test/${federationName}/1.0.0/mf-manifest.json`,
  enabledLocales: [...LOCALES],
  contractRange: '^1.0.0',
});
const registry: Registry = {
  generatedAt: '',
  remotes: { 'mfe-product': entry('mfe_product'), 'mfe-content': entry('mfe_content') },
};

function request(overrides: Partial<ShellServerRequest> = {}): ShellServerRequest {
  return {
    url: '/estancia/20039?flow=booking',
    location: { protocol: 'http:', hostname: 'es.localhost', port: '3000', origin: 'http://es.localhost:3000' },
    registry,
    apiOrigin: API,
    renderRemote: async () => ({
      html: '<h1>Estancia romántica</h1>',
      state: { queries: [] },
      meta: { title: 'Estancia romántica', description: 'Dos noches' },
    }),
    reportError: jest.fn(),
    ...overrides,
  };
}

/** The page itself with its whole markup (a redirect fails the test). */
async function renderPage(
  overrides: Partial<ShellServerRequest> = {},
): Promise<(Omit<ShellServerPage, 'body'> & { body: string }) | null> {
  const answer = await renderShellPage(request(overrides));
  if (answer && 'redirect' in answer) throw new Error(`unexpected redirect to ${answer.redirect}`);
  if (!answer) return null;
  let body = '';
  for await (const chunk of answer.body) body += chunk;
  return { ...answer, body };
}

describe('the page rendered on the server', () => {
  it("holds the frame in the site's language and the remote's markup where the browser will hydrate it", async () => {
    const renderRemote = jest.fn(request().renderRemote);
    const page = await renderPage({ renderRemote });
    expect(page?.lang).toBe('es-ES');
    expect(page?.body).toContain('<header');
    expect(page?.body).toContain('<footer');
    expect(page?.body).toMatch(
      /data-remote="mfe-product" data-status="server"><div[^>]*data-mount-point=""><h1>Estancia romántica<\/h1><\/div>/,
    );
    // The remote was asked for the route as the server sees it: no hash, the page's origin for images.
    expect(renderRemote).toHaveBeenCalledWith(
      'mfe-product',
      expect.objectContaining({
        locale: 'es_ES',
        apiBase: '',
        route: expect.objectContaining({ kind: 'stay', id: '20039', hash: '', search: 'flow=booking' }),
      }),
    );
    expect(page?.head).toContain('<title>Estancia romántica | Escapade</title>');
    expect(page?.head).toContain('<meta name="description" content="Dos noches">');
    expect(page?.head).toContain('<link rel="canonical" href="http://es.localhost:3000/estancia/20039">');
    expect(page?.state.outlet).toEqual(
      // With how long the remote's render took, which the browser reports with its load figures.
      expect.objectContaining({
        remote: 'mfe-product',
        serverState: { queries: [] },
        hydrate: true,
        renderMs: expect.any(Number),
      }),
    );
    expect(page?.state.flags.boxes).toBe(true);
    expect(page?.status).toBe(200);
  });

  it("answers a path no route matches with status 404 and the content remote's 404 body", async () => {
    const renderRemote = jest.fn(async () => ({ html: '<h1>¡Vaya!</h1>', state: {}, status: 404 as const }));
    const page = await renderPage({ url: '/no-such-page', renderRemote });
    expect(page?.status).toBe(404);
    expect(renderRemote).toHaveBeenCalledWith(
      'mfe-content',
      expect.objectContaining({ route: expect.objectContaining({ kind: 'notFound', pathname: '/no-such-page' }) }),
    );
    expect(page?.body).toMatch(/data-remote="mfe-content" data-status="server"><div[^>]*><h1>¡Vaya!<\/h1>/);
  });

  it('keeps status 404 for an unknown path even when the remote cannot draw it', async () => {
    const page = await renderPage({ url: '/no-such-page', renderRemote: async () => null });
    expect(page?.status).toBe(404);
  });

  it('answers 404 for a page whose remote says its id names nothing', async () => {
    const page = await renderPage({
      url: '/pagina/no-existe',
      renderRemote: async () => ({ html: '<h1>¡Vaya!</h1>', state: {}, status: 404 }),
    });
    expect(page?.status).toBe(404);
  });

  it("passes on a remote's redirect to a path of the site, and only that", async () => {
    const leadsTo = (redirect: string) => async () => ({ html: '', state: {}, redirect });
    expect(
      await renderShellPage(
        request({ url: '/ciudad/madrid-10100', renderRemote: leadsTo('/busqueda?flow=booking#city=10100') }),
      ),
    ).toEqual({ redirect: '/busqueda?flow=booking#city=10100' });
    for (const elsewhere of ['//evil.example/', 'https://evil.example/']) {
      const page = await renderPage({ url: '/ciudad/madrid-10100', renderRemote: leadsTo(elsewhere) });
      expect(page?.status).toBe(200);
    }
  });

  describe('a paged list', () => {
    const withSearch: Registry = { ...registry, remotes: { ...registry.remotes, 'mfe-search': entry('mfe_search') } };
    const searchPage = (url: string, meta: PageMeta) =>
      renderPage({
        url,
        registry: withSearch,
        renderRemote: async () => ({ html: '<h1>Búsqueda</h1>', state: {}, meta }),
      });
    const pageLinks = (head = '') =>
      [...head.matchAll(/<link rel="(prev|next)" href="([^"]*)">/g)].map((m) => [m[1], m[2]]);

    it.each([
      ['the first page', '/busqueda?flow=booking', { nextPath: '/busqueda?flow=booking&page=1' }, [['next', 'page=1']]],
      [
        'a middle page',
        '/busqueda?flow=booking&page=1',
        { prevPath: '/busqueda?flow=booking', nextPath: '/busqueda?flow=booking&page=2' },
        [
          ['prev', ''],
          ['next', 'page=2'],
        ],
      ],
      [
        'the last page',
        '/busqueda?flow=booking&page=2',
        { prevPath: '/busqueda?flow=booking&page=1' },
        [['prev', 'page=1']],
      ],
    ] as const)('links %s to its neighbours on the public host', async (_, url, hints, expected) => {
      const page = await searchPage(url, { title: 'Búsqueda', ...hints });
      expect(pageLinks(page?.head)).toEqual(
        expected.map(([rel, pageQuery]) => [
          rel,
          `http://es.localhost:3000/busqueda?flow=booking${pageQuery ? `&amp;${pageQuery}` : ''}`,
        ]),
      );
    });

    it('gives a page not to be indexed no neighbours', async () => {
      const page = await searchPage('/busqueda?flow=booking&page=1', {
        title: 'Búsqueda',
        robots: 'noindex, follow',
        prevPath: '/busqueda?flow=booking',
        nextPath: '/busqueda?flow=booking&page=2',
      });
      expect(pageLinks(page?.head)).toEqual([]);
    });
  });

  it("sends the navigation's tabs with the page, not the levels under them, which the browser asks itself", async () => {
    const link = (id: string, children: unknown[] = []) => ({
      _id: id,
      label: `Voce ${id}`,
      // A page of a remote the registry has: links to switched-off pages are left out.
      target: { kind: 'home' },
      children,
    });
    server.use(
      http.get(`${API}/api/cms/navLinks`, () =>
        HttpResponse.json({ links: [link('destinations', [link('italia', [link('roma')])]), link('temi')] }),
      ),
    );
    // A site of its own: the frame's shared answers of the other tests' site stay out of it.
    const page = await renderPage({
      url: '/soggiorno/20039?flow=booking',
      location: { protocol: 'http:', hostname: 'it.localhost', port: '3000', origin: 'http://it.localhost:3000' },
    });
    const queries = (page?.state.frame as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
    expect(queries.find((query) => query.queryKey[0] === 'nav-links')).toBeUndefined();
    const tabs = queries.find((query) => query.queryKey[0] === 'nav-tabs');
    expect(tabs?.queryKey).toEqual(['nav-tabs', 'it_IT']);
    expect(tabs?.state.data).toEqual({ links: [link('destinations'), link('temi')] });
    expect(page?.body).toContain('Voce destinations');
    expect(page?.body).not.toContain('Voce italia');
  });

  it("holds the flow's countdown in the frame, its figures to tick in the browser", async () => {
    const page = await renderPage({ url: '/?flow=booking' });
    expect(page?.body).toMatch(/<section[^>]*><div[^>]*><p[^>]*>Venta flash<\/p><div[^>]*role="timer"/);
  });

  it("shows the outlet's skeleton when the remote could not be rendered", async () => {
    const page = await renderPage({ renderRemote: async () => null });
    expect(page?.body).toMatch(/data-remote="mfe-product" data-status="loading"/);
    expect(page?.state.outlet).toBeNull();
    expect(page?.head).toContain('<title>Escapade</title>');
  });

  it('does not render a remote built for another contract, and logs both versions', async () => {
    const renderRemote = jest.fn(request().renderRemote);
    const reportError = jest.fn();
    const newer = { ...entry('mfe_product'), version: '2.0.0-abc', contractRange: '^2.0.0' };
    const page = await renderPage({
      registry: { ...registry, remotes: { ...registry.remotes, 'mfe-product': newer } },
      renderRemote,
      reportError,
    });
    expect(renderRemote).not.toHaveBeenCalled();
    expect(page?.state.outlet).toBeNull();
    expect(page?.body).not.toContain('Estancia romántica</h1>');
    expect(String(reportError.mock.calls[0]![0])).toMatch(
      /2\.0\.0-abc was built for contract \^2\.0\.0; the shell provides/,
    );
  });

  it('keeps a large page in one piece, with no script to reassemble it (the policy would refuse one)', async () => {
    const html = `<h1>Estancia romántica</h1>${'<p>Dos noches junto al mar, desayuno incluido.</p>'.repeat(600)}`;
    const page = await renderPage({ renderRemote: async () => ({ html, state: null }) });
    expect(page?.body).toContain(html);
    expect(page?.body).not.toMatch(/<script|<template|id="S:/);
  });

  it('stops the markup when the edge gives up on the page, and says so', async () => {
    const controller = new AbortController();
    controller.abort(new Error('the page took too long'));
    const reportError = jest.fn();
    // The markup fails with the reason instead of running on behind an answer already sent.
    await expect(renderPage({ signal: controller.signal, reportError })).rejects.toThrow('the page took too long');
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'the page took too long' }),
      'page markup',
    );
  });

  it('leaves the Belgian splash and customer-care mode to the browser', async () => {
    const be = { protocol: 'http:', hostname: 'be.localhost', port: '3000', origin: 'http://be.localhost:3000' };
    expect(await renderShellPage(request({ url: '/', location: be }))).toBeNull();
    const care = { protocol: 'http:', hostname: 'care.localhost', port: '3000', origin: 'http://care.localhost:3000' };
    expect(await renderShellPage(request({ url: '/', location: care }))).toBeNull();
  });
});
