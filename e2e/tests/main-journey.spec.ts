import { expect, test } from '../support/test';
import { upcomingWeekend } from '../support/dates';
import { chooseDestination } from '../support/destination';
import { chooseOwnTerms, payWithWallet, pickActivityDays } from '../support/stay-booking';

// QA's main journey across four remotes: home (mfe-content) → SearchBox (mfe-search widget) →
// results (mfe-search) → stay (mfe-product) → booking summary, wallet payment and confirmation
// (mfe-checkout-entry), the order read back from the api.
test('a shopper searches Paris for a weekend, books a stay and pays with the wallet', async ({ page }) => {
  const weekend = upcomingWeekend();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const search = page.getByRole('search', { name: 'Rechercher un séjour' });
  await chooseDestination(page, search, 'Paris');

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
  const panel = page.getByRole('complementary', { name: 'Votre réservation' });
  // A day for each activity that needs one, then a cancellation option: the stay's own terms.
  const chosenDays = await pickActivityDays(page, panel);
  const choice = await chooseOwnTerms(panel);
  await panel.getByRole('button', { name: 'Réserver' }).click();

  // Booking summary of mfe-checkout-entry, priced by the server; the stay's choices travel along.
  await expect(page).toHaveURL(new RegExp(`/reservation/\\d+.*#.*checkin=${weekend.checkin}`));
  const summaryUrl = new URL(page.url());
  expect(summaryUrl.searchParams.get('cancellation')).toBe(choice);
  expect((summaryUrl.searchParams.get('activities') ?? '').split(',').filter(Boolean)).toHaveLength(chosenDays);
  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif de votre réservation' })).toBeVisible();
  await expect(page.getByText(firstTitle).first()).toBeVisible();
  await expect(page.getByText(/\d+\s?€/).first()).toBeVisible();
  await expect(page.getByText('2 nuits').first()).toBeVisible();

  // The sandbox wallet's accepted card: the order is paid and the confirmation reads it from the api.
  await payWithWallet(page, 'success');
  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success&gaId=/);
  const orderUUID = new URL(page.url()).pathname.split('/').pop()!;
  const order = (await (await page.request.get(`/gateway/purchase/orders/${orderUUID}`)).json()) as {
    status: string;
    reference: string;
  };
  expect(order.status).toBe('paid');
  await expect(page.getByRole('heading', { level: 1, name: /c'est confirmé/ })).toBeVisible();
  await expect(page.getByText(order.reference)).toBeVisible();
  await expect(page.getByText(firstTitle).first()).toBeVisible();
});
