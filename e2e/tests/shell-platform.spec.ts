import path from 'node:path';
import { expect, test } from '../support/test';
import Database from 'better-sqlite3';
import { E2E_LOCAL_DIR, E2E_PORTS, site } from '../support/ports';

const CARE_ORIGIN = `http://care.localhost:${E2E_PORTS.edge}`;
const SHOP_STORE = path.resolve(__dirname, '../..', E2E_LOCAL_DIR, 'data', 'shop.sqlite');

/** Rows of a shop store table, read the way the api wrote them (0 while the table does not exist yet). */
function countRows(sql: string, ...parameters: unknown[]): number {
  const db = new Database(SHOP_STORE, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get(...parameters) as { n: number }).n;
  } catch {
    return 0;
  } finally {
    db.close();
  }
}

test('customer-care mode: sign-in page first, then the shop with the care notice and the customer link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: CARE_ORIGIN });
  await page.goto(`${CARE_ORIGIN}/recherche#a=2`);

  await expect(page.getByRole('heading', { level: 1, name: 'Connexion service client' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Séjours' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('agent@escapade.example');
  await page.getByLabel('Mot de passe').fill('wrong-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');

  await page.getByLabel('Mot de passe').fill('escapade-care');
  await page.getByRole('button', { name: 'Se connecter' }).click();

  const notice = page.getByRole('region', { name: 'Mode service client' });
  await expect(notice).toContainText('Mode service client — connecté en tant que agent@escapade.example');
  await expect(page.getByRole('search')).toBeVisible();

  await notice.getByRole('button', { name: 'Copier le lien pour le client' }).click();
  await expect(notice.getByRole('status')).toHaveText('Lien copié : vous pouvez le coller pour le client.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^http://fr\\.localhost:${E2E_PORTS.edge}/recherche#a=2&callbackId=[0-9a-f]{16}$`));

  // The token lives with the tab: a reload keeps the operator signed in.
  await page.reload();
  await expect(notice).toContainText('agent@escapade.example');
  await notice.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion service client' })).toBeVisible();
});

test('a page view lands in the shop store as an analytics event', async ({ page }) => {
  const marker = `/?aff=e2e-${Date.now()}`;
  await page.goto(`${site('')}${marker}`);
  await expect(page.getByRole('search')).toBeVisible();
  await expect
    .poll(
      () =>
        countRows(
          "SELECT COUNT(*) AS n FROM analytics_events WHERE event_name = 'page_view' AND payload LIKE ?",
          `%${marker.slice(6)}%`,
        ),
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThan(0);
});

test('the home page has its canonical and alternate links', async ({ page }) => {
  await page.goto(`${site('es')}/`);
  await expect(page.getByRole('search')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site('es')}/`);
  await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute('href', `${site('fr')}/`);
  await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', `${site('be')}/nl/`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${site('fr')}/`);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(7);
});
