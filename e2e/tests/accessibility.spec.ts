import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForRemote } from '../support/test';
import { site } from '../support/ports';
import { bookableCheckin, oneNightHash } from '../support/stay-booking';

// Every page of the shop, on desktop and on a phone, checked with axe against WCAG 2.1 A and AA:
// no serious or critical violation. A page a new feature adds joins the list.

/** The rules the shop holds itself to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Violations of these impacts fail the check; minor and moderate ones are reported by axe only. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface CheckedPage {
  name: string;
  /** The page's address, or how to find it when it depends on the day (a night still bookable). */
  path: string | ((page: Page) => Promise<string>);
  /** What shows once the page has drawn its content. */
  ready(page: Page): Promise<void>;
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
/** A checkout entry once it shows its content (the price and the payment, or a notice). */
const checkoutDrawn = async (page: Page) => {
  await heading(page);
  await expect(page.locator('[data-remote="mfe-checkout-entry"] [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
};
/** How far ahead the booking summary's night is looked for, clear of the nights other journeys book. */
const SUMMARY_FROM_DAYS = 60;
/**
 * The booking summary of one night two months ahead that the api still sells: a fixed date is sold
 * out, closed or under the minimum stay on some days, and the summary then rightly refuses it.
 */
const laterSummary = async (page: Page) => {
  const checkin = await bookableCheckin(page, 20039, SUMMARY_FROM_DAYS);
  return `/reservation/20039?flow=booking#${oneNightHash(checkin)}`;
};
/** Opens a checked page at its address. */
const openChecked = async (page: Page, checked: CheckedPage) =>
  page.goto(typeof checked.path === 'string' ? checked.path : await checked.path(page));

const PAGES: readonly CheckedPage[] = [
  { name: 'home', path: '/', ready: heading },
  { name: 'gifting home', path: '/?flow=gifting', ready: heading },
  {
    name: 'search results',
    path: '/recherche?flow=booking#city=10001',
    ready: async (page) => {
      await heading(page);
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'stay',
    path: '/sejour/20039?flow=booking',
    ready: async (page) => {
      await heading(page);
      await expect(page.getByRole('region', { name: 'Avis clients' })).toBeVisible();
    },
  },
  { name: 'stay, gifting', path: '/sejour/20039?flow=gifting', ready: heading },
  { name: 'hotel', path: '/hotel/1024?flow=booking', ready: heading },
  { name: 'activity-only', path: '/activite/90007?flow=booking', ready: heading },
  {
    name: 'gift box',
    path: '/box/WELLNESS-EBOX?flow=gifting',
    ready: async (page) => {
      await heading(page);
      await expect(page.getByRole('region', { name: /séjours au choix/ })).toBeVisible();
    },
  },
  { name: 'gift set-up', path: '/cadeau/20039?flow=gifting', ready: heading },
  {
    name: 'gift set-up, posted',
    path: '/cadeau/20039?flow=gifting#giftNights=1&giftFormat=physical',
    ready: async (page) => {
      await heading(page);
      await expect(page.getByRole('radio', { name: /Standard/ })).toBeVisible();
    },
  },
  { name: 'gift card', path: '/giftcard/customization?flow=gifting', ready: heading },
  {
    name: 'boxes',
    path: '/coffrets?flow=gifting',
    ready: async (page) => {
      await heading(page);
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  { name: 'gift code entry', path: '/beneficiary/login', ready: heading },
  { name: 'gift offers, no code', path: '/beneficiary/offers', ready: heading },
  { name: 'booking summary', path: laterSummary, ready: checkoutDrawn },
  {
    name: 'activity checkout',
    path: '/reservation-activite/90007?customType=OWN_USE#id=90007&a=2',
    ready: checkoutDrawn,
  },
  {
    name: 'gift checkout',
    path: '/commande-cadeau/WELLNESS-EBOX?flow=gifting&giftFormat=digital&code=WELLNESS-EBOX',
    ready: checkoutDrawn,
  },
  { name: 'unknown order', path: '/confirmation/00000000-0000-4000-8000-000000000000', ready: heading },
  { name: 'sign-in', path: '/account/signin', ready: heading },
  { name: 'sign-up', path: '/account/signup', ready: heading },
  { name: 'trips, signed out', path: '/account/trips', ready: heading },
  { name: 'not found', path: '/nulle-part', ready: heading },
  {
    name: 'not found, expired offer',
    path: '/nulle-part#hotelId=1203',
    ready: async (page) => {
      await heading(page);
      await expect(page.getByText(/Trop tard/)).toBeVisible();
    },
  },
  { name: 'landing', path: '/idees/week-end-romantique', ready: heading },
  { name: 'weekend ideas', path: '/idees', ready: heading },
  { name: 'campaign', path: '/operation/black-friday', ready: heading },
  { name: 'static page', path: '/page/conditions-generales-de-vente', ready: heading },
  { name: 'minisite', path: '/partenaire/journal-des-loisirs', ready: heading },
  { name: 'contact', path: '/contact', ready: heading },
  {
    name: 'contact, leave a message',
    path: '/contact',
    ready: async (page) => {
      await heading(page);
      // The heading is in the server's markup: the button answers once mfe-content has taken it over.
      await waitForRemote(page, 'mfe-content');
      await page.getByRole('button', { name: 'Laisser un message' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'booking lookup', path: '/ma-reservation#r=invoice', ready: heading },
];

const VIEWPORTS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use(viewport.use);

    for (const checked of PAGES) {
      test(`${checked.name} has no serious accessibility violation`, async ({ page }) => {
        await openChecked(page, checked);
        await checked.ready(page);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const blocking = results.violations
          .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
          .map((violation) => ({
            rule: violation.id,
            help: violation.help,
            elements: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
          }));
        expect(blocking).toEqual([]);
      });
    }
  });
}

/**
 * A failed request is the network's to report (a 404 page, a signed-out visitor's 401): what the
 * page's own code logs is what fails the check.
 */
const NETWORK_MESSAGE = /^Failed to load resource/;
/** React's words for a page whose browser drawing differs from the server's (minified: #418, #423, #425). */
const HYDRATION_MESSAGE = /hydrat|Minified React error #4(18|19|20|21|22|23|25)/i;

// The same pages, and the French contact page of both French-speaking sites, drawn by the server and
// taken over by the browser without a console error, a thrown error or a hydration warning.
const CONSOLE_CHECKED: readonly CheckedPage[] = [
  ...PAGES,
  { name: 'contact, Belgian French site', path: `${site('be')}/fr/contact`, ready: heading },
];

test.describe('console', () => {
  test.use(VIEWPORTS[0].use);

  for (const checked of CONSOLE_CHECKED) {
    test(`${checked.name} logs no error and no hydration warning`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !NETWORK_MESSAGE.test(text)) problems.push(`error: ${text}`);
        else if (HYDRATION_MESSAGE.test(text)) problems.push(`${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`thrown: ${error.message}`));
      await openChecked(page, checked);
      await checked.ready(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});
