import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForRemote } from '../support/test';
import { upcomingWeekend } from '../support/dates';
import { waitForScrollToRest } from '../support/scroll';

// What stays on screen around the results: on a phone the search summary and the action bar (Map,
// Sort, Filter) stick to the top, neither cut nor covering each other, and the summary says every
// traveller; on a desktop the destination list opens below its field, never over the site's header.
// A weekend ahead of the day the suite runs: a fixed date comes too close, then passes, and the
// search rightly stops selling it.
const { checkin, checkout } = upcomingWeekend();
const FAMILY_SEARCH = `/recherche?flow=booking#city=10001&checkin=${checkin}&checkout=${checkout}&night=2&a=2&c=1&b=1`;

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The text is drawn whole: not cut at the end of its line, nor below its last line shown. */
async function expectNotCut(locator: Locator) {
  expect(
    await locator.evaluate(
      (element) => element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1,
    ),
  ).toBe(true);
}

/** The phone's Filter button, once the page has moved down to the results and come to rest. */
async function filterButtonOnArrival(page: Page): Promise<Locator> {
  await waitForRemote(page, 'mfe-search');
  await expect(page.getByRole('article').first()).toBeVisible();
  const filter = page.getByRole('toolbar', { name: 'Affiner les résultats' }).getByRole('button', { name: /^Filtrer/ });
  await expect.poll(async () => (await box(filter)).y, { timeout: 10_000 }).toBeLessThan(200);
  await waitForScrollToRest(page);
  return filter;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the action bar sticks below the search summary, and the summary names every traveller', async ({ page }) => {
    await page.goto(FAMILY_SEARCH);
    // The page's own move down to the results is over, as it is when a shopper starts reading.
    const filter = await filterButtonOnArrival(page);

    // Well down the list: the summary is at the top, the action bar right below it, both in full.
    await page.mouse.wheel(0, 1500);
    const summary = page.getByRole('region', { name: 'Résumé de votre recherche' });
    await expect(summary).toBeVisible();
    const travellers = summary.getByText('2 adultes, 1 enfant, 1 bébé', { exact: true });
    await expect(travellers).toBeVisible();
    await expectNotCut(travellers);

    await expect
      .poll(async () => Math.round((await box(filter)).y - ((await box(summary)).y + (await box(summary)).height)))
      .toBeGreaterThanOrEqual(0);
    expect((await box(filter)).y).toBeLessThan(200);
    // Nothing lies over it: a tap on it reaches it.
    await filter.click({ trial: true });
  });

  test('the arrival on the results never leaves half a search box at the top of the screen', async ({ page }) => {
    await page.goto(FAMILY_SEARCH);
    // Once the page has scrolled to the results and come to rest, every search box on screen is whole.
    await filterButtonOnArrival(page);
    for (const search of await page.getByRole('search').all()) {
      if (!(await search.isVisible())) continue;
      const { y, height } = await box(search);
      const wholeOrGone = y >= -1 || y + height <= 1;
      expect(wholeOrGone, `a search box from ${Math.round(y)} to ${Math.round(y + height)} px`).toBe(true);
    }
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the destination list opens below its field, clear of the header, and the travellers are not cut', async ({
    page,
  }) => {
    await page.goto('/recherche?flow=booking#city=10001&a=2&c=1&b=1');
    await waitForRemote(page, 'mfe-search');
    const travellers = page.getByRole('button', { name: /^Voyageurs\s?: 2 adultes, 1 enfant, 1 bébé/ });
    await expect(travellers).toContainText('1 bébé');
    await expectNotCut(travellers.getByText(/2 adultes/));

    const destination = page.getByRole('combobox', { name: 'Destination' });
    await destination.fill('Par');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option').first()).toBeVisible();
    const field = await box(destination);
    expect((await box(list)).y).toBeGreaterThanOrEqual(field.y + field.height);
  });
});
