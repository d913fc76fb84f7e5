import { expect, test } from '../support/test';
import { E2E_PORTS } from '../support/ports';

// QA flag overrides (?flags=…) must never lock a visitor out of the shop: customer-care mode is the
// care host's alone, and nothing a link sets outlives the browser session.

const CARE_SIGN_IN = 'Connexion service client';

test('a link asking for customer-care mode leaves the public shop as it is, now and on the next visit', async ({
  page,
}) => {
  await page.goto('/?flags=careMode:on');
  await expect(page.getByRole('search', { name: 'Rechercher un séjour' })).toBeVisible();
  await expect(page.getByRole('heading', { name: CARE_SIGN_IN })).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('search', { name: 'Rechercher un séjour' })).toBeVisible();
  await expect(page.getByRole('heading', { name: CARE_SIGN_IN })).toHaveCount(0);
});

test('a visitor stuck with overrides an older version kept for good is freed', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('escapade.flagOverrides', 'careMode:on'));

  await page.reload();
  await expect(page.getByRole('search', { name: 'Rechercher un séjour' })).toBeVisible();
  await expect(page.getByRole('heading', { name: CARE_SIGN_IN })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('escapade.flagOverrides'))).toBeNull();
});

test('the care host stays in care mode whatever the link says', async ({ page }) => {
  await page.goto(`http://care.localhost:${E2E_PORTS.edge}/?flags=careMode:off`);
  await expect(page.getByRole('heading', { level: 1, name: CARE_SIGN_IN })).toBeVisible();
});
