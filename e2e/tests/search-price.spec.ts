import { expect, test, waitForRemote } from '../support/test';
import type { Locator, Page } from '@playwright/test';

// The price filter of the results page: its fields and thumbs stay inside the desktop popover and
// the phone's filter modal; the range written above the slider, the two fields, the thumbs and the
// hash always say the same; a link whose price bounds filter nothing (9 € or less, 250 € or more)
// shows no applied price filter and searches without a price.

/** The criteria of the current URL's hash. */
function hashOf(page: Page): URLSearchParams {
  return new URLSearchParams(new URL(page.url()).hash.slice(1));
}

/** The results search the page sends (the shell's early request or the remote's own). */
/**
 * The body of the page's next offers search. Read through an interception: a body the page's
 * script streams is not reported on the bare request.
 */
interface OffersBody {
  filters: { offer: Record<string, unknown> } & Record<string, unknown>;
}

function offersSearch(page: Page): Promise<{ postDataJSON(): OffersBody }> {
  return new Promise((resolve) => {
    void page.route('**/api/offers.json', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      const body = JSON.parse(request.postDataBuffer()?.toString('utf8') ?? 'null') as OffersBody;
      resolve({ postDataJSON: () => body });
      await route.continue();
    });
  });
}

/** A slider's drawn thumb: the element react-aria centres on the value, around the hidden input. */
function thumbOf(slider: Locator): Locator {
  return slider.locator('xpath=ancestor::div[contains(@style, "translate")][1]');
}

/** Every box lies inside the panel's box (half a pixel for rounding). */
async function expectInside(panel: Locator, parts: Locator[]) {
  const outer = await panel.boundingBox();
  expect(outer).not.toBeNull();
  for (const part of parts) {
    const inner = await part.boundingBox();
    expect(inner).not.toBeNull();
    expect(inner!.x).toBeGreaterThanOrEqual(outer!.x - 0.5);
    expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 0.5);
  }
}

/** The price panel's pieces inside a popover or the phone modal. */
function pricePieces(panel: Locator) {
  const sliders = panel.getByRole('slider');
  return {
    minSlider: sliders.nth(0),
    maxSlider: sliders.nth(1),
    minField: panel.getByRole('textbox', { name: 'Prix minimum' }),
    maxField: panel.getByRole('textbox', { name: 'Prix maximum' }),
    range: panel.locator('output').first(),
  };
}

/** The thumbs and both fields lie inside the panel. */
async function expectPriceInside(panel: Locator) {
  const { minSlider, maxSlider, minField, maxField } = pricePieces(panel);
  await expect(maxField).toBeVisible();
  await expectInside(panel, [thumbOf(minSlider), thumbOf(maxSlider), minField, maxField]);
}

/** Types an amount and leaves the field, as a shopper does. */
async function typeAmount(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 1280, height: 720 },
]) {
  test.describe(`the price filter on a ${viewport.width} px desktop`, () => {
    test.use({ viewport });

    test('stays inside its popover; range, fields, thumbs and hash agree', async ({ page }) => {
      await page.goto('/recherche#city=10001');
      // A press on the server-rendered filter buttons before mfe-search has taken them over does nothing.
      await waitForRemote(page, 'mfe-search');
      const priceButton = page.getByRole('button', { name: /^Prix/ });
      await priceButton.click();
      let dialog = page.getByRole('dialog', { name: 'Prix' });
      await expectPriceInside(dialog);
      let price = pricePieces(dialog);
      await expect(price.range).toHaveText(/^0\s€\s–\s250\s€\+$/);

      // 12 € minimum: the thumb stands on 12, the maximum stays open.
      await typeAmount(price.minField, '12');
      await expect(price.minField).toHaveValue('12');
      await expect(price.minSlider).toHaveValue('12');
      await expect(price.maxSlider).toHaveValue('250');
      await expect(price.range).toHaveText(/^12\s€\s–\s250\s€\+$/);
      await expectPriceInside(dialog);
      await dialog.getByRole('button', { name: 'Valider' }).click();
      await expect.poll(() => hashOf(page).get('priceMin')).toBe('1200');
      expect(hashOf(page).has('priceMax')).toBe(false);

      // 9 € is no minimum: everything goes back to 0; a typed "15a0" maximum is 15 €.
      await priceButton.click();
      dialog = page.getByRole('dialog', { name: 'Prix' });
      price = pricePieces(dialog);
      await typeAmount(price.minField, '9');
      await expect(price.minField).toHaveValue('0');
      await expect(price.minSlider).toHaveValue('0');
      await typeAmount(price.maxField, '15a0');
      await expect(price.maxField).toHaveValue('15');
      await expect(price.maxSlider).toHaveValue('15');
      await expect(price.range).toHaveText(/^0\s€\s–\s15\s€$/);
      await dialog.getByRole('button', { name: 'Valider' }).click();
      await expect.poll(() => hashOf(page).get('priceMax')).toBe('1500');
      expect(hashOf(page).has('priceMin')).toBe(false);
    });
  });
}

test.describe('the price filter on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('stays inside the filter modal; range, fields, thumbs and hash agree', async ({ page }) => {
    await page.goto('/recherche#city=10001');
    await waitForRemote(page, 'mfe-search');
    await page
      .getByRole('toolbar', { name: 'Affiner les résultats' })
      .getByRole('button', { name: /^Filtrer/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Filtres' });
    const section = drawer.getByRole('region', { name: 'Prix' });
    await section.scrollIntoViewIfNeeded();
    await expectPriceInside(section);
    await expectPriceInside(drawer);

    const price = pricePieces(section);
    await typeAmount(price.maxField, '300');
    await expect(price.maxField).toHaveValue('250');
    await expect(price.maxSlider).toHaveValue('250');
    await typeAmount(price.minField, '40');
    await expect(price.minSlider).toHaveValue('40');
    await expect(price.range).toHaveText(/^40\s€\s–\s250\s€\+$/);
    await expectPriceInside(section);
    await drawer.getByRole('button', { name: 'Voir les résultats' }).click();
    await expect.poll(() => hashOf(page).get('priceMin')).toBe('4000');
    expect(hashOf(page).has('priceMax')).toBe(false);
  });

  test('a link with priceMin=900 and priceMax=25000 shows no price filter and searches without one', async ({
    page,
  }) => {
    const search = offersSearch(page);
    await page.goto('/recherche#city=10001&priceMin=900&priceMax=25000');
    const body = (await search).postDataJSON();
    expect(body.filters.offer).not.toHaveProperty('price');
    expect(body.filters).not.toHaveProperty('gift');
    await expect(
      page
        .getByRole('toolbar', { name: 'Affiner les résultats' })
        .getByRole('button', { name: 'Filtrer', exact: true }),
    ).toBeVisible();
  });
});

test.describe('a price link that filters nothing, on desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const hash of ['priceMin=900', 'priceMax=25000', 'priceMin=900&priceMax=25000']) {
    test(`#${hash} shows no applied price filter and sends no price bound`, async ({ page }) => {
      const search = offersSearch(page);
      await page.goto(`/recherche#city=10001&${hash}`);
      const body = (await search).postDataJSON();
      expect(body.filters.offer).not.toHaveProperty('price');
      const priceButton = page.getByRole('button', { name: 'Prix', exact: true });
      await expect(priceButton).toBeVisible();
      await expect(page.getByRole('button', { name: 'Réinitialiser tous les filtres' })).toHaveCount(0);
      await waitForRemote(page, 'mfe-search');
      await priceButton.click();
      const price = pricePieces(page.getByRole('dialog', { name: 'Prix' }));
      await expect(price.minField).toHaveValue('0');
      await expect(price.maxField).toHaveValue('250');
      await expect(price.range).toHaveText(/^0\s€\s–\s250\s€\+$/);
    });
  }
});
