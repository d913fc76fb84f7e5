import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { site } from '../support/ports';

// The results page on laptop screens: the date popover and the filter dropdowns open under their
// button, inside the screen and below the site's sticky header, with their buttons in view; the
// sticky filter bar is one tidy row that never covers the header; its Distance dropdown is there
// before the search has answered.

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 1280, height: 720 },
] as const;

/** The filter bar's tallest: one row of dropdowns at 1366 px, two rows at most at 1280 px. */
const BAR_MAX_HEIGHT: Record<number, number> = { 1366: 72, 1280: 120 };

/** Two results pages with nothing above their search box: Lyon in French, Brussels in Spanish. */
const PAGES = [
  {
    name: 'Lyon on the French site',
    url: '/recherche#city=10003',
    results: 'Résultats de la recherche',
    loading: 'Chargement des résultats',
    openCalendar: /^Ouvrir le calendrier/,
    calendar: 'Choisissez vos dates',
    calendarButtons: ['Effacer les dates', 'Valider'],
    filters: 'Filtres',
    dropdowns: ['Activités', 'Prix', 'Distance', 'Équipements', 'Plus de filtres'],
    confirm: 'Valider',
  },
  {
    name: 'Brussels on the Spanish site',
    url: `${site('es')}/busqueda#city=10117`,
    results: 'Resultados de la búsqueda',
    loading: 'Cargando los resultados',
    openCalendar: /^Abrir el calendario/,
    calendar: 'Elige tus fechas',
    calendarButtons: ['Borrar las fechas', 'Aceptar'],
    filters: 'Filtros',
    dropdowns: ['Actividades', 'Precio', 'Distancia', 'Servicios', 'Más filtros'],
    confirm: 'Aplicar',
  },
] as const;

type ResultsPage = (typeof PAGES)[number];

async function openResults(page: Page, results: ResultsPage) {
  await page.goto(results.url);
  await expect(page.getByRole('list', { name: results.results }).getByRole('article').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Where the site's sticky header ends, in the viewport. */
async function headerBottom(page: Page): Promise<number> {
  const box = (await page.getByRole('banner').first().boundingBox())!;
  return box.y + box.height;
}

/** An open popover lies on the screen, under the header, with its buttons wholly visible. */
async function expectOnScreenUnderHeader(page: Page, popover: Locator, buttons: Locator[]) {
  const viewport = page.viewportSize()!;
  const box = (await popover.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual((await headerBottom(page)) - 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  for (const button of buttons) await expect(button).toBeInViewport({ ratio: 1 });
}

/**
 * The sticky element that holds the filter group: the bar itself. Measured on the bar in the page:
 * while the page hydrates, the server's markup of the bar can be replaced between finding the group
 * and measuring it, and a detached bar measures 0 px, so the measure is retried until it is taken
 * on the bar the page shows.
 */
async function barBox(filters: Locator) {
  let box = { top: 0, bottom: 0, height: 0, inPage: false };
  await expect
    .poll(async () => {
      box = await filters.evaluate((group) => {
        let element: HTMLElement | null = group as HTMLElement;
        while (element && getComputedStyle(element).position !== 'sticky') element = element.parentElement;
        const { top, bottom, height } = (element ?? (group as HTMLElement)).getBoundingClientRect();
        return { top, bottom, height, inPage: group.isConnected };
      });
      return box.inPage;
    })
    .toBe(true);
  return box;
}

/** Whether the header is what shows along its own bottom edge (nothing drawn over it). */
function headerOnTop(page: Page) {
  return page
    .getByRole('banner')
    .first()
    .evaluate((header) => {
      const { left, width, bottom } = header.getBoundingClientRect();
      return [0.1, 0.3, 0.5, 0.7, 0.9].every((share) =>
        header.contains(document.elementFromPoint(left + width * share, bottom - 2)),
      );
    });
}

for (const viewport of VIEWPORTS) {
  test.describe(`results page at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    for (const results of PAGES) {
      test(`${results.name}: the two-month calendar opens under its field, whole, under the header`, async ({
        page,
      }) => {
        await openResults(page, results);
        await page.getByRole('button', { name: results.openCalendar }).first().click();
        const calendar = page.getByRole('dialog', { name: results.calendar });
        await expect(calendar.getByRole('grid')).toHaveCount(2);
        await expectOnScreenUnderHeader(page, calendar, [
          // Both months to their last week, and Clear / Done.
          calendar.getByRole('grid').first(),
          calendar.getByRole('grid').last(),
          ...results.calendarButtons.map((name) => calendar.getByRole('button', { name })),
        ]);
        await page.keyboard.press('Escape');
        await expect(calendar).toBeHidden();
      });

      test(`${results.name}: each filter dropdown opens under its button, under the header, Confirm in view`, async ({
        page,
      }) => {
        await openResults(page, results);
        const filters = page.getByRole('group', { name: results.filters });
        for (const name of results.dropdowns) {
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await filters.getByRole('button', { name: new RegExp(`^${name}`) }).click();
          const dropdown = page.getByRole('dialog', { name });
          await expect(dropdown).toBeVisible();
          await expectOnScreenUnderHeader(page, dropdown, [dropdown.getByRole('button', { name: results.confirm })]);
          await page.keyboard.press('Escape');
          await expect(dropdown).toBeHidden();
        }
      });

      test(`${results.name}: the filter bar is one tidy row that never covers the header`, async ({ page }) => {
        await openResults(page, results);
        const filters = page.getByRole('group', { name: results.filters });
        expect((await barBox(filters)).height).toBeLessThanOrEqual(BAR_MAX_HEIGHT[viewport.width]!);

        // Among the results it is stuck right under the header.
        await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
        await expect
          .poll(async () => Math.round((await barBox(filters)).top))
          .toBe(Math.round(await headerBottom(page)));
        expect(await headerOnTop(page)).toBe(true);

        // At the very bottom (suggestions load as they come into view) the bar may leave with its
        // page, under the header, never over it.
        await expect
          .poll(() =>
            page.evaluate(() => {
              window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
              return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
            }),
          )
          .toBe(true);
        expect(await headerOnTop(page)).toBe(true);
      });
    }
  });
}

test.describe('the filter bar before the search answers', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the Distance dropdown is there while the results load, and stays when they come', async ({ page }) => {
    // The search's answer is held back until the bar has been looked at.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/offers.json*', async (route) => {
      if (route.request().method() === 'POST') await released;
      await route.continue();
    });
    const [lyon] = PAGES;
    await page.goto(lyon.url);
    await expect(page.getByRole('status', { name: lyon.loading })).toBeVisible();
    const filters = page.getByRole('group', { name: lyon.filters });
    for (const name of lyon.dropdowns) await expect(filters.getByRole('button', { name })).toBeVisible();
    const before = await barBox(filters);

    release();
    await expect(page.getByRole('list', { name: lyon.results }).getByRole('article').first()).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Distance' })).toBeEnabled();
    expect((await barBox(filters)).height).toBe(before.height);
  });
});
