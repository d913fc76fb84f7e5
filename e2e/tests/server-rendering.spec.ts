import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_LOCAL_DIR, site } from '../support/ports';
import { waitForLiveRegistry } from '../support/registry-live';
import { serverRenderedHtml } from '../support/server-rendered';
import { bookableCheckin, oneNightHash } from '../support/stay-booking';

// Pages come from the server already rendered (frame, the route's remote with its data, head tags),
// and the browser takes them over without asking again; a remote that cannot render on the server
// is rendered by the browser, and a new deploy is rendered on the next request.

const localDir = path.resolve(__dirname, '../..', E2E_LOCAL_DIR);
const registryFile = path.join(localDir, 'registry.json');
const cdnDir = path.join(localDir, 'cdn');
const STAY = '/sejour/20039?flow=booking';

interface RegistryFile {
  remotes: Record<string, { version: string; manifestUrl: string }>;
}

/**
 * Deploys a copy of a remote's live version whose server bundle is replaced (by a server that
 * throws, or one that wraps the live bundle's source and marks its markup), as a team's new
 * version would be: a new folder, then the registry pointed at it, once the edge serves it.
 * Returns a way to point the registry back.
 */
async function deployVariant(
  request: APIRequestContext,
  remote: string,
  name: string,
  serverBundle: (original: string) => string,
): Promise<() => Promise<void>> {
  const before = fs.readFileSync(registryFile, 'utf8');
  const registry = JSON.parse(before) as RegistryFile;
  const live = registry.remotes[remote]!;
  const version = `${live.version}-${name}`;
  const from = path.join(cdnDir, remote, live.version);
  const to = path.join(cdnDir, remote, version);
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  fs.writeFileSync(
    path.join(to, 'server', 'server.js'),
    serverBundle(fs.readFileSync(path.join(from, 'server', 'server.js'), 'utf8')),
  );
  registry.remotes[remote] = { ...live, version, manifestUrl: live.manifestUrl.replace(live.version, version) };
  fs.writeFileSync(registryFile, JSON.stringify(registry, null, 2));
  await waitForLiveRegistry(request, (served) => served.remotes[remote]!.version === version);
  return async () => {
    fs.writeFileSync(registryFile, before);
    await waitForLiveRegistry(request, (served) => served.remotes[remote]!.version === live.version);
  };
}

/** The api calls a page makes from the browser. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (/^\/(api|weekend|gateway|content|product|hotels)\//.test(pathname) || pathname === '/registry.json') {
      calls.push(`${request.method()} ${pathname}${search}`);
    }
  });
  return calls;
}

test('a stay page arrives rendered, with its head tags, and the browser asks the api nothing the server did', async ({
  page,
  request,
}) => {
  // Asked until the edge renders it: a cold render on a busy machine is left to the browser.
  const html = await serverRenderedHtml(request, STAY, 'mfe-product');
  expect(html).toContain('<html lang="fr-FR">');
  expect(html).toMatch(/<title>[^<]+ – [^<]+ \| Escapade<\/title>/);
  // The canonical is on the French site's own host, like its alternate, whichever host served the page.
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/fr\.localhost:\d+\/sejour\/20039">/);
  expect(html).toContain('hreflang="es-ES"');
  // The frame, the stay's title, its price and its photos are in the markup itself.
  expect(html).toContain('<header');
  expect(html).toContain('<footer');
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(html).toMatch(/\d+(&nbsp;|\s| )€/);
  expect(html).toMatch(/<img[^>]+\/images\/hotel\//);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const calls = apiCalls(page);
  await page.goto(STAY);
  const outlet = page.locator('[data-remote="mfe-product"]');
  await expect(outlet).toHaveAttribute('data-status', 'mounted');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Hydrated: the booking panel answers.
  await page.getByRole('button', { name: 'Réserver' }).first().click();
  await expect(page.getByRole('alert').first()).toBeVisible();

  expect(calls.filter((call) => call.includes('/weekend/20039/detail.json'))).toEqual([]);
  // The flags and the registry came with the page (reporting an experiment's activation is a write, not a read).
  expect(
    calls.filter((call) => call.startsWith('GET ') && (call.includes('/api/flags') || call.includes('/registry.json'))),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test('the home and search pages arrive with the frame and their content in the markup', async ({ request }) => {
  // As its next visitor gets it: a render the edge cut at its budget on a busy machine is not kept.
  const home = await serverRenderedHtml(request, '/', 'mfe-content');
  expect(home).toContain('<html lang="fr-FR">');
  expect(home).toContain('data-remote="mfe-content"');
  expect(home).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(home).toContain('<footer');

  // The Spanish site, by its host name (as a browser on es.localhost sends it).
  const spanish = await (await request.get('/estancia/20039', { headers: { host: new URL(site('es')).host } })).text();
  expect(spanish).toContain('<html lang="es-ES">');
  expect(spanish).toMatch(/<link rel="canonical" href="http:\/\/es\.localhost:\d+\/estancia\/20039">/);

  // The search page renders what its path says; the criteria of the hash are the browser's.
  const search = await (await request.get('/recherche?flow=booking')).text();
  expect(search).toContain('data-remote="mfe-search"');
  expect(search).toContain('<header');
});

/**
 * Keeps the browser's requests for a remote's scripts waiting, as a slow phone network would, until
 * the journey lets them go (the remote's manifest and styles still come). Returns the release.
 */
async function holdScripts(page: Page, remote: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/${remote}/[^/]+/.*\\.js(\\?|$)`), async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

test.describe("a press on a server-rendered button before its remote's code has come", () => {
  // The page answers the press once the code has taken the button over: the shopper taps once.
  const journeys = [
    {
      page: 'the contact page',
      path: '/contact',
      remote: 'mfe-content',
      button: 'Laisser un message',
      dialog: 'Laissez-nous un message',
    },
    {
      page: "a stay's gallery",
      path: STAY,
      remote: 'mfe-product',
      button: /^Voir les \d+ photos/,
      dialog: /^Photos/,
    },
    {
      // A section below the first screen, which hydrates only when neared or pressed.
      page: "a stay's reviews",
      path: STAY,
      remote: 'mfe-product',
      button: 'Voir tous les avis',
      dialog: /^Avis clients/,
      // Far from the screen again when the code comes: only the press can make the section hydrate.
      scrollBackAfterPress: true,
    },
  ];
  for (const journey of journeys) {
    test(`is answered once the code has come, on ${journey.page}`, async ({ page }) => {
      // The edge keeps the page it rendered a few seconds: the visit below gets it with the remote's markup.
      await serverRenderedHtml(page.request, journey.path, journey.remote);
      const release = await holdScripts(page, journey.remote);
      // Returns once the shell has taken the page over; the remote's part is still the server's markup.
      await page.goto(journey.path);
      const outlet = page.locator(`[data-remote="${journey.remote}"]`);
      const button = page.getByRole('main').getByRole('button', { name: journey.button }).first();
      const dialog = page.getByRole('dialog', { name: journey.dialog });
      await expect(button).toBeVisible();
      await expect(outlet).toHaveAttribute('data-status', 'server');
      // Marked, to tell afterwards whether the remote took this very element over (hydrated it) or drew the page again.
      await button.evaluate((element) => Object.assign(element, { fromServer: true }));

      // Once: the press starts the page's scripts, whose remote part is held.
      await button.click();
      if ('scrollBackAfterPress' in journey) await page.evaluate(() => window.scrollTo(0, 0));
      await expect(outlet).toHaveAttribute('data-status', 'server');
      await expect(dialog).toBeHidden();

      release();
      await expect(outlet).toHaveAttribute('data-status', 'mounted');
      await expect(dialog).toBeVisible();
      // The server's text and the browser's agreed: the button pressed is the one the server sent.
      const pressed = outlet.locator('button', { hasText: journey.button }).first();
      expect(await pressed.evaluate((element) => 'fromServer' in element)).toBe(true);
    });
  }
});

test('a booking summary arrives with its stay, and the browser draws the dates and price over it without asking for the stay again', async ({
  page,
}) => {
  const summary = '/reservation/20039?flow=booking';
  // The dates are in the hash, which the server never gets: it sends the stay's card, photo and name.
  const html = await serverRenderedHtml(page.request, summary, 'mfe-checkout-entry');
  expect(html).toMatch(/<img[^>]+\/images\/hotel\//);
  expect(html).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
  const checkin = await bookableCheckin(page, 20039, 60);
  const hash = oneNightHash(checkin);
  const calls = apiCalls(page);
  const release = await holdScripts(page, 'mfe-checkout-entry');
  await page.goto(`${summary}#${hash}`);

  // Before the remote's code: the server's card shows, with its photo.
  const outlet = page.locator('[data-remote="mfe-checkout-entry"]');
  const photo = outlet.getByRole('img').first();
  await expect(photo).toBeVisible();
  await expect(outlet.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(outlet).toHaveAttribute('data-status', 'server');
  const serverPhoto = await photo.getAttribute('src');

  release();
  await expect(outlet).toHaveAttribute('data-status', 'mounted');
  await expect(outlet.getByText('Arrivée')).toBeVisible();
  await expect(outlet.getByRole('img').first()).toHaveAttribute('src', serverPhoto!);
  expect(calls.filter((call) => call.includes('/weekend/20039/detail.json'))).toEqual([]);
  expect(calls.some((call) => call.includes('/product/20039/quote'))).toBe(true);
});

test('a search draws its first photos from the first answer before mfe-search’s code comes, and its cards keep them', async ({
  page,
}) => {
  // The criteria are in the hash, which the server never gets: it sends placeholder cards.
  const calls = apiCalls(page);
  const release = await holdScripts(page, 'mfe-search');
  await page.goto('/recherche#city=10001');

  const outlet = page.locator('[data-remote="mfe-search"]');
  const earlyPhoto = outlet.getByTestId('offer-card-skeleton').first().locator('img');
  await expect(earlyPhoto).toBeVisible();
  await expect(outlet).toHaveAttribute('data-status', 'server');
  const photo = await earlyPhoto.getAttribute('src');
  expect(photo).toMatch(/\/images\/[a-z-]+\/[^/]+\.webp/);

  release();
  await expect(outlet).toHaveAttribute('data-status', 'mounted');
  const firstCard = outlet.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('article').first();
  await expect(firstCard.locator('img').first()).toHaveAttribute('src', photo!);
  await expect(outlet.getByRole('status', { name: 'Chargement des résultats' })).toHaveCount(0);
  // The page's one search: the remote took the first script's answer.
  expect(calls.filter((call) => call === 'POST /api/offers.json')).toHaveLength(1);
});

/** Points the registry back after a journey that deployed a variant of a remote. */
let restore: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restore?.();
  restore = undefined;
});

test.describe('a remote that cannot render on the server', () => {
  test('is rendered by the browser, and the page still comes at once', async ({ page, request }) => {
    restore = await deployVariant(
      request,
      'mfe-product',
      'throws-on-server',
      () => `exports.renderRoute = async () => { throw new Error('server render failed'); };`,
    );
    const html = await (await request.get(STAY)).text();
    expect(html).toContain('<header');
    expect(html).toContain('data-remote="mfe-product"');
    expect(html).not.toMatch(/<h1[^>]*>[^<]+<\/h1>/);

    await page.goto(STAY);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote="mfe-product"]')).toHaveAttribute('data-status', 'mounted');
  });
});

test.describe('a remote whose server render spins the CPU', () => {
  test('is stopped at its budget and holds neither its own page nor an unrelated one', async ({ request }) => {
    // A render that never ends by itself: on the edge's own thread it would hold every answer for good.
    restore = await deployVariant(
      request,
      'mfe-product',
      'spins',
      () => `exports.renderRoute = async () => { for (;;) {} };`,
    );
    // A stay address of its own (not kept from an earlier journey), and a home page no one asked for yet.
    const [stay, home] = await Promise.all([
      request.get(`${STAY}&spin=${Date.now()}`),
      request.get(`/?unrelated=${Date.now()}`),
    ]);
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('<header');
    // The stay page comes too, for the browser to render.
    expect(stay.status()).toBe(200);
    expect(await stay.text()).toMatch(/<div id="?root"?>/);
  });
});

test.describe('a new version of a remote', () => {
  test('is rendered on the server from the next request, with no restart', async ({ request }) => {
    restore = await deployVariant(
      request,
      'mfe-content',
      'next',
      (original) => `const live = (() => { const module = { exports: {} }; const exports = module.exports; ${original}
; return module.exports; })();
exports.renderRoute = async (props, context) => {
  const rendered = await live.renderRoute(props, context);
  return { ...rendered, html: '<p data-version="next">next version</p>' + rendered.html };
};`,
    );
    const html = await (await request.get('/')).text();
    expect(html).toContain('<p data-version="next">next version</p>');
    await restore();
    restore = undefined;
    expect(await (await request.get('/')).text()).not.toContain('data-version="next"');
  });
});
