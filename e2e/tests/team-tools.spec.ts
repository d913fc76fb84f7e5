import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForRemote } from '../support/test';

// What teams and QA use on a live page: the boundary overlay.

test.describe('the boundary overlay', () => {
  test('?boundaries=1 outlines each remote with its name, version, rendering and timings', async ({ page }) => {
    await page.goto('/?boundaries=1');
    await waitForRemote(page, 'mfe-content');
    const panel = page.getByRole('region', { name: 'Remotes de cette page' });
    await expect(panel).toBeVisible();
    const live = (await (await page.request.get('/registry.json')).json()) as {
      remotes: Record<string, { version: string }>;
    };
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
