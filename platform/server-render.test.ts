import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '@escapade/shared-contracts/locales';
import type { Registry } from '@escapade/shared-contracts/registry';
import http from 'node:http';
import type net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createCdn } from './cdn';
import type { PlatformConfig } from './config';
import { createRemoteSource, type RemoteSource } from './remote-source';
import { renderPageOnServer } from './server-render';
import { testPlatformConfig } from './test-platform-config';

const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-render-'));
// The cdn serves the deployed versions over HTTP, as the edge reads them: its origin is known once it listens.
let config: PlatformConfig = testPlatformConfig(localDir);
let cdn: FastifyInstance;
let remotes: RemoteSource;
const shellDist = path.join(localDir, 'shell-dist');
const location = { protocol: 'http:', hostname: 'localhost', port: '3000', origin: 'http://localhost:3000' };

/** A shell bundle that renders the page around whatever the route's remote gave. */
const SHELL_BUNDLE = `
exports.renderShellPage = async (request) => {
  const remote = request.url.startsWith('/sejour') ? 'mfe-product' : 'mfe-content';
  const rendered = await request.renderRemote(remote, { route: { pathname: request.url } });
  if (rendered && rendered.redirect) return { redirect: rendered.redirect };
  return {
    status: rendered && rendered.status === 404 ? 404 : 200,
    lang: 'fr-FR',
    head: '<title>' + (rendered && rendered.meta ? rendered.meta.title : 'Escapade') + '</title>',
    body: '<header>frame</header>' + (rendered ? rendered.html : '<div>skeleton</div>'),
    state: { outlet: rendered && { remote, serverState: rendered.state } },
  };
};`;

function deployRemote(remote: string, version: string, source: string): string {
  const folder = path.join(config.cdnDir, remote, version);
  fs.mkdirSync(path.join(folder, 'server'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'server', 'server.js'), source);
  return `${config.cdnOrigin}/${remote}/${version}/mf-manifest.json`;
}

function registryWith(remotes: Record<string, string>): Registry {
  return {
    generatedAt: '',
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([remote, manifestUrl]) => [
        remote,
        { federationName: remote, version: 'v', manifestUrl, enabledLocales: [...LOCALES], contractRange: '^1.0.0' },
      ]),
    ),
  };
}

const renderAnswer = (url: string, registry: Registry, logs: string[] = []) =>
  renderPageOnServer({
    apiOrigin: config.apiOrigin,
    remotes,
    shellDist,
    registry,
    url,
    location,
    remoteBudgetMs: 100,
    log: (message) => logs.push(message),
  });

/** The rendered page with its whole markup (a redirect fails the test). */
async function render(url: string, registry: Registry, logs: string[] = []) {
  const answer = await renderAnswer(url, registry, logs);
  if (answer && 'redirect' in answer) throw new Error(`unexpected redirect to ${answer.redirect}`);
  if (!answer) return null;
  let body = '';
  for await (const chunk of answer.page.body) body += chunk;
  return { ...answer, page: { ...answer.page, body } };
}

beforeAll(async () => {
  fs.mkdirSync(path.join(shellDist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(shellDist, 'server', 'server.js'), SHELL_BUNDLE);
  cdn = await createCdn(config);
  await cdn.listen({ port: 0, host: '127.0.0.1' });
  config = { ...config, cdnOrigin: `http://127.0.0.1:${(cdn.server.address() as net.AddressInfo).port}` };
  remotes = createRemoteSource({ cdnOrigin: config.cdnOrigin, serverBundleToken: config.serverBundleToken });
});

afterAll(() => cdn.close());

describe('server rendering at the edge', () => {
  it("renders the route's remote inside the frame, with the data and head tags it gave", async () => {
    const registry = registryWith({
      'mfe-product': deployRemote(
        'mfe-product',
        '1.0.0-a',
        `exports.renderRoute = async (props, context) => ({ html: '<h1>Stay ' + props.route.pathname + '</h1>', state: { queries: [{ api: context.apiOrigin }] }, meta: { title: 'Stay' } });`,
      ),
    });
    const rendered = await render('/sejour/20039', registry);
    expect(rendered?.renderedRemote).toBe('mfe-product');
    expect(rendered?.page.body).toBe('<header>frame</header><h1>Stay /sejour/20039</h1>');
    expect(rendered?.page.head).toBe('<title>Stay</title>');
    expect(rendered?.page.state).toEqual({
      outlet: { remote: 'mfe-product', serverState: { queries: [{ api: config.apiOrigin }] } },
    });
  });

  it("passes on the page's status and a redirect the remote asks for", async () => {
    const missing = registryWith({
      'mfe-content': deployRemote(
        'mfe-content',
        '1.0.0-missing',
        `exports.renderRoute = async () => ({ html: 'gone', state: null, status: 404 });`,
      ),
    });
    expect((await render('/page/nothing', missing))?.page.status).toBe(404);
    const elsewhere = registryWith({
      'mfe-content': deployRemote(
        'mfe-content',
        '1.0.0-elsewhere',
        `exports.renderRoute = async () => ({ html: '', state: null, redirect: '/recherche#city=10001' });`,
      ),
    });
    expect(await renderAnswer('/ville/paris-10001', elsewhere)).toEqual({ redirect: '/recherche#city=10001' });
  });

  it('renders a newly deployed version from the next request on', async () => {
    const first = registryWith({
      'mfe-content': deployRemote(
        'mfe-content',
        '1.0.0-old',
        `exports.renderRoute = async () => ({ html: 'old', state: null });`,
      ),
    });
    expect((await render('/', first))?.page.body).toContain('old');
    const next = registryWith({
      'mfe-content': deployRemote(
        'mfe-content',
        '1.0.0-new',
        `exports.renderRoute = async () => ({ html: 'new', state: null });`,
      ),
    });
    expect((await render('/', next))?.page.body).toContain('new');
  });

  it.each([
    ['throws', `exports.renderRoute = async () => { throw new Error('boom'); };`],
    [
      'takes longer than its budget',
      `exports.renderRoute = () => new Promise((resolve) => setTimeout(() => resolve({ html: 'late', state: null }), 2000));`,
    ],
    ['cannot even be loaded', `throw new Error('broken bundle');`],
    ['gives no markup', `exports.renderRoute = async () => ({ state: null });`],
  ])('leaves a remote that %s to the browser, and still renders the frame', async (_case, source) => {
    const logs: string[] = [];
    const registry = registryWith({ 'mfe-product': deployRemote('mfe-product', `1.0.0-${_case.length}`, source) });
    const started = Date.now();
    const rendered = await render('/sejour/1', registry, logs);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(rendered?.renderedRemote).toBeNull();
    expect(rendered?.page.body).toBe('<header>frame</header><div>skeleton</div>');
    expect(logs).toEqual(['mfe-product is left to the browser']);
  });

  it("stops a remote's work at its budget: its api call is cancelled, not left running behind the answer", async () => {
    // An api that never answers: the remote's call waits until its signal cancels it.
    let cancelled!: () => void;
    const callCancelled = new Promise<void>((resolve) => (cancelled = resolve));
    const api = http.createServer((request) => request.on('close', cancelled));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as net.AddressInfo).port}/api/weekend/1`;
    const logs: string[] = [];
    const registry = registryWith({
      'mfe-product': deployRemote(
        'mfe-product',
        '1.0.0-waits',
        `exports.renderRoute = (props, context) => fetch(${JSON.stringify(apiUrl)}, { signal: context.signal });`,
      ),
    });
    try {
      const rendered = await render('/sejour/1', registry, logs);
      expect(rendered?.renderedRemote).toBeNull();
      expect(logs).toEqual(['mfe-product is left to the browser']);
      await callCancelled;
    } finally {
      api.closeAllConnections();
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('renders no remote that is not on this cdn (a team dev server), and none that is not deployed', async () => {
    const registry = registryWith({
      'mfe-product': 'http://localhost:3201/mf-manifest.json',
      'mfe-content': `${config.cdnOrigin}/mfe-content/9.9.9/mf-manifest.json`,
    });
    expect((await render('/sejour/1', registry))?.renderedRemote).toBeNull();
    expect((await render('/', registry))?.renderedRemote).toBeNull();
  });

  it('leaves the whole page to the browser when the shell has no server bundle', async () => {
    const logs: string[] = [];
    const rendered = await renderPageOnServer({
      apiOrigin: config.apiOrigin,
      remotes,
      shellDist: path.join(localDir, 'none'),
      registry: registryWith({}),
      url: '/',
      location,
      log: (message) => logs.push(message),
    });
    expect(rendered).toBeNull();
  });
});
