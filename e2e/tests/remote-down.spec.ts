import { expect, test } from '../support/test';
import { serverRenderedHtml } from '../support/server-rendered';

// A remote whose files cannot be reached never takes the page with it.
test('with mfe-search unreachable the home page keeps its frame and content, with a retry panel', async ({ page }) => {
  await page.route(/\/mfe-search\//, (route) => route.abort('connectionrefused'));
  await page.goto('/');

  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // mfe-content still renders its home…
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // …and the SearchBox it borrows from mfe-search is replaced by the panel.
  const panel = page.getByText('Cette partie de la page est indisponible pour le moment.');
  await expect(panel).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);

  // The remote comes back: Retry mounts it.
  await page.unroute(/\/mfe-search\//);
  await page.getByRole('button', { name: 'Réessayer' }).first().click();
  await expect(page.getByRole('search', { name: 'Rechercher un séjour' })).toBeVisible();
});

test('with mfe-product unreachable its server-rendered page stays, with a notice, and the header still navigates', async ({
  page,
}) => {
  await serverRenderedHtml(page.request, '/sejour/1?flow=booking', 'mfe-product');
  await page.route(/\/mfe-product\//, (route) => route.abort('connectionrefused'));
  await page.goto('/sejour/1?flow=booking');
  // The edge rendered the page (it reads the cdn itself): its markup stays, the panel does not replace it.
  await expect(
    page.getByRole('status').filter({ hasText: "Une partie de la page n'a pas pu finir de se charger" }),
  ).toBeVisible();
  await expect(page.locator('[data-remote="mfe-product"] > [data-mount-point]')).toBeVisible();
  await expect(page.getByText('Cette partie de la page est indisponible pour le moment.')).toHaveCount(0);
  await page.getByRole('group', { name: 'Je cherche' }).getByRole('button', { name: 'Cadeaux' }).click();
  await expect(page).toHaveURL(/flow=gifting/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
