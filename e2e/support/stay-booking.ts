/**
 * A stay booked through its product page as a shopper does it: the first dates the calendar offers,
 * a day for each activity that needs one, the stay's own cancellation terms, then Book. And the
 * fast wallet checkout of the page reached, with one of the sandbox wallet's test cards.
 */
import type { Page } from '@playwright/test';
import { expect, waitForRemote } from './test';

/** A stay of the generated catalogue (Hôtel du Parc, Paris), open all year. */
export const STAY_ID = 20039;

/** What each of the sandbox wallet's test cards does, as the dialog names it. */
export const TEST_CARDS = {
  success: 'Paiement accepté',
  declined: 'Paiement refusé',
  initFailure: 'Portefeuille indisponible',
} as const;

/** Opens the stay page and books it; returns once the booking summary shows its price. */
export async function reachStaySummary(page: Page, stayId = STAY_ID): Promise<void> {
  await page.goto(`/sejour/${stayId}?flow=booking`);
  await waitForRemote(page, 'mfe-product');
  const panel = page.getByRole('complementary', { name: 'Votre réservation' });
  await panel.getByRole('button', { name: /Choisir les dates du séjour|Dates du séjour/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Dates du séjour' });
  // Days priced by the availability data: before it arrives every near day looks selectable.
  const days = calendar.locator('[role="gridcell"] [role="button"][aria-label*="€"]:not([aria-disabled="true"])');
  await expect(days.first()).toBeVisible();
  await days.first().click();
  await expect(calendar.getByText(/Choisissez votre date de départ/)).toBeVisible();
  await days.nth(1).click();
  await calendar.getByRole('button', { name: 'Valider' }).click();
  await expect(calendar).toBeHidden();

  const activityDays = panel.getByRole('group', { name: 'Dates de vos activités' }).getByRole('button');
  for (let index = 0; index < (await activityDays.count()); index += 1) {
    await activityDays.nth(index).click();
    await page.getByRole('option').first().click();
  }
  const cancellation = panel.getByRole('radiogroup', { name: "Conditions d'annulation" });
  await cancellation.locator('label').first().click();
  await panel.getByRole('button', { name: 'Réserver' }).click();

  await expect(page).toHaveURL(new RegExp(`/reservation/${stayId}\\?`));
  await waitForRemote(page, 'mfe-checkout-entry');
  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif de votre réservation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer avec EscaPay' })).toBeEnabled();
}

/** Pays with the wallet's express button and a test card; the dialog stays open on a failure. */
export async function payWithWallet(page: Page, card: keyof typeof TEST_CARDS): Promise<void> {
  await page.getByRole('button', { name: 'Payer avec EscaPay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payer avec EscaPay' });
  await dialog.getByText(TEST_CARDS[card]).click();
  await dialog.getByRole('button', { name: /^Payer \d/ }).click();
}
