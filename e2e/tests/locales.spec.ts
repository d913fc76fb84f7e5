import { expect, test } from '../support/test';
import { site } from '../support/ports';

test('es.localhost renders the Spanish site', async ({ page }) => {
  await page.goto(`${site('es')}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Estancias' }).first()).toBeVisible();
  await expect(header.getByRole('button', { name: 'Regalos' }).first()).toBeVisible();
  await expect(page.getByRole('search', { name: /Buscar/ })).toBeVisible();
});

test('be.localhost shows the Belgian splash and enters nl_BE or fr_BE', async ({ page }) => {
  await page.goto(`${site('be')}/`);
  await page.getByRole('link', { name: /Nederlands/ }).click();
  await expect(page).toHaveURL(`${site('be')}/nl/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  await expect(page.getByRole('search')).toBeVisible();

  await page.goto(`${site('be')}/`);
  await page.getByRole('link', { name: /Français/ }).click();
  await expect(page).toHaveURL(`${site('be')}/fr/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
});
