import { expect, test, waitForRemote } from '../support/test';
import type { Locator, Page } from '@playwright/test';

// The activity flow of mfe-search: the gift drawer's activity page searches activities, the list
// is filtered by activity and price, and the activity search toggle closes the whole flow.

/** The criteria of the current URL's hash. */
function hashOf(page: Page): URLSearchParams {
  return new URLSearchParams(new URL(page.url()).hash.slice(1));
}

/** The activities' links of every hotel block of the list. */
function activityLinks(page: Page): Locator {
  return page.getByRole('list', { name: /^Activités de / }).getByRole('link');
}

/** RAC checkboxes hide their input behind the drawn box: click the input itself. */
async function tick(checkbox: Locator) {
  await checkbox.dispatchEvent('click');
  await expect(checkbox).toBeChecked();
}

test.describe('the activity flow on desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the activities to offer search the activity search and list activities', async ({ page }) => {
    await page.goto('/activites?flow=gifting#city=10001');
    await waitForRemote(page, 'mfe-search');
    const box = page.getByRole('search', { name: 'Rechercher un séjour' });
    await expect(box.getByRole('button', { name: /^Date de l'activité/ })).toBeVisible();
    await box.getByRole('button', { name: 'Rechercher' }).click();

    await expect(page).toHaveURL(/\/activites\?flow=activity(&from=searchbar)?#city=10001$/);
    await expect(page.getByRole('heading', { name: /^\d+ activités?$/ })).toBeVisible();
    await expect(activityLinks(page).first()).toBeVisible();
  });

  test('filters the activities by activity and by price', async ({ page }) => {
    await page.goto('/activites?flow=activity#city=10001');
    await waitForRemote(page, 'mfe-search');
    const filters = page.getByRole('group', { name: 'Filtres' });
    await expect(filters.getByRole('button', { name: 'Activités' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Prix' })).toBeVisible();
    await expect(filters.getByRole('button', { name: /^Plus de filtres/ })).toHaveCount(0);

    // An activity's name starts with its kind ("Massage à Paris"): filter by the first one's kind.
    await expect(activityLinks(page).first()).toBeVisible();
    const kind = (await activityLinks(page).first().innerText()).split(' à ')[0]!.trim();
    await filters.getByRole('button', { name: 'Activités' }).click();
    const dialog = page.getByRole('dialog', { name: 'Activités' });
    const escaped = kind.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await tick(dialog.getByRole('checkbox', { name: new RegExp(`^${escaped}`) }));
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect.poll(() => hashOf(page).get('tags')).toMatch(/^\d+$/);
    await expect(filters.getByRole('button', { name: /^Activités/ })).toContainText('1 filtre appliqué');
    await expect(activityLinks(page).first()).toBeVisible();
    for (const name of await activityLinks(page).allInnerTexts()) expect(name.startsWith(kind)).toBe(true);

    // Price: the slider of an activity starts at 1 €.
    await filters.getByRole('button', { name: 'Prix' }).click();
    const price = page.getByRole('dialog', { name: 'Prix' });
    await expect(price.getByRole('slider').first()).toHaveAttribute('min', '1');
    await price.getByRole('button', { name: 'Annuler' }).click();
    await expect(price).toBeHidden();
  });

  test('lists no activity where the activity search toggle is off', async ({ page }) => {
    await page.goto('/recherche?flow=activity&flags=activitySearch:off#city=10001');
    // The booking flow's search of the place instead: stays, no activity list.
    await expect(
      page.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /^\d+ activités?$/ })).toHaveCount(0);
    await expect(activityLinks(page)).toHaveCount(0);

    await page.goto('/activites?flow=activity#city=10001');
    await expect(page.getByText("Cette page n'est pas disponible sur ce site.")).toBeVisible();
  });
});

test.describe('the activity flow on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('filters the activities in the Filter drawer', async ({ page }) => {
    await page.goto('/activites?flow=activity#city=10001');
    // A press on the server-rendered Filter button before mfe-search has taken it over does nothing.
    await waitForRemote(page, 'mfe-search');
    const actions = page.getByRole('toolbar', { name: 'Affiner les résultats' });
    await expect(actions.getByRole('button')).toHaveCount(1);
    await actions.getByRole('button', { name: /^Filtrer/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtres' });
    await expect(drawer.getByRole('heading', { name: 'Activités' })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Prix' })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Plus de filtres' })).toHaveCount(0);
    await tick(drawer.getByRole('checkbox', { disabled: false }).first());
    await drawer.getByRole('button', { name: 'Voir les résultats' }).click();
    await expect(drawer).toBeHidden();
    await expect.poll(() => hashOf(page).get('tags')).toMatch(/^\d+$/);
  });
});
