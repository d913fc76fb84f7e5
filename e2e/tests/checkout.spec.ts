import type { Page } from '@playwright/test';
import { expect, test, waitForRemote } from '../support/test';
import { payWithWallet, reachStaySummary } from '../support/stay-booking';

// The checkout of mfe-checkout-entry against the api's real orders: the fast wallet with the
// sandbox's test cards, the confirmation read back from the api, and the customer's account.

const CONFIRMATION_URL = /\/confirmation\/([0-9a-f-]{36})\?status=success&gaId=/;

/** Creates an account from the sign-up page (a new email each time) and comes back to `origin`. */
async function signUp(page: Page, firstName: string, origin = '/') {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;
  await page.goto(`/account/signup?origin=${encodeURIComponent(origin)}`);
  await waitForRemote(page, 'mfe-checkout-entry');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Prénom' }).fill(firstName);
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('un mot de passe sûr');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account/signup'));
  return email;
}

test('a declined wallet payment says so, and Book leads back to the summary with its criteria', async ({ page }) => {
  await reachStaySummary(page, 21);
  const criteria = new URL(page.url()).hash;
  await payWithWallet(page, 'declined');

  await expect(page).toHaveURL(/[#&]error=1/);
  const dialog = page.getByRole('dialog', { name: 'Payer avec EscaPay' });
  await expect(dialog.getByText('Le paiement avec EscaPay a échoué', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Réserver' }).click();

  await expect(dialog).toBeHidden();
  const back = new URL(page.url());
  expect(back.pathname).toMatch(/^\/reservation\/\d+$/);
  expect(back.hash).not.toMatch(/error=|isLoading=/);
  expect(back.hash).toBe(criteria);
  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif de votre réservation' })).toBeVisible();
});

test('a wallet that cannot start leaves the order unpaid and the shopper on the summary', async ({ page }) => {
  await reachStaySummary(page, 24);
  await payWithWallet(page, 'initFailure');
  await expect(page).toHaveURL(/[#&]error=1/);
  const dialog = page.getByRole('dialog', { name: 'Payer avec EscaPay' });
  await expect(dialog.getByText('Le paiement avec EscaPay a échoué', { exact: false })).toBeVisible();
  // Back to the summary: the order left unpaid is cancelled, its room for sale again.
  await dialog.getByRole('button', { name: 'Réserver' }).click();
  await expect(dialog).toBeHidden();
});

test('a signed-in customer finds the order in their trips; another account cannot open it', async ({
  page,
  context,
}) => {
  await signUp(page, 'Camille');
  await reachStaySummary(page, 27);
  await payWithWallet(page, 'success');

  await expect(page).toHaveURL(CONFIRMATION_URL);
  const orderUUID = CONFIRMATION_URL.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: /c'est confirmé/ })).toBeVisible();
  const reference = (await page.getByRole('definition').first().innerText()).trim();
  expect(reference).toMatch(/^\d{8}$/);

  await page.goto('/account/trips');
  await waitForRemote(page, 'mfe-checkout-entry');
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByRole('link', { name: `Voir la réservation ${reference}` })).toHaveAttribute(
    'href',
    `/confirmation/${orderUUID}`,
  );

  await context.clearCookies();
  await signUp(page, 'Louis');
  await page.goto(`/confirmation/${orderUUID}`);
  await waitForRemote(page, 'mfe-checkout-entry');
  await expect(page.getByRole('heading', { name: 'Nous ne trouvons pas cette commande' })).toBeVisible();
  await expect(page.getByText(reference)).toHaveCount(0);
  const asOther = await page.request.get(`/gateway/purchase/orders/${orderUUID}`);
  expect(asOther.status()).toBe(404);
});

test('a gift box checkout entry carries the gift format and the box code', async ({ page }) => {
  const code = 'WELLNESS-EBOX';
  await page.goto(`/box/${code}?flow=gifting`);
  await waitForRemote(page, 'mfe-product');
  await page.getByRole('button', { name: 'Offrir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choisissez le format' });
  await dialog.getByRole('button', { name: 'Continuer' }).click();

  await expect(page).toHaveURL(new RegExp(`/commande-cadeau/${code}\\?flow=gifting&giftFormat=digital&code=${code}`));
  await waitForRemote(page, 'mfe-checkout-entry');
  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif de votre cadeau' })).toBeVisible();
  await expect(page.getByText('E-cadeau, envoyé par e-mail')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer avec EscaPay' })).toBeEnabled();
});

test('on a 375 px phone, the summary and the confirmation fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await reachStaySummary(page, 30);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Payer avec EscaPay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payer avec EscaPay' });
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await payWithWallet(page, 'success');
  await expect(page).toHaveURL(CONFIRMATION_URL);
  await expect(page.getByRole('heading', { level: 1, name: /c'est confirmé/ })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
