import path from 'node:path';
import { expect, test, waitForRemote } from '../support/test';
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

test('a stay viewed and a gift personalised land in the store as view_item and personalization_item', async ({
  page,
}) => {
  const count = (name: string) =>
    countRows('SELECT COUNT(*) AS n FROM analytics_events WHERE event_name = ? AND payload LIKE ?', name, '%20039%');
  const viewsBefore = count('view_item');
  await page.goto('/sejour/20039?flow=booking');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => count('view_item'), { timeout: 15_000 }).toBeGreaterThan(viewsBefore);

  const personalisationsBefore = count('personalization_item');
  await page.goto('/cadeau/20039?flow=gifting');
  await waitForRemote(page, 'mfe-gift');
  await page.getByRole('button', { name: 'Personnaliser mon cadeau' }).click();
  await expect.poll(() => count('personalization_item'), { timeout: 15_000 }).toBeGreaterThan(personalisationsBefore);
});

test('a visitor of the box migration test is counted once per visit by the flag-activation call', async ({ page }) => {
  const activations = () =>
    countRows("SELECT COUNT(*) AS n FROM flag_activations WHERE flag = 'boxMigration' AND variation = 'test'");
  const before = activations();
  await page.goto(`${site('fr')}/`);
  await expect.poll(activations, { timeout: 15_000 }).toBe(before + 1);
  await page.goto(`${site('fr')}/coffrets`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(activations()).toBe(before + 1);
});
