import { expect, test } from '../support/test';

// The shell's header on the French site: flow toggle, Inspirations menu, burger menu, the account
// entry, and the wishlist shared between mfe-search's cards (bus `wishlist:toggle`) and the header.
//
// Customer accounts are open on every site: the header then has no wishlist button, the wishlist
// being reached from the burger menu and the account menu (the customer's account pages). The
// header's wishlist drawer serves sites without accounts: its tests turn the toggle off with a QA
// override (it lasts while the tab is open).
const WITHOUT_ACCOUNTS = 'flags=customerAccount:off';

test('a shopper switches between stays and gifts', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('group', { name: 'Je cherche' });
  await expect(toggle.getByRole('button', { name: 'Séjours' })).toHaveAttribute('aria-pressed', 'true');

  await toggle.getByRole('button', { name: 'Cadeaux' }).click();
  await expect(page).toHaveURL(/\?flow=gifting/);
  await expect(toggle.getByRole('button', { name: 'Cadeaux' })).toHaveAttribute('aria-pressed', 'true');

  await toggle.getByRole('button', { name: 'Séjours' }).click();
  await expect(page).not.toHaveURL(/flow=gifting/);
  await expect(toggle.getByRole('button', { name: 'Séjours' })).toHaveAttribute('aria-pressed', 'true');
});

test('the Inspirations menu opens on hover, level after level', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Inspirations' });
  const destinations = menu.getByRole('button', { name: 'Destinations' });
  await destinations.hover();
  await expect(destinations).toHaveAttribute('aria-expanded', 'true');

  const france = menu.getByRole('link', { name: 'France', exact: true });
  await expect(france).toHaveAttribute('href', /^\/recherche#country=\d+$/);
  await france.hover();
  const region = menu.getByRole('link', { name: 'Île-de-France', exact: true });
  await region.hover();
  await expect(menu.getByRole('link', { name: 'Tout voir : Île-de-France' })).toBeVisible();

  // The Themes tab shows the theme of the week with its call to action.
  await menu.getByRole('button', { name: 'Thèmes' }).hover();
  await expect(menu.getByText('Thème de la semaine')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Voir les séjours' })).toHaveAttribute('href', /^\/recherche#theme=\d+$/);

  // Leaving the menu closes it.
  await page.mouse.move(640, 700);
  await expect(menu.getByRole('button', { name: 'Thèmes' })).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone the burger menu opens and locks the page scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Vérifier ma réservation' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Destinations' })).toBeVisible();
  // The modal overlay locks the page behind it (react-aria hides the root element's overflow).
  const pageScrollLocked = () =>
    page.evaluate(() =>
      [document.documentElement, document.body].some((element) => getComputedStyle(element).overflow === 'hidden'),
    );
  expect(await pageScrollLocked()).toBe(true);

  await menu.getByRole('button', { name: 'Fermer le menu' }).click();
  await expect(menu).toBeHidden();
  expect(await pageScrollLocked()).toBe(false);
});

test('with customer accounts, the header offers sign-in instead of the wishlist, which the burger menu links', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/recherche#city=10001');
  const header = page.getByRole('banner');
  // Signing in comes back to this page: its address travels as the origin.
  await expect(header.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    /^\/account\/signin\?origin=http%3A%2F%2F[^&]+%2Frecherche/,
  );
  await expect(header.getByRole('button', { name: "Ma liste d'envies", exact: true })).toHaveCount(0);

  await header.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: "Ma liste d'envies" })).toHaveAttribute('href', '/account/wishlist');
});

test('a stay added from the search results is in the wishlist drawer after a reload', async ({ page }) => {
  await page.goto(`/recherche?${WITHOUT_ACCOUNTS}#city=10001`);
  const card = page.getByRole('article').first();
  const title = card.getByRole('heading').first();
  // The first card may still be waiting for the results, its name still empty.
  await expect(title).toHaveText(/\S/);
  const label = (await title.innerText()).trim();
  const heart = card.getByRole('button', { name: "Ajouter à ma liste d'envies" });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  // The card shows the heart of the kept stay again (the shell announces `wishlist:changed` at start).
  await expect(
    page.getByRole('article').first().getByRole('button', { name: "Ajouter à ma liste d'envies" }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: "Ma liste d'envies", exact: true }).click();
  const drawer = page.getByRole('dialog', { name: "Ma liste d'envies" });
  const kept = drawer.getByRole('link', { name: new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(kept).toBeVisible();
  await expect(kept).toHaveAttribute('href', /^\/sejour\/\d+/);
});

test('a drawer closed with Escape the moment it opened leaves the page usable', async ({ page }) => {
  await page.goto(`/?${WITHOUT_ACCOUNTS}`);
  const wishlistButton = page.getByRole('button', { name: "Ma liste d'envies", exact: true });
  for (let round = 0; round < 2; round += 1) {
    await wishlistButton.click();
    await expect(page.getByRole('dialog', { name: "Ma liste d'envies" })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: "Ma liste d'envies" })).toHaveCount(0);
  }
  // Nothing is left over the page: the header answers again.
  await page.getByRole('group', { name: 'Je cherche' }).getByRole('button', { name: 'Cadeaux' }).click();
  await expect(page).toHaveURL(/\?flow=gifting/);
});
