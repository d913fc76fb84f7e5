import type { Page } from '@playwright/test';
import { expect, test, waitForRemote } from '../support/test';
import { site } from '../support/ports';

// On desktop the site's header sticks to the top, and the stay page's bar of tabs sticks right below
// it once the page's own tabs have scrolled away: what a tab scrolls to, and the booking panel, must
// show below both, and no tab may be cut, in any language (Spanish and Italian have the longest words).
const STAY_ID = 20039;
/** A tab leaves a little room above its section's heading: the section's gap and padding. */
const MAX_GAP_BELOW_BARS_PX = 100;

const SITES = [
  { prefix: 'fr', path: `/sejour/${STAY_ID}`, tabs: 'Sections de la page', panel: 'Votre réservation' },
  { prefix: 'es', path: `/estancia/${STAY_ID}`, tabs: 'Secciones de la página', panel: 'Tu reserva' },
  { prefix: 'it', path: `/soggiorno/${STAY_ID}`, tabs: 'Sezioni della pagina', panel: 'La tua prenotazione' },
  { prefix: 'nl', path: `/verblijf/${STAY_ID}`, tabs: 'Onderdelen van de pagina', panel: 'Je boeking' },
] as const;

/** The bottom of what sticks to the top of the screen: the site's header, then the bar of tabs. */
async function coveredBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const px = (property: string) => Number.parseFloat(style.getPropertyValue(property)) || 0;
    return px('--esc-header-height') + px('--product-section-bar-height');
  });
}

/** Every tab of a list lies wholly inside it: none is cut at the edge. */
async function expectNoTabCut(page: Page, tabsName: string, nth: number) {
  const nav = page.getByRole('navigation', { name: tabsName, includeHidden: true }).nth(nth);
  const box = (await nav.boundingBox())!;
  const links = nav.getByRole('link', { includeHidden: true });
  for (let index = 0; index < (await links.count()); index += 1) {
    const link = (await links.nth(index).boundingBox())!;
    expect(link.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(link.x + link.width, (await links.nth(index).textContent()) ?? '').toBeLessThanOrEqual(
      box.x + box.width + 1,
    );
  }
}

for (const width of [1280, 1366]) {
  for (const { prefix, path, tabs, panel } of SITES) {
    test(`on a ${width} px desktop in ${prefix}, a tab's section and the booking panel show below the sticky bars`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${site(prefix)}${path}?flow=booking`);
      await waitForRemote(page, 'mfe-product');
      await expectNoTabCut(page, tabs, 0);

      const pageTabs = page.getByRole('navigation', { name: tabs }).first();
      const lastTab = pageTabs.getByRole('link').last();
      const sectionId = ((await lastTab.getAttribute('href')) ?? '').replace('#', '');
      await lastTab.click();

      // The bar of tabs has come, below the header, with none of its tabs cut.
      await expect.poll(() => coveredBottom(page)).toBeGreaterThan(122);
      await expectNoTabCut(page, tabs, 1);
      // Once the smooth scroll has ended, the section's heading is just below both bars: neither
      // under them nor far down the screen.
      const heading = page.locator(`#${sectionId}`).getByRole('heading').first();
      const gapBelowBars = async () => (await heading.boundingBox())!.y - (await coveredBottom(page));
      await expect.poll(gapBelowBars, { timeout: 10_000 }).toBeLessThanOrEqual(MAX_GAP_BELOW_BARS_PX);
      expect(await gapBelowBars()).toBeGreaterThanOrEqual(0);

      const bookingPanel = page.getByRole('complementary', { name: panel });
      expect((await bookingPanel.boundingBox())!.y).toBeGreaterThanOrEqual(await coveredBottom(page));
    });
  }
}
