import { expect, type Page } from '@playwright/test';

/** Waits until the page's scroll has come to rest: two readings in a row give the same position. */
export async function waitForScrollToRest(page: Page): Promise<void> {
  let lastY = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const still = y === lastY;
      lastY = y;
      return still;
    })
    .toBe(true);
}
