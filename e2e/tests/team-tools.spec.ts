import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForRemote } from '../support/test';
import { E2E_LOCAL_DIR, E2E_PORTS } from '../support/ports';
import { readLiveRegistry } from '../support/registry-live';
import { serverRenderedHtml } from '../support/server-rendered';
import { REPO_ROOT, npmReport, serveFolder } from '../support/team-commands';

// What teams and QA use on a live page: the boundary overlay, and overriding a remote in one browser.

test.describe('the boundary overlay', () => {
  test('?boundaries=1 outlines each remote with its name, version, rendering and timings', async ({ page }) => {
    // The panel says how the page was rendered: the visit gets the page as the edge renders it, not
    // one the edge left to the browser because its render ran late on a busy machine.
    await serverRenderedHtml(page.request, '/?boundaries=1', 'mfe-content');
    await page.goto('/?boundaries=1');
    await waitForRemote(page, 'mfe-content');
    const panel = page.getByRole('region', { name: 'Remotes de cette page' });
    await expect(panel).toBeVisible();
    const live = await readLiveRegistry(page.request);
    // The home page is the content remote's, rendered by the server; its search box is mfe-search's widget.
    const content = panel.getByText(
      new RegExp(
        `^mfe-content · ${live.remotes['mfe-content']!.version} · rendue par le serveur · code prêt en \\d+ ms, montée en \\d+ ms$`,
      ),
    );
    await expect(content).toBeVisible();
    await expect(
      panel.getByText(new RegExp(`^mfe-search/SearchBox · ${live.remotes['mfe-search']!.version} · `)),
    ).toBeVisible();
    // The outline's label on the area itself says the same.
    await expect(page.locator('[data-remote="mfe-content"]')).toHaveAttribute(
      'data-boundary',
      (await content.textContent())!,
    );
    // Keyboard and screen readers reach it: named buttons, nothing axe finds wrong in it.
    const axe = await new AxeBuilder({ page }).include('[data-boundary-panel]').analyze();
    expect(axe.violations).toEqual([]);
    await panel.getByRole('button', { name: 'Masquer' }).press('Enter');
    await expect(panel).toHaveCount(0);
    await expect(page.locator('[data-boundary]')).toHaveCount(0);
  });

  test('is absent unless asked, and Alt+Shift+B shows it on any page', async ({ page }) => {
    await page.goto('/sejour/20039?flow=booking');
    await waitForRemote(page, 'mfe-product');
    const panel = page.getByRole('region', { name: 'Remotes de cette page' });
    await expect(panel).toHaveCount(0);
    await page.keyboard.press('Alt+Shift+KeyB');
    await expect(panel.getByText(/^mfe-product · /)).toBeVisible();
    await page.keyboard.press('Alt+Shift+KeyB');
    await expect(panel).toHaveCount(0);
  });
});

/** A port of its own for the changed build, as a team's dev server would have. */
const CHANGED_BUILD_PORT = E2E_PORTS.edge + 190;

/**
 * A changed build of mfe-content: the live version's files, with one French text changed in its
 * browser and its server code, in a folder of its own.
 */
function changedContentBuild(liveVersion: string): string {
  const live = path.join(REPO_ROOT, E2E_LOCAL_DIR, 'cdn', 'mfe-content', liveVersion);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-content-changed-'));
  fs.cpSync(live, folder, { recursive: true });
  let changed = 0;
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(folder, file);
    const text = fs.readFileSync(full, 'utf8');
    const next = text.replaceAll('"fromPrice":"dès {{price}}"', '"fromPrice":"à partir de {{price}}"');
    if (next === text) continue;
    fs.writeFileSync(full, next);
    changed += 1;
  }
  // The browser's texts and the server bundle's.
  expect(changed).toBeGreaterThanOrEqual(2);
  return folder;
}

test.describe('a remote overridden in one browser', () => {
  test('loads there from the changed build, server-rendered too, while another browser sees the deployed one', async ({
    page,
    browser,
    request,
  }) => {
    const live = await readLiveRegistry(request);
    const folder = changedContentBuild(live.remotes['mfe-content']!.version);
    const changedBuild = await serveFolder(folder, CHANGED_BUILD_PORT);
    const manifest = `${changedBuild.origin}/mf-manifest.json`;
    try {
      await page.goto(`/?flow=booking&override=mfe-content@${manifest}`);
      // The edge kept it and came back to the page without the parameter.
      await expect(page).toHaveURL(/\/\?flow=booking$/);
      const ribbon = page.getByRole('region', { name: 'Remplacement de remotes' });
      await expect(ribbon).toContainText(`mfe-content chargée depuis ${manifest}`);
      await waitForRemote(page, 'mfe-content');
      await expect(page.getByText(/^à partir de \d+/).first()).toBeVisible();
      // Rendered by the server for this browser (its cookie goes with the context's requests)…
      const own = await page.request.get('/');
      expect(await own.text()).toMatch(/à partir de \d+/);
      expect(own.headers()['cache-control']).toBe('private, no-store');

      // …and never for anybody else.
      const other = await browser.newContext();
      try {
        const otherPage = await other.newPage();
        await otherPage.goto('/');
        await waitForRemote(otherPage, 'mfe-content');
        await expect(otherPage.getByText(/^dès \d+/).first()).toBeVisible();
        await expect(otherPage.getByText(/à partir de \d+/)).toHaveCount(0);
        await expect(otherPage.getByRole('region', { name: 'Remplacement de remotes' })).toHaveCount(0);
        expect(await (await other.request.get('/')).text()).not.toMatch(/à partir de \d+/);
      } finally {
        await other.close();
      }

      // The reset ends it.
      await ribbon.getByRole('button', { name: 'Rétablir les versions déployées' }).click();
      await expect(ribbon).toHaveCount(0);
      await expect(page.getByText(/^dès \d+/).first()).toBeVisible();
    } finally {
      await changedBuild.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  test('is refused from an origin the shop does not allow, saying why', async ({ request }) => {
    const refused = await request.get('/?override=mfe-content@https://evil.example/mf-manifest.json', {
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toMatch(/not from https:\/\/evil\.example/);
  });

  test('can be set and cleared from the overlay panel', async ({ page }) => {
    await page.goto('/?boundaries=1');
    const panel = page.getByRole('region', { name: 'Remotes de cette page' });
    const live = await readLiveRegistry(page.request);
    // Another deployed version's manifest works the same: here, the live one of mfe-search.
    await panel.getByRole('textbox', { name: 'Adresse du manifeste' }).fill(live.remotes['mfe-search']!.manifestUrl);
    await panel.getByRole('button', { name: 'Remplacer' }).click();
    const ribbon = page.getByRole('region', { name: 'Remplacement de remotes' });
    await expect(ribbon).toContainText('mfe-search chargée depuis');
    await page.goto('/?boundaries=1');
    await page
      .getByRole('region', { name: 'Remotes de cette page' })
      .getByRole('button', { name: 'Rétablir les versions déployées' })
      .click();
    await expect(ribbon).toHaveCount(0);
  });
});

test.describe('load telemetry', () => {
  test('a sampled session reports how each remote loaded, and npm run report sums it up per remote and locale', async ({
    page,
  }) => {
    // This session is one of the sampled ones (QA marks its own the same way).
    await page.addInitScript(() => sessionStorage.setItem('escapade.remoteLoadSampled', '1'));
    const reported: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (!request.url().includes('/analytics/ga/collect/')) return;
      const hit = JSON.parse(request.postData() ?? '{}') as {
        event?: { name?: string; params?: Record<string, unknown> };
      };
      if (hit.event?.name === 'remote_load') reported.push(hit.event.params ?? {});
    });
    await page.goto('/sejour/20039?flow=booking');
    await waitForRemote(page, 'mfe-product');
    await expect.poll(() => reported.find((params) => params.remote === 'mfe-product')).toBeTruthy();
    const product = reported.find((params) => params.remote === 'mfe-product')!;
    expect(product).toMatchObject({ failed: false, version: expect.any(String) });
    expect(['server', 'fallback']).toContain(product.rendering);
    for (const figure of ['manifest_ms', 'script_ms', 'load_ms', 'mount_ms', 'total_ms'])
      expect(product[figure], figure).toEqual(expect.any(Number));
    if (product.rendering === 'server') expect(product.render_ms).toEqual(expect.any(Number));

    // The api stored it: the report of the last day has the line.
    await expect
      .poll(() => npmReport('--days', '1').output, { timeout: 30_000 })
      .toMatch(/mfe-product\s+fr_FR\s+\d+\s+\d+ ms\s+\d+ ms\s+\d+\.\d %\s+(\d+\.\d %|–)/);
  });

  test('a session that is not sampled reports nothing', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('escapade.remoteLoadSampled', '0'));
    const names: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/analytics/ga/collect/'))
        names.push((JSON.parse(request.postData() ?? '{}') as { event?: { name?: string } }).event?.name ?? '');
    });
    await page.goto('/');
    await waitForRemote(page, 'mfe-content');
    await expect.poll(() => names).toContain('page_view');
    expect(names).not.toContain('remote_load');
  });
});
