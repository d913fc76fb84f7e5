import { expect, test, waitForRemote } from '../support/test';

// The hotel, activity-only and gift box pages of mfe-product, as a shopper goes through them.

/** A hotel of the generated catalogue with several stays (the stay page's Hôtel du Parc, Paris). */
const HOTEL_ID = 1024;
/** An activity-only offer of the catalogue. */
const ACTIVITY_ID = 90007;
/** A gift box with more than one page of stays. */
const BOX_CODE = 'WELLNESS-EBOX';

test('a hotel page shows its rooms, opens an offer and the panel of its other offers', async ({ page }) => {
  await page.goto(`/hotel/${HOTEL_ID}?flow=booking`);
  await waitForRemote(page, 'mfe-product');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const offers = page.getByRole('region', { name: 'Nos offres dans cet hôtel' });
  const rooms = offers.getByRole('article');
  await expect(rooms.first()).toBeVisible();
  // The first offer of a room starts selected.
  await expect(rooms.first().getByRole('radio').first()).toBeChecked();

  await rooms.first().getByRole('button', { name: 'Détails' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('link', { name: "Voir l'offre" })).toHaveAttribute('href', /\/sejour\/\d+/);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await page.getByRole('button', { name: 'Voir toutes les offres' }).first().click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByText(/autres? offres? disponibles?/)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Retour à la recherche' })).toHaveAttribute('href', /\/recherche/);
});

test('an activity bought for oneself reaches the checkout entry as own use', async ({ page }) => {
  await page.goto(`/activite/${ACTIVITY_ID}?flow=booking`);
  await waitForRemote(page, 'mfe-product');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Acheter pour moi' }).click();
  const summary = page.getByRole('dialog');
  await summary.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/reservation-activite/${ACTIVITY_ID}\\?customType=OWN_USE#id=${ACTIVITY_ID}&a=\\d`),
  );
  await waitForRemote(page, 'mfe-checkout-entry');
  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif de votre commande' })).toBeVisible();
  await expect(page.getByText('Pour vous', { exact: true })).toBeVisible();
});

test('a gift box page loads its next stays as the list scrolls', async ({ page }) => {
  await page.goto(`/box/${BOX_CODE}?flow=gifting`);
  await waitForRemote(page, 'mfe-product');
  const stays = page.getByRole('region', { name: /séjours au choix/ }).getByRole('listitem');
  await expect(stays).toHaveCount(8);
  await stays.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect(stays).toHaveCount(16);
});
