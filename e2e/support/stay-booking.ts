/**
 * A stay booked through its product page as a shopper does it: a day for each activity that needs
 * one, the stay's own cancellation terms, then Book. And the fast wallet checkout of the page
 * reached, with one of the sandbox wallet's test cards.
 */
import type { Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { expect, waitForRemote } from './test';

/** A stay of the generated catalogue (Hôtel du Parc, Paris), open all year. */
export const STAY_ID = 20039;

/** What each of the sandbox wallet's test cards does, as the dialog names it. */
export const TEST_CARDS = {
  success: 'Paiement accepté',
  declined: 'Paiement refusé',
  initFailure: 'Portefeuille indisponible',
} as const;

/** In the stay's booking panel, the first day offered for each activity that needs one; says how many. */
export async function pickActivityDays(page: Page, panel: Locator): Promise<number> {
  const activityDays = panel.getByRole('group', { name: 'Dates de vos activités' }).getByRole('button');
  const count = await activityDays.count();
  for (let index = 0; index < count; index += 1) {
    await activityDays.nth(index).click();
    await page.getByRole('option').first().click();
  }
  return count;
}

/**
 * The stay's own cancellation terms, the panel's first option; gives the radio's value, the
 * choice's name (flexible or nonCancellable, as the offer's terms say).
 */
export async function chooseOwnTerms(panel: Locator): Promise<string | null> {
  const cancellation = panel.getByRole('radiogroup', { name: "Conditions d'annulation" });
  const ownTerms = cancellation.getByRole('radio').first();
  // The option is a label around a visually hidden radio: a shopper taps the label.
  await cancellation.locator('label').first().click();
  await expect(ownTerms).toBeChecked();
  return ownTerms.getAttribute('value');
}

/**
 * The first check-in from `fromDays` days ahead on which the api quotes one night of the stay as
 * bookable for two: each journey books its own days, so journeys never take each other's rooms.
 */
export async function bookableCheckin(page: Page, stayId: number, fromDays: number): Promise<string> {
  for (let days = fromDays; days < fromDays + 90; days += 1) {
    const checkin = DateTime.local().plus({ days }).toISODate()!;
    const quote = await page.request.get(`/product/${stayId}/quote?locale=fr_FR&checkin=${checkin}&nights=1`);
    if (quote.ok() && ((await quote.json()) as { bookable: boolean }).bookable) return checkin;
  }
  throw new Error(`No bookable night of stay ${stayId} from ${fromDays} days ahead`);
}

/** The address hash of one night from `checkin` (ISO date), as the stay and booking pages read it. */
export function oneNightHash(checkin: string): string {
  const checkout = DateTime.fromISO(checkin).plus({ days: 1 }).toISODate()!;
  return `checkin=${checkin}&checkout=${checkout}&night=1`;
}

/**
 * Opens the stay page on one bookable night from `fromDays` days ahead, picks a day for each
 * activity that needs one and the stay's own cancellation terms, and books it; returns once the
 * booking summary offers the wallet.
 */
export async function reachStaySummary(page: Page, fromDays: number, stayId = STAY_ID): Promise<void> {
  const checkin = await bookableCheckin(page, stayId, fromDays);
  await page.goto(`/sejour/${stayId}?flow=booking#${oneNightHash(checkin)}`);
  await waitForRemote(page, 'mfe-product');
  const panel = page.getByRole('complementary', { name: 'Votre réservation' });
  await pickActivityDays(page, panel);
  await chooseOwnTerms(panel);
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
