import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';

// The results map (mfe-search): OpenLayers comes only when
// the map opens; markers are on a canvas, so the journey selects one through the list of the
// offers on the map, the way a keyboard or screen-reader user does.

/** The map's lazy chunks: the map component, OpenLayers' vendor chunk, the country shapes. */
const MAP_CHUNK = /\/(offers-map\.|map-countries\.|vendors-[^/]*node_modules_ol_)[^/]*\.js$/;

function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

async function openMap(page: Page) {
  await page
    .getByRole('button', { name: /^(Carte|Voir sur la carte)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Carte/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the map loads OpenLayers on opening, lists its markers and shows the info card of the chosen one', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/recherche#city=10001');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(scripts.filter((url) => MAP_CHUNK.test(url))).toEqual([]);

  const dialog = await openMap(page);
  await expect(dialog.locator('canvas').first()).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /^Carte\s*\d+ résultats?$/ })).toBeVisible();
  expect(scripts.some((url) => /\/offers-map\.[^/]*\.js$/.test(url))).toBe(true);
  expect(scripts.some((url) => /node_modules_ol_/.test(url))).toBe(true);

  // The list of the offers on the map: hidden until focused, then a panel over the map.
  const list = dialog.getByRole('navigation', { name: 'Séjours sur la carte' });
  const entry = list.getByRole('button').first();
  const hotel = (await entry.locator('span').first().innerText()).trim();
  await entry.focus();
  await expect(entry).toBeVisible();
  await page.keyboard.press('Enter');

  // Choosing selects the marker and moves focus to its info card.
  const card = dialog.getByRole('region').filter({ has: page.getByRole('link', { name: 'Voir le séjour' }) });
  await expect(card).toBeFocused();
  await expect(card.getByText(hotel)).toBeVisible();
  await expect(card.getByText(/\d+\s?€/).first()).toBeVisible();
  await expect(entry).toHaveAttribute('aria-current', 'true');

  // A click on the map away from the markers clears the selection.
  await dialog.getByRole('region', { name: /^Carte des séjours/ }).click({ position: { x: 15, y: 15 } });
  await expect(card).toHaveCount(0);

  // Select again and open the stay page from the card.
  await entry.focus();
  await page.keyboard.press('Enter');
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name: 'Voir le séjour' }).click();
  await expect(page).toHaveURL(/\/sejour\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the map asks the api for the hotels of its view, and of the smaller view after zooming in', async ({ page }) => {
  const areas: { west: number; east: number }[] = [];
  // Read where the request is routed: the browser gives a fetch's body to the request event late or never.
  await page.route('**/api/offers.json', async (route) => {
    const body = route.request().postDataJSON() as { mapGrid?: { area?: { west: number; east: number } } } | null;
    if (body?.mapGrid?.area) areas.push(body.mapGrid.area);
    await route.continue();
  });
  await page.goto('/recherche#city=10001');
  await expect(page.getByRole('article').first()).toBeVisible();
  const dialog = await openMap(page);
  await expect(dialog.locator('canvas').first()).toBeVisible();
  // Once the map has fitted the search's hotels, it asks for the cells of that view.
  await expect.poll(() => areas.length).toBeGreaterThan(0);
  const fitted = areas.at(-1)!;
  await dialog.getByRole('button', { name: 'Zoomer', exact: true }).click();
  await expect.poll(() => areas.at(-1)!.east - areas.at(-1)!.west).toBeLessThan((fitted.east - fitted.west) * 0.75);
  await expect(
    dialog.getByRole('navigation', { name: 'Séjours sur la carte' }).getByRole('button').first(),
  ).toBeAttached();
});

test('Escape closes the map and gives focus back', async ({ page }) => {
  await page.goto('/recherche#city=10001');
  await expect(page.getByRole('article').first()).toBeVisible();
  const dialog = await openMap(page);
  await expect(dialog.locator('canvas').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Carte|Voir sur la carte)$/ }).first()).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the map modal takes the whole screen', async ({ page }) => {
    await page.goto('/recherche#city=10001');
    await expect(page.getByRole('article').first()).toBeVisible();
    const dialog = await openMap(page);
    await expect(dialog.locator('canvas').first()).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 375, height: 740 });
  });
});

test("a hotel search's map opens where the hotel's town and its neighbours are named, with a scale", async ({
  page,
}) => {
  await page.goto('/recherche?flow=booking#hotelId=1024');
  await expect(page.getByRole('article').first()).toBeVisible();
  const dialog = await openMap(page);
  await expect(dialog.getByRole('heading', { name: /^Carte\s*1 résultat$/ })).toBeVisible();
  // A street's zoom would read a few hundred metres on a base that has no streets; a town's reads kilometres.
  await expect(dialog.locator('.ol-scale-line-inner')).toHaveText(/^\d+ km$/);
});
