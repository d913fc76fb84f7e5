import { expect, test } from '../support/test';
import { upcomingWeekend } from '../support/dates';

// QA's main journey across four remotes: home (mfe-content) → SearchBox (mfe-search widget) →
// results (mfe-search) → stay (mfe-product) → booking summary (mfe-checkout-entry).
test('a shopper searches Paris for a weekend and reaches the booking summary', async ({ page }) => {
  const weekend = upcomingWeekend();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const search = page.getByRole('search', { name: 'Rechercher un séjour' });
  await search.getByRole('combobox', { name: 'Destination' }).fill('Paris');
  await page
    .getByRole('option', { name: /^Paris/ })
    .first()
    .click();

  await search.getByRole('button', { name: 'Ouvrir le calendrier' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choisissez vos dates' });
  await calendar.getByRole('button', { name: weekend.checkinLabel }).click();
  await calendar.getByRole('button', { name: weekend.checkoutLabel }).click();
  await page.keyboard.press('Escape');
  await search.getByRole('button', { name: 'Rechercher' }).click();

  // Results: the criteria travel in the URL hash.
  await expect(page).toHaveURL(/\/recherche\?flow=booking#/);
  const criteria = new URLSearchParams(new URL(page.url()).hash.slice(1));
  expect(criteria.get('city')).toMatch(/^\d+$/);
  expect(criteria.get('checkin')).toBe(weekend.checkin);
  expect(criteria.get('checkout')).toBe(weekend.checkout);
  await expect(page.getByRole('heading', { level: 1, name: /séjours? à Paris/ })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(3);
  const firstTitle = (await cards.first().getByRole('link').first().innerText()).trim();
  await cards.first().getByRole('link').first().click();

  // Stay page of mfe-product, same dates.
  await expect(page).toHaveURL(new RegExp(`/sejour/\\d+.*#.*checkin=${weekend.checkin}`));
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Réserver' }).first().click();

  // Booking summary of mfe-checkout-entry, priced by the server.
  await expect(page).toHaveURL(new RegExp(`/reservation/\\d+.*#.*checkin=${weekend.checkin}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif de votre réservation' })).toBeVisible();
  await expect(page.getByText(firstTitle).first()).toBeVisible();
  await expect(page.getByText(/\d+\s?€/).first()).toBeVisible();
  await expect(page.getByText('2 nuits').first()).toBeVisible();
});
