/**
 * `npm run size`: the JavaScript each measured page loads on a first visit from a phone, in KB gzip
 * (every body compressed here at level 9, so the figure does not depend on what the servers send),
 * against the page's budget in performance-budgets.ts. Counts every script fetched until the
 * network is idle: the shell, the remote entries and the chunks the page pulled in.
 * Starts a shop of its own (measured-shop.ts); `--no-build` measures what was deployed last time.
 * Exits 1 when a page is over budget.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { PHONE_CONTEXT, withChromium } from './chromium';
import { withMeasuredShop } from './measured-shop';
import { summarisePageJavaScript, type PageJavaScript, type ScriptFile } from './page-javascript';
import { MEASURED_PAGES } from './performance-budgets';
import { formatTable, withinJsBudget } from './verdicts';

const BIGGEST_FILES_LISTED = 5;
const LOAD_TIMEOUT_MS = 60_000;

function isJavaScript(response: Response): boolean {
  if (!response.ok()) return false;
  const contentType = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript|ecmascript/i.test(contentType);
}

/** Every distinct script the page fetched until the network went quiet, with its gzip size. */
async function scriptsOfFirstLoad(browser: Browser, url: string): Promise<ScriptFile[]> {
  // A new context: an empty cache, as on a first visit.
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    const files = new Map<string, Promise<ScriptFile>>();
    page.on('response', (response) => {
      if (!isJavaScript(response) || files.has(response.url())) return;
      files.set(
        response.url(),
        response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
    return await Promise.all(files.values());
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const shortUrl = (url: string) => url.replace(/^https?:\/\//, '');

function printDetails(name: string, summary: PageJavaScript): void {
  console.log(`\n${name}: ${summary.byApp.map(({ app, kb: appKb }) => `${app} ${appKb.toFixed(1)} KB`).join(', ')}`);
  for (const file of summary.biggest) console.log(`  ${kb(file.gzipBytes).padStart(7)} KB  ${shortUrl(file.url)}`);
}

async function main(): Promise<number> {
  const measured = await withMeasuredShop(MEASURED_PAGES, (shop, pages) =>
    withChromium(async (browser) => {
      const results: { page: (typeof MEASURED_PAGES)[number]; summary: PageJavaScript }[] = [];
      for (const page of pages) {
        const files = await scriptsOfFirstLoad(browser, `${shop.origin}${page.path}`);
        results.push({ page, summary: summarisePageJavaScript(files, BIGGEST_FILES_LISTED) });
      }
      return results;
    }),
  );

  console.log('\nFirst-load JavaScript per page (gzip level 9, phone viewport 375x812)');
  console.log(
    formatTable(
      ['page', 'files', 'KB gzip', 'budget KB', 'verdict'],
      measured.map(({ page, summary }) => [
        page.name,
        String(summary.files),
        summary.totalKb.toFixed(1),
        String(page.maxFirstLoadJsKb),
        withinJsBudget(summary.totalKb, page) ? 'ok' : 'OVER',
      ]),
    ),
  );
  for (const { page, summary } of measured) printDetails(page.name, summary);
  const over = measured.filter(({ page, summary }) => !withinJsBudget(summary.totalKb, page));
  console.log(
    over.length === 0
      ? '\nsize: every page is within its budget'
      : `\nsize: over budget: ${over.map(({ page }) => page.name).join(', ')} (budgets: platform/perf/performance-budgets.ts)`,
  );
  return over.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
