import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';

// The stay search on a catalogue ten times the default: results, a filter, the map and a stay page
// work as on the default catalogue (playwright.large-catalogue.config.ts starts that shop).

/** Paris holds about 53 stays on the default catalogue and ten times more here. */
const MORE_PARIS_STAYS_THAN_BY_DEFAULT = 300;

function hashOf(page: Page): URLSearchParams {
  return new URLSearchParams(new URL(page.url()).hash.slice(1));
}

/** RAC checkboxes hide their input behind the drawn box: click the input itself. */
async function tick(checkbox: Locator) {
  await checkbox.dispatchEvent('click');
  await expect(checkbox).toBeChecked();
}

test.use({ viewport: { width: 1280, height: 900 } });

test('Paris on 24,000 hotels: the results, a stars filter, the map and a stay', async ({ page }) => {
  await page.goto('/recherche#city=10001');
  const heading = page.getByRole('heading', { level: 1, name: /séjours à Paris/ });
  await expect(heading).toBeVisible();
  const count = Number((await heading.innerText()).replace(/\D/g, ''));
  expect(count).toBeGreaterThan(MORE_PARIS_STAYS_THAN_BY_DEFAULT);
  const cards = page.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('article');
  await expect(cards.first()).toBeVisible();

  await page.getByRole('button', { name: /^Plus de filtres/ }).click();
  const filters = page.getByRole('dialog', { name: 'Plus de filtres' });
  await tick(filters.getByRole('checkbox', { name: /^5 étoiles/ }));
  await filters.getByRole('button', { name: 'Valider' }).click();
  await expect(filters).toBeHidden();
  await expect.poll(() => hashOf(page).get('stars')).toBe('5');
  await expect.poll(async () => Number((await heading.innerText()).replace(/\D/g, ''))).toBeLessThan(count);
  await expect(cards.first().getByRole('img', { name: /5 étoiles/ })).toBeVisible();

  await page.getByRole('button', { name: 'Voir sur la carte' }).click();
  const map = page.getByRole('dialog', { name: /^Carte/ });
  await expect(map.locator('canvas').first()).toBeVisible();
  const entry = map.getByRole('navigation', { name: 'Séjours sur la carte' }).getByRole('button').first();
  await entry.focus();
  await page.keyboard.press('Enter');
  const card = map.getByRole('region').filter({ has: page.getByRole('link', { name: 'Voir le séjour' }) });
  await expect(card).toBeFocused();
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name: 'Voir le séjour' }).click();
  await expect(page).toHaveURL(/\/sejour\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
