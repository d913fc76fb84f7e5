import type { Page } from '@playwright/test';
import { expect, test, waitForRemote } from '../support/test';
import { chooseOwnTerms, pickActivityDays } from '../support/stay-booking';

// The stay page of mfe-product as a shopper uses it: dates in its calendar, travellers, the day of
// each activity, a cancellation option, then the checkout entry with exactly those choices.
const STAY_ID = 20039;

/** Picks, in the open calendar, the first day that can start a stay and the first day after it that can end it. */
async function pickFirstStay(page: Page) {
  const calendar = page.getByRole('dialog', { name: 'Dates du séjour' });
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  const days = calendar.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])');
  await expect(days.first()).toBeVisible();
  const checkin = days.first();
  const checkinName = (await checkin.getAttribute('aria-label')) ?? '';
  await checkin.click();
  await expect(calendar.getByText(/Choisissez votre date de départ/)).toBeVisible();
  await days.nth(1).click();
  await calendar.getByRole('button', { name: 'Valider' }).click();
  await expect(calendar).toBeHidden();
  return checkinName;
}

async function bookWithChoices(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Votre réservation' });
  // A third adult first: the calendar then offers the days with the rooms three adults need.
  await panel.getByRole('button', { name: 'Augmenter Adultes' }).click();
  await panel.getByRole('button', { name: 'Valider les voyageurs' }).click();
  await expect(page).toHaveURL(/#.*a=3/);

  await panel.getByRole('button', { name: /Choisir les dates du séjour|Dates du séjour/ }).click();
  await pickFirstStay(page);
  await expect(page).toHaveURL(/#.*checkin=\d{4}-\d{2}-\d{2}.*night=\d.*a=3/);

  const chosen = await pickActivityDays(page, panel);
  const choice = await chooseOwnTerms(panel);

  await panel.getByRole('button', { name: 'Réserver' }).click();
  await expect(page).toHaveURL(new RegExp(`/reservation/${STAY_ID}\\?`));
  const summary = new URL(page.url());
  const criteria = new URLSearchParams(summary.hash.slice(1));
  expect(criteria.get('a')).toBe('3');
  expect(criteria.get('checkin')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(summary.searchParams.get('cancellation')).toBe(choice);
  expect((summary.searchParams.get('activities') ?? '').split(',').filter(Boolean)).toHaveLength(chosen);
  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif de votre réservation' })).toBeVisible();
}

test('a stay is booked with its dates, travellers, activity days and cancellation choice', async ({ page }) => {
  await page.goto(`/sejour/${STAY_ID}?flow=booking`);
  await waitForRemote(page, 'mfe-product');
  await bookWithChoices(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the same journey works at 375 px, the Book button always in reach', async ({ page }) => {
    await page.goto(`/sejour/${STAY_ID}?flow=booking`);
    await waitForRemote(page, 'mfe-product');
    const book = page
      .getByRole('complementary', { name: 'Votre réservation' })
      .getByRole('button', { name: 'Réserver' });
    await expect(book).toBeInViewport();
    await page.mouse.wheel(0, 1500);
    await expect(book).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await bookWithChoices(page);
  });
});

test('an offer that no longer exists says "Too late!" and offers a way out', async ({ page }) => {
  await page.goto('/sejour/99999999?flow=booking');
  await waitForRemote(page, 'mfe-product');
  await expect(page.getByRole('heading', { name: 'Trop tard !' })).toBeVisible();
  await expect(page.getByText('Cette offre a expiré...')).toBeVisible();
  await page.getByRole('link', { name: "Voir d'autres offres" }).click();
  await expect(page).toHaveURL(/\/recherche\?flow=booking/);
});

test('a section still waiting in the server markup answers the first press once the page has settled', async ({
  page,
}) => {
  await page.goto(`/sejour/${STAY_ID}?flow=booking`);
  await waitForRemote(page, 'mfe-product');
  // Everything loaded, the shell's own props handed over: the reviews still wait below the first screen.
  await page.waitForLoadState('networkidle');
  const seeAll = page.getByRole('region', { name: 'Avis clients' }).getByRole('button', { name: 'Voir tous les avis' });
  await expect(seeAll.locator('xpath=ancestor::*[@data-hydrates-on-press]')).toHaveCount(1);

  // One press, never a second one.
  await seeAll.click();

  await expect(page.getByRole('dialog', { name: /^Avis clients : / })).toBeVisible();
});

test('the reviews dialog lists the reviews and filters them by language', async ({ page }) => {
  await page.goto(`/sejour/${STAY_ID}?flow=booking`);
  await waitForRemote(page, 'mfe-product');
  const block = page.getByRole('region', { name: 'Avis clients' });
  await block.getByRole('button', { name: 'Voir tous les avis' }).click();
  const dialog = page.getByRole('dialog', { name: /^Avis clients : / });
  await expect(dialog.getByRole('article').first()).toBeVisible();

  await dialog.getByRole('button', { name: /Langue/ }).click();
  await page.getByRole('option', { name: 'Espagnol' }).click();
  await expect(dialog.getByRole('button', { name: /Langue/ })).toContainText('Espagnol');
  // Every review left is in Spanish (each review carries its language), or the dialog says there is none.
  await expect(async () => {
    const languages = await dialog
      .getByRole('article')
      .evaluateAll((articles) => articles.map((article) => article.getAttribute('lang')));
    const none = await dialog.getByText("Il n'y a actuellement aucun avis publié en espagnol.").isVisible();
    expect(languages.length > 0 || none).toBe(true);
    expect(languages.every((language) => language === 'es')).toBe(true);
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
