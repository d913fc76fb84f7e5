/**
 * @jest-environment node
 */
// What the edge runs: the page drawn on the server, then read as the browser receives it.
import { JSDOM } from 'jsdom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { within } from '@testing-library/dom';
import { LOCALES } from '@escapade/shared-contracts/locales';
import type { Registry } from '@escapade/shared-contracts/registry';
import { renderShellPage, type ShellServerRequest } from './server';

const API = 'http://api.test';
const cmsPage = (contact: boolean) => ({
  seo: { title: 'Escapade', description: '', index: true, follow: true },
  jumbotron: null,
  blocks: [],
  footer: { legal: false, newsletter: true, contact },
});
const server = setupServer(
  http.get(`${API}/api/flags`, () => HttpResponse.json({})),
  http.get(`${API}/api/cms/promoBars`, () => HttpResponse.json([])),
  http.get(`${API}/api/cms/countdown`, () => HttpResponse.json([])),
  http.get(`${API}/api/cms/navLinks`, () => HttpResponse.json({ links: [] })),
  http.get(`${API}/gateway/cms/announcementBanner`, () =>
    HttpResponse.json({ data: { homePages: [], searchPages: [], productPages: [] } }),
  ),
  http.get(`${API}/content/strapiAnnouncementBanner.json`, () =>
    HttpResponse.json({ homePages: [], searchPages: [], productPages: [] }),
  ),
  http.get(`${API}/api/cms/homepage`, () => HttpResponse.json({ booking: cmsPage(true), gifting: cmsPage(false) })),
  http.get(`${API}/api/cms/campaigns/:id`, () =>
    HttpResponse.json({ id: 'xmas', redirectHome: false, page: cmsPage(false) }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

const registry: Registry = {
  generatedAt: '',
  remotes: {
    'mfe-content': {
      federationName: 'mfe_content',
      version: '1.0.0',
      manifestUrl: 'http://cdn.test/mfe_content/1.0.0/mf-manifest.json',
      enabledLocales: [...LOCALES],
      contractRange: '^1.0.0',
    },
  },
};

/** The footer of the page the server draws at `url` on the French site, as a document. */
async function serverFooter(url: string): Promise<HTMLElement> {
  const request: ShellServerRequest = {
    url,
    location: { protocol: 'http:', hostname: 'fr.localhost', port: '3000', origin: 'http://fr.localhost:3000' },
    registry,
    apiOrigin: API,
    renderRemote: async () => ({ html: '<h1>Escapade</h1>', state: { queries: [] } }),
    reportError: jest.fn(),
  };
  const page = await renderShellPage(request);
  if (!page || 'redirect' in page) throw new Error('no page');
  let body = '';
  for await (const chunk of page.body) body += chunk;
  const { document } = new JSDOM(`<!doctype html><body>${body}</body>`).window;
  return within(document.body).getByRole('contentinfo');
}

describe('the footer drawn on the server', () => {
  it('leaves out the contact block the CMS turns off on the gifting home, and keeps the newsletter', async () => {
    const footer = await serverFooter('/?flow=gifting');
    expect(within(footer).queryByRole('heading', { name: 'Une question ?' })).toBeNull();
    expect(within(footer).getByRole('heading', { name: 'Newsletter' })).toBeTruthy();
  });

  it('keeps the contact block the CMS turns on on the booking home', async () => {
    const footer = await serverFooter('/?flow=booking');
    expect(within(footer).getByRole('heading', { name: 'Une question ?' })).toBeTruthy();
  });

  it("follows a campaign page's own flags", async () => {
    const footer = await serverFooter('/operation/xmas');
    expect(within(footer).queryByRole('heading', { name: 'Une question ?' })).toBeNull();
  });
});
