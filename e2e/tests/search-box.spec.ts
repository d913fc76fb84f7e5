import { expect, test } from '../support/test';
import { upcomingWeekend } from '../support/dates';
import { chooseDestination } from '../support/destination';

// The search box of mfe-search, as the home page (mfe-content) embeds it.
test('a shopper searches Paris for 3 adults and a child, and finds Paris again in the recent searches', async ({
  page,
}) => {
  const weekend = upcomingWeekend();
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Rechercher un séjour' });

  await chooseDestination(page, search, 'Paris');

  await search.getByRole('button', { name: /^Ouvrir le calendrier/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Choisissez vos dates' });
  await expect(calendar.getByRole('grid')).toHaveCount(2);
  await calendar.getByRole('button', { name: weekend.checkinLabel }).click();
  await expect(calendar.getByText('Choisissez votre date de départ')).toBeVisible();
  await calendar.getByRole('button', { name: weekend.checkoutLabel }).click();
  // The calendar closes by itself a second after the range is chosen.
  await expect(calendar).toBeHidden();

  await search.getByRole('button', { name: /^Voyageurs/ }).click();
  const travellers = page.getByRole('dialog', { name: 'Avec qui partez-vous ?' });
  await travellers.getByRole('button', { name: 'Augmenter Adultes' }).click();
  await travellers.getByRole('button', { name: 'Augmenter Enfants' }).click();
  await travellers.getByRole('button', { name: 'Valider' }).click();
  await expect(search.getByRole('button', { name: 'Voyageurs: 3 adultes, 1 enfant' })).toBeVisible();
  await search.getByRole('button', { name: 'Rechercher' }).click();

  await expect(page).toHaveURL(/\/recherche\?flow=booking#/);
  const criteria = new URLSearchParams(new URL(page.url()).hash.slice(1));
  expect(criteria.get('city')).toMatch(/^\d+$/);
  expect(criteria.get('checkin')).toBe(weekend.checkin);
  expect(criteria.get('checkout')).toBe(weekend.checkout);
  expect(criteria.get('a')).toBe('3');
  expect(criteria.get('c')).toBe('1');

  // Next visit: the empty field offers the destination searched.
  await page.goto('/');
  const field = page
    .getByRole('search', { name: 'Rechercher un séjour' })
    .getByRole('combobox', { name: 'Destination' });
  await expect(field).toHaveValue('');
  await field.click();
  const suggestions = page.getByRole('listbox');
  await expect(suggestions.getByText('Recherches récentes')).toBeVisible();
  await expect(suggestions.getByRole('option', { name: 'Paris' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the search box opens full screen and searches', async ({ page }) => {
    const weekend = upcomingWeekend();
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Rechercher un séjour' });
    await search.getByRole('button', { name: /^Je recherche un week-end/ }).click();
    const overlay = page.getByRole('dialog', { name: 'Je recherche un week-end' });
    await expect(overlay).toBeVisible();

    await overlay.getByRole('button', { name: 'Destination' }).click();
    const destination = page.getByRole('dialog', { name: 'Destination' });
    await destination.getByRole('searchbox', { name: 'Destination' }).fill('Marseille');
    await destination
      .getByRole('option', { name: /^Marseille/ })
      .first()
      .click();
    await expect(destination).toBeHidden();

    await overlay.getByRole('button', { name: /^Ouvrir le calendrier/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Choisissez vos dates' });
    await expect(calendar.getByRole('grid').first()).toBeVisible();
    await calendar.getByRole('button', { name: weekend.checkinLabel }).click();
    await calendar.getByRole('button', { name: weekend.checkoutLabel }).click();
    await calendar.getByRole('button', { name: 'Valider' }).click();
    await expect(calendar).toBeHidden();

    await overlay.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/recherche\?flow=booking#/);
    await expect(overlay).toBeHidden();
    const criteria = new URLSearchParams(new URL(page.url()).hash.slice(1));
    expect(criteria.get('city')).toMatch(/^\d+$/);
    expect(criteria.get('checkin')).toBe(weekend.checkin);
    expect(criteria.get('checkout')).toBe(weekend.checkout);
  });
});
