import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { onLoopback, site } from '../support/ports';

// Every link the frame offers (header, burger menu, gift drawer, footer) leads to a page of the
// shop that exists, on each of the six sites: the edge answers 200 and the page's remote drew
// something. Another site's address (FAQ, gift shop, press) is not the shop's and is left out.

type Language = 'fr' | 'es' | 'it' | 'nl';

/** Times a page is asked for before its empty outlet counts as broken. */
const RENDER_ATTEMPTS = 3;

const SITES: readonly { name: string; origin: string; home: string; language: Language }[] = [
  { name: 'fr_FR', origin: site('fr'), home: '/', language: 'fr' },
  { name: 'es_ES', origin: site('es'), home: '/', language: 'es' },
  { name: 'it_IT', origin: site('it'), home: '/', language: 'it' },
  { name: 'nl_NL', origin: site('nl'), home: '/', language: 'nl' },
  { name: 'fr_BE', origin: site('be'), home: '/fr/', language: 'fr' },
  { name: 'nl_BE', origin: site('be'), home: '/nl/', language: 'nl' },
];

/** The header's words in a language, read from the shell's own texts so the test follows them. */
function headerTexts(language: Language) {
  const file = path.resolve(__dirname, '../../shell/src/i18n/header', `${language}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as {
    giftDrawer: { open: string; title: string; close: string };
    burger: { open: string; title: string; close: string };
  };
}

/** The shop's own addresses among the links of a part of the page. */
async function shopLinksIn(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.filter((href) => new URL(href).hostname.endsWith('localhost'));
}

for (const shop of SITES) {
  test(`every link of the frame leads to a page on ${shop.name}`, async ({ page }) => {
    test.slow();
    const texts = headerTexts(shop.language);
    const links = new Set<string>();

    // Desktop: header, gift drawer, footer.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${shop.origin}${shop.home}`);
    for (const href of await shopLinksIn(page, 'header, footer')) links.add(href);
    await page.getByRole('banner').getByRole('button', { name: texts.giftDrawer.open }).click();
    const drawer = page.getByRole('dialog', { name: texts.giftDrawer.title });
    await expect(drawer.getByRole('link').first()).toBeVisible();
    for (const href of await shopLinksIn(page, '[role="dialog"]')) links.add(href);
    await drawer.getByRole('button', { name: texts.giftDrawer.close }).click();

    // Phone: the burger menu.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('banner').getByRole('button', { name: texts.burger.open }).click();
    const menu = page.getByRole('dialog', { name: texts.burger.title });
    await expect(menu.getByRole('link').first()).toBeVisible();
    for (const href of await shopLinksIn(page, '[role="dialog"]')) links.add(href);

    expect(links.size).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const href of links) {
      const target = onLoopback(href);
      let status = 0;
      let drawn = false;
      // A render the edge cut at its budget on a busy machine leaves the outlet to the browser and
      // is not kept: the page is asked again, as its next visitor would get it. A page whose remote
      // draws nothing stays empty however often it is asked.
      for (let attempt = 0; attempt < RENDER_ATTEMPTS && !drawn; attempt += 1) {
        const response = await page.request.get(target.url, { headers: target.headers, maxRedirects: 5 });
        status = response.status();
        // A page whose remote drew nothing would answer 200 with an empty outlet: the outlet must hold markup.
        // (React marks a Suspense boundary with comments before the page's first element.)
        drawn = /data-status="server"><div[^>]*data-mount-point=""[^>]*>\s*(<!--[^>]*-->\s*)*<[a-z]/i.test(
          await response.text(),
        );
        if (status !== 200) break;
      }
      if (status !== 200 || !drawn) broken.push(`${status} ${drawn ? '' : '(empty) '}${href}`);
    }
    expect(broken).toEqual([]);
  });
}
