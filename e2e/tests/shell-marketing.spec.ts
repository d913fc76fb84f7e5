import path from 'node:path';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_LOCAL_DIR, site } from '../support/ports';

/** The footer's box, which says `data-hydrated` once React holds the footer. */
const footerBox = (page: Page) => page.locator('[data-hydrate-when-needed]', { has: page.getByRole('contentinfo') });

const SHOP_STORE = path.resolve(__dirname, '../..', E2E_LOCAL_DIR, 'data', 'shop.sqlite');

/** Newsletter rows for an address, read the way the api wrote them. */
function newsletterRows(email: string): { country: string; language: string; source: string }[] {
  const db = new Database(SHOP_STORE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT country, language, source FROM newsletter_subscriptions WHERE email = ?').all(email) as {
      country: string;
      language: string;
      source: string;
    }[];
  } finally {
    db.close();
  }
}

test('the home page shows the announcement banner, the promo bar and the countdown', async ({ page }) => {
  await page.goto('/');
  const announcement = page.getByRole('region', { name: 'Annonces' });
  await expect(announcement).toBeVisible();
  // fr_FR runs the auto-discount variation: its fixed promo replaces the CMS messages in the booking flow.
  await expect(announcement.getByRole('link', { name: /Code promo automatique/ })).toHaveAttribute('target', '_blank');

  const promoBar = page.getByRole('navigation', { name: 'Offres du moment' });
  await expect(promoBar.getByRole('link', { name: 'Week-ends bien-être' })).toHaveAttribute(
    'href',
    '/recherche?flow=booking#theme=26',
  );
  await expect(page.getByRole('region', { name: 'Offre à durée limitée' }).getByRole('timer')).toBeVisible();
});

test('the Belgian French home page shows the CMS announcements of its locale', async ({ page }) => {
  await page.goto(`${site('be')}/fr/`);
  const announcement = page.getByRole('region', { name: 'Annonces' });
  await expect(announcement.getByRole('link', { name: /Jusqu’à -40 % sur les séjours bien-être/ })).toBeVisible();
});

test('a shopper subscribes to the newsletter in the footer and the api keeps the address', async ({ page }) => {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;
  await page.goto('/', { waitUntil: 'networkidle' });
  // The footer's code downloads once the shopper reaches it: the address typed and the press made
  // meanwhile are kept, and the form is sent once that code has taken the footer over.
  await expect(footerBox(page)).not.toHaveAttribute('data-hydrated');
  const newsletter = page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' });
  await newsletter.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await newsletter.getByRole('button', { name: "Je m'inscris" }).click();

  await expect(newsletter.getByRole('status')).toHaveText('Merci ! Vous recevrez bientôt nos meilleures offres.');
  expect(newsletterRows(email)).toEqual([{ country: 'FR', language: 'fr', source: 'footer' }]);
});

test('an invalid address is flagged and never sent', async ({ page }) => {
  // The footer comes in the server's page; its form checks addresses once its code has arrived,
  // which the footer's box says once React holds it.
  await page.goto('/', { waitUntil: 'networkidle' });
  const newsletter = page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' });
  const field = newsletter.getByRole('textbox', { name: 'Adresse e-mail' });
  await field.focus();
  await expect(footerBox(page)).toHaveAttribute('data-hydrated', '');
  await field.fill('pas-une-adresse@exemple');
  await field.press('Tab');
  await expect(newsletter.getByText("L'adresse e-mail semble incorrecte")).toBeVisible();

  await field.click();
  await expect(newsletter.getByText("L'adresse e-mail semble incorrecte")).toBeHidden();
  await field.press('Enter');
  await expect(newsletter.getByText("L'adresse e-mail semble incorrecte")).toBeVisible();
  await expect(newsletter.getByRole('status')).toHaveCount(0);
  expect(newsletterRows('pas-une-adresse@exemple')).toEqual([]);
});
