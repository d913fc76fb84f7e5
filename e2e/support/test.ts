/**
 * The journeys' `test`: Playwright's, with a page whose `goto` returns once the shop's code has
 * taken the page over (the shell marks `<html data-shell="ready">`). A server-rendered page shows
 * its buttons before its code has arrived; a press then would do nothing, as it would for a
 * shopper. Addresses that are not shop pages (api answers, files) return at once.
 */
import { test as base, type Page } from '@playwright/test';

/** Longest wait for the shop's code after the page has loaded. */
const SHELL_READY_TIMEOUT_MS = 15_000;

async function waitForShell(page: Page): Promise<void> {
  const isShopPage = await page.evaluate(() => document.getElementById('root') !== null).catch(() => false);
  if (isShopPage)
    await page.locator('html[data-shell="ready"]').waitFor({ state: 'attached', timeout: SHELL_READY_TIMEOUT_MS });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForShell(page);
      return response;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';

/**
 * Waits until a remote has taken its server-rendered markup over (its outlet says `mounted`): a
 * press on a remote's button before that would do nothing, as it would for a shopper.
 */
export async function waitForRemote(page: Page, remote: string): Promise<void> {
  await base.expect(page.locator(`[data-remote="${remote}"]`)).toHaveAttribute('data-status', 'mounted');
}
