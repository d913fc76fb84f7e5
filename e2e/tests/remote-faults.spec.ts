import { expect, test } from '../support/test';
import { serverRenderedHtml } from '../support/server-rendered';
import type { Locator, Page, Route } from '@playwright/test';

// Each remote, on a page where it is the main outlet, broken three ways: its files unreachable, its
// scripts hanging, and a bad deploy whose mount rejects. The pages arrive rendered by the edge, which
// reads the cdn itself: only the browser's requests meet the fault, after the page has come. Every
// time the frame keeps working, the server's markup stays readable and a notice ("could not finish
// loading", Retry) comes above it within the shell's deadline, and Retry brings the real remote back
// once the fault is gone, without a page reload.

/** MODULE_LOAD_TIMEOUT_MS of the shell: one deadline for a remote's whole load and mount. */
const LOAD_DEADLINE_MS = 20_000;
/**
 * How long the test waits for the notice at most: past the deadline, page start-up and the notice's
 * rendering, which a busy machine stretches. Whether the notice came from the deadline or from the
 * fault itself is read from the shell's error report, not from a stopwatch.
 */
const NOTICE_WAIT_MS = 2 * LOAD_DEADLINE_MS;
/** What the shell reports when a remote's load outlasts its deadline (RemoteLoadTimeoutError). */
const DEADLINE_REPORT = /did not load and mount within/;
const UNAVAILABLE = 'Cette partie de la page est indisponible pour le moment.';
const PARTLY_LOADED =
  "Une partie de la page n'a pas pu finir de se charger : certains boutons ne répondent pas encore.";
const STAY = '/sejour/20039?flow=booking';

interface Target {
  remote: string;
  path: string;
  /** Funnel pages carry the simplified header (a way back and the logo), without the header's drawers. */
  fullHeader: boolean;
  /** What the real remote shows on this page once it has taken it over. */
  content(page: Page): Locator;
}

const mainHeading = (page: Page, name?: string | RegExp) =>
  page.getByRole('main').getByRole('heading', { level: 1, ...(name ? { name } : {}) });

const outletOf = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`);

/** The notice above a server-rendered page whose remote could not load: a polite live region. */
const partlyLoadedNotice = (page: Page) =>
  page.getByRole('main').getByRole('status').filter({ hasText: PARTLY_LOADED });

/** The notice's Retry (it comes before the remote's markup in the outlet). */
const noticeRetry = (page: Page, remote: string) =>
  outletOf(page, remote).getByRole('button', { name: 'Réessayer' }).first();

const TARGETS: readonly Target[] = [
  { remote: 'mfe-content', path: '/', fullHeader: true, content: (page) => mainHeading(page) },
  {
    remote: 'mfe-search',
    path: '/recherche?flow=booking#city=10001',
    fullHeader: true,
    content: (page) => mainHeading(page, /séjours? à Paris/),
  },
  { remote: 'mfe-product', path: '/sejour/20039?flow=booking', fullHeader: true, content: (page) => mainHeading(page) },
  { remote: 'mfe-gift', path: '/cadeau/20039?flow=gifting', fullHeader: false, content: (page) => mainHeading(page) },
  {
    remote: 'mfe-checkout-entry',
    path: '/reservation/20039?flow=booking',
    fullHeader: false,
    content: (page) => mainHeading(page, 'Récapitulatif de votre réservation'),
  },
];

interface InjectedFault {
  /** The remote is healthy again: new requests reach the cdn. */
  lift(): Promise<void>;
}

/** Connection refused for every file of the remote, manifest included. */
async function unreachable(page: Page, remote: string): Promise<InjectedFault> {
  const files = new RegExp(`/${remote}/[^/]+/`);
  await page.route(files, (route) => route.abort('connectionrefused'));
  return { lift: () => page.unroute(files) };
}

/**
 * The manifest answers, the scripts never do. Lifting the fault lets the requests held so far go
 * on, as a cdn that answers again would (Chromium hands a second request for a script still
 * loading the same response, so a Retry could not get past a request that never ends).
 */
async function hanging(page: Page, remote: string): Promise<InjectedFault> {
  const scripts = new RegExp(`/${remote}/[^/]+/.*\\.js(\\?|$)`);
  const held: Route[] = [];
  await page.route(scripts, (route) => {
    held.push(route);
  });
  return {
    async lift() {
      await Promise.all(held.map((route) => route.fallback()));
      await page.unroute(scripts);
    },
  };
}

/**
 * A bad deploy: the remote's entry is a small hand-written container whose `./app` has valid
 * single-spa lifecycles but a mount that rejects. Serving it in place of remoteEntry.js goes through
 * the real manifest, runtime and parcel code, and does not depend on how the real chunks are built.
 */
async function throwingOnMount(page: Page, remote: string, globalName: string): Promise<InjectedFault> {
  const entry = new RegExp(`/${remote}/[^/]+/remoteEntry\\.js(\\?|$)`);
  const faultyContainer = `var ${globalName} = {
    init: function () {},
    get: function () {
      return Promise.resolve(function () {
        return {
          bootstrap: function () { return Promise.resolve(); },
          mount: function () { return Promise.reject(new Error('${remote}: mount failed (bad deploy)')); },
          unmount: function () { return Promise.resolve(); }
        };
      });
    }
  };`;
  await page.route(entry, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: faultyContainer }),
  );
  return { lift: () => page.unroute(entry) };
}

/** The frame still answers: header and footer visible, and their controls respond. */
async function expectFrameWorks(page: Page, target: Target): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: "Escapade, page d'accueil" })).toBeVisible();
  if (target.fullHeader) {
    // A drawer of the header opens and closes (the gift drawer: with customer accounts open, the
    // header has no wishlist button).
    await page.getByRole('banner').getByRole('button', { name: 'Idées cadeaux' }).click();
    const drawer = page.getByRole('dialog', { name: 'Offrir un cadeau' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Fermer les idées cadeaux' }).click();
    await expect(drawer).toBeHidden();
  }
  await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer mes cookies' }).click();
  const cookies = page.getByRole('dialog', { name: 'Vos préférences de cookies' });
  await expect(cookies).toBeVisible();
  await cookies.getByRole('button', { name: 'Annuler' }).click();
  await expect(cookies).toBeHidden();
}

const FAULTS = ['unreachable', 'hanging', 'throwing on mount'] as const;

for (const target of TARGETS) {
  test.describe(`${target.remote} on ${target.path}`, () => {
    // A hang is waited out in real time (the shell's deadline), then the page is used and retried.
    test.describe.configure({ timeout: NOTICE_WAIT_MS + 90_000 });
    for (const fault of FAULTS) {
      test(`${fault}: the frame works, the server's markup stays with a notice, Retry recovers`, async ({ page }) => {
        const registry = (await (await page.request.get('/registry.json')).json()) as {
          remotes: Record<string, { federationName: string }>;
        };
        const globalName = registry.remotes[target.remote]!.federationName;
        const injected =
          fault === 'unreachable'
            ? await unreachable(page, target.remote)
            : fault === 'hanging'
              ? await hanging(page, target.remote)
              : await throwingOnMount(page, target.remote, globalName);

        const reports: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') reports.push(message.text());
        });
        await serverRenderedHtml(page.request, target.path, target.remote);
        const started = Date.now();
        // Not 'load': a hanging script would hold the page's load event.
        await page.goto(target.path, { waitUntil: 'domcontentloaded' });
        const outlet = outletOf(page, target.remote);
        const notice = partlyLoadedNotice(page);
        await expect(notice).toBeVisible({ timeout: NOTICE_WAIT_MS });
        // A hang is only given up at the deadline (never before it); the other faults show for what
        // they are, without waiting for the deadline.
        const byDeadline = reports.some((report) => DEADLINE_REPORT.test(report));
        expect(byDeadline).toBe(fault === 'hanging');
        if (fault === 'hanging') expect(Date.now() - started).toBeGreaterThanOrEqual(LOAD_DEADLINE_MS);

        // The server's markup is still there to read, and no panel stands in its place.
        await expect(outlet).toHaveAttribute('data-status', 'failed');
        await expect(mainHeading(page)).toBeVisible();
        await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
        await expectFrameWorks(page, target);

        await injected.lift();
        await noticeRetry(page, target.remote).click();
        await expect(outlet).toHaveAttribute('data-status', 'mounted');
        await expect(target.content(page)).toBeVisible();
        await expect(notice).toHaveCount(0);
      });
    }
  });
}

// The shopper's view of a stay page whose remote cannot load in the browser, on a phone and on a
// desktop: the page the server rendered stays, the notice sits above it without covering it, and
// Retry takes the page over once the cdn answers again.
for (const { device, viewport } of [
  { device: 'phone', viewport: { width: 360, height: 740 } },
  { device: 'desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('a server-rendered stay page keeps its heading when mfe-product cannot load, and Retry takes it over', async ({
      page,
    }) => {
      const html = await serverRenderedHtml(page.request, STAY, 'mfe-product');
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      const fault = await unreachable(page, 'mfe-product');
      await page.goto(STAY);

      const outlet = outletOf(page, 'mfe-product');
      const notice = partlyLoadedNotice(page);
      await expect(notice).toBeVisible();
      await expect(outlet).toHaveAttribute('data-status', 'failed');
      const heading = mainHeading(page);
      await expect(heading).toBeVisible();
      const serverTitle = (await heading.innerText()).trim();
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);

      // In the flow above the markup, within the screen's width: it covers nothing.
      const retry = noticeRetry(page, 'mfe-product');
      const [noticeBox, retryBox, headingBox] = await Promise.all([
        notice.boundingBox(),
        retry.boundingBox(),
        heading.boundingBox(),
      ]);
      for (const box of [noticeBox!, retryBox!]) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.y + box.height).toBeLessThanOrEqual(headingBox!.y);
      }

      await fault.lift();
      await retry.click();
      await expect(outlet).toHaveAttribute('data-status', 'mounted');
      await expect(notice).toHaveCount(0);
      // The same page, taken over by its code.
      await expect(mainHeading(page, serverTitle)).toBeVisible();
    });
  });
}
