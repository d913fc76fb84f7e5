import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { waitForScrollToRest } from '../support/scroll';

// The results page of mfe-search: filters, sort, pages and the way to a stay, on desktop; the
// full-screen filter modal on a phone.

/** The criteria of the current URL's hash. */
function hashOf(page: Page): URLSearchParams {
  return new URLSearchParams(new URL(page.url()).hash.slice(1));
}

/** The shown (not struck) price of each card, in euros. */
async function cardPrices(cards: Locator): Promise<number[]> {
  return cards.evaluateAll((articles) =>
    articles.map((article) => {
      const amount =
        [...article.querySelectorAll('strong')]
          .map((strong) => strong.textContent ?? '')
          .find((text) => /€/.test(text)) ?? '';
      return Number(amount.replace(/[^\d,]/g, '').replace(',', '.'));
    }),
  );
}

/** RAC checkboxes hide their input behind the drawn box: click the input itself. */
async function tick(checkbox: Locator) {
  await checkbox.dispatchEvent('click');
  await expect(checkbox).toBeChecked();
}

test.describe('search results on desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Paris for two: filter by stars, distance and price, sort by price, page 2, map, then a stay', async ({
    page,
  }) => {
    await page.goto('/recherche#city=10001&distanceMax=300');
    await expect(page.getByRole('heading', { level: 1, name: /séjours? à Paris/ })).toBeVisible();
    const results = page.getByRole('list', { name: 'Résultats de la recherche' });
    const cards = results.getByRole('article');
    await expect(cards.first()).toBeVisible();

    // Stars: 4 and 5 in "Plus de filtres".
    await page.getByRole('button', { name: /^Plus de filtres/ }).click();
    let dialog = page.getByRole('dialog', { name: 'Plus de filtres' });
    await tick(dialog.getByRole('checkbox', { name: /^4 étoiles/ }));
    await tick(dialog.getByRole('checkbox', { name: /^5 étoiles/ }));
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => hashOf(page).get('stars')).toBe('4,5');
    await expect(page.getByRole('button', { name: /^Plus de filtres/ })).toContainText('2 filtres appliqués');
    await expect(cards.first()).toBeVisible();
    const stars = await cards.evaluateAll((articles) =>
      articles.map(
        (article) =>
          /([1-5]) étoiles?/.exec(
            article.querySelector('[role="img"][aria-label*="étoile"]')?.getAttribute('aria-label') ?? '',
          )?.[1] ?? '',
      ),
    );
    expect(stars.length).toBeGreaterThan(0);
    for (const count of stars) expect(['4', '5']).toContain(count);

    // Distance: the search came with the farthest range (300 km), so the filtered search still
    // fills pages; the Distance filter says the offers around are included.
    await page.getByRole('button', { name: /^Distance/ }).click();
    dialog = page.getByRole('dialog', { name: 'Distance' });
    await expect(dialog.getByRole('checkbox', { name: 'Inclure les offres aux alentours' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(hashOf(page).get('distanceMax')).toBe('300');

    // Price: at most 200 €.
    await page.getByRole('button', { name: /^Prix/ }).click();
    dialog = page.getByRole('dialog', { name: 'Prix' });
    await dialog.getByRole('textbox', { name: 'Prix maximum' }).fill('200');
    await dialog.getByRole('textbox', { name: 'Prix maximum' }).press('Tab');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect.poll(() => hashOf(page).get('priceMax')).toBe('20000');
    expect(hashOf(page).get('stars')).toBe('4,5');
    await expect(cards.first()).toBeVisible();
    // The previous answer's cards stay shown until the filtered one arrives: wait for it.
    await expect.poll(async () => (await cardPrices(cards)).filter((price) => price > 200)).toEqual([]);

    // Sort: price ascending.
    await page.getByRole('button', { name: /Trier par/ }).click();
    await page.getByRole('option', { name: 'Prix croissant' }).click();
    await expect.poll(() => hashOf(page).get('sort')).toBe('priceAsc');
    await expect(page.getByRole('button', { name: /Trier par/ })).toContainText('Prix croissant');
    await expect(cards.first()).toBeVisible();
    const prices = await cardPrices(cards);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Page 2: page=1 in the query, other cards.
    // Cards are told apart by their address: two stays may share a name.
    const firstOfPageOne = (await cards.first().getByRole('link').first().getAttribute('href'))!;
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=1(&|#|$)/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards.first().getByRole('link').first()).not.toHaveAttribute('href', firstOfPageOne);
    expect(hashOf(page).get('sort')).toBe('priceAsc');

    // The map opens over the results; choosing a marker shows its info card; Escape closes it.
    await page.getByRole('button', { name: 'Voir sur la carte' }).click();
    const map = page.getByRole('dialog', { name: /^Carte/ });
    await expect(map).toBeVisible();
    await expect(map.locator('canvas').first()).toBeVisible();
    const marker = map.getByRole('navigation', { name: 'Séjours sur la carte' }).getByRole('button').first();
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(map.getByRole('link', { name: 'Voir le séjour' })).toBeVisible();
    await expect(marker).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(map).toBeHidden();

    // A card opens its stay page.
    const title = (await cards.first().getByRole('link').first().innerText()).trim();
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/sejour\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});

test.describe('search results on a phone', () => {
  test.use({ viewport: { width: 375, height: 760 }, isMobile: true, hasTouch: true });

  test('the filter modal: "See results" writes a filter to the URL, "Reset all filters" removes it', async ({
    page,
  }) => {
    await page.goto('/recherche#city=10001');
    await expect(
      page.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('article').first(),
    ).toBeVisible();
    const actions = page.getByRole('toolbar', { name: 'Affiner les résultats' });
    await expect(actions.getByRole('button', { name: 'Carte' })).toBeEnabled();
    await expect(actions.getByRole('button', { name: 'Trier' })).toBeVisible();

    await actions.getByRole('button', { name: /^Filtrer/ }).click();
    let drawer = page.getByRole('dialog', { name: 'Filtres' });
    await expect(drawer).toBeVisible();
    await tick(drawer.getByRole('checkbox', { name: /^4 étoiles/ }));
    await drawer.getByRole('button', { name: 'Voir les résultats' }).click();
    await expect(drawer).toBeHidden();
    await expect.poll(() => hashOf(page).get('stars')).toBe('4');
    await expect(actions.getByRole('button', { name: /^Filtrer/ })).toContainText('1 filtre appliqué');

    await actions.getByRole('button', { name: /^Filtrer/ }).click();
    drawer = page.getByRole('dialog', { name: 'Filtres' });
    await expect(drawer.getByRole('checkbox', { name: /^4 étoiles/ })).toBeChecked();
    await drawer.getByRole('button', { name: 'Réinitialiser tous les filtres' }).click();
    await expect(drawer).toBeHidden();
    await expect.poll(() => hashOf(page).has('stars')).toBe(false);
    expect(hashOf(page).get('city')).toBe('10001');
  });
});

test.describe('search results on a phone, arriving', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the page moves down to the results with the Map / Sort / Filter bar in view, covered by nothing', async ({
    page,
  }) => {
    await page.goto('/recherche#city=10001');
    await expect(
      page.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('article').first(),
    ).toBeVisible();
    // The arrival's smooth scroll has moved the page and come to rest.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await waitForScrollToRest(page);

    const actions = page.getByRole('toolbar', { name: 'Affiner les résultats' });
    const bar = (await actions.boundingBox())!;
    expect(bar.y).toBeGreaterThanOrEqual(0);
    expect(bar.y + bar.height).toBeLessThanOrEqual(812);
    const summary = page.getByRole('region', { name: 'Résumé de votre recherche' });
    if (await summary.isVisible()) {
      const sticky = (await summary.boundingBox())!;
      expect(bar.y).toBeGreaterThanOrEqual(sticky.y + sticky.height);
    }
    // Its buttons take the finger, not the summary.
    await actions.getByRole('button', { name: 'Trier' }).tap();
    await expect(page.getByRole('dialog', { name: 'Trier par' })).toBeVisible();
  });
});
