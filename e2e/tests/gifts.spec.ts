import { expect, test, waitForRemote } from '../support/test';
import { site } from '../support/ports';
import { GIFT_STAY_ID, buyGiftBox, choose, firstSleeveExtra, giftCodeOf } from '../support/gift-journeys';
import { chooseDestination } from '../support/destination';
import { payWithWallet } from '../support/stay-booking';

// Gifts across remotes: the gifting flow from the header to the gift set-up (mfe-gift) and the gift
// checkout (mfe-checkout-entry), the physical format paused by a flag, the gift card on the Belgian
// site, the boxes listing, and a beneficiary entering the code of a gift bought through the api.

const PHYSICAL_PAUSED = /Victime de son succès, le format physique revient bientôt/;

test('a shopper gives a stay found in the gifting flow: 2 nights, posted, a sleeve extra and a message', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('group', { name: 'Je cherche' }).getByRole('button', { name: 'Cadeaux' }).click();
  await expect(page).toHaveURL(/\/\?flow=gifting/);

  // Gifts have no dates: a destination is enough.
  const search = page.getByRole('search', { name: 'Rechercher un séjour' });
  await chooseDestination(page, search, 'Paris');
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/recherche\?flow=gifting/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole('link').first().click();

  // The stay's page in the gifting flow, then its gift set-up.
  await expect(page).toHaveURL(/\/sejour\/\d+\?(.*&)?flow=gifting/);
  const offerId = /\/sejour\/(\d+)/.exec(page.url())![1]!;
  await waitForRemote(page, 'mfe-product');
  await page
    .getByRole('complementary', { name: 'Offrir ce séjour' })
    .getByRole('button', { name: 'Offrir', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/cadeau/${offerId}\\?flow=gifting`));
  await waitForRemote(page, 'mfe-gift');

  const nights = page.getByRole('radiogroup', { name: 'Combien de nuits souhaitez-vous offrir ?' });
  await choose(nights.getByRole('radio', { name: /^2 nuits/ }));
  await expect(page).toHaveURL(/[#&]giftNights=2/);

  const format = page.getByRole('radiogroup', { name: 'Sous quelle forme offrir ce séjour ?' });
  await choose(format.getByRole('radio', { name: /^Bon cadeau physique/ }));
  await expect(page).toHaveURL(/[#&]giftFormat=physical/);

  const extra = await firstSleeveExtra(page);
  const sleeves = page.getByRole('region', { name: 'Habillez votre bon cadeau' });
  // Each extra is a radio or a checkbox whose value is the extra's id.
  await choose(sleeves.locator(`input[value="${extra.id}"]`));
  await expect(page).toHaveURL(new RegExp(`[#&]sleeves=[^&]*${extra.id}`));

  await page.getByRole('button', { name: 'Personnaliser mon cadeau' }).click();
  const drawer = page.getByRole('dialog', { name: 'Personnalisez votre cadeau' });
  await drawer.getByRole('textbox', { name: /^De la part de/ }).fill('Camille');
  await drawer.getByRole('textbox', { name: /^Votre message/ }).fill('Un week-end rien que pour vous deux !');
  // A valid customisation goes on to the checkout, as Continuer would.
  await drawer.getByRole('button', { name: 'Offrir', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/commande-cadeau/${offerId}\\?`));
  const checkout = new URL(page.url()).searchParams;
  expect(checkout.get('flow')).toBe('gifting');
  expect(checkout.get('giftNights')).toBe('2');
  expect(checkout.get('giftFormat')).toBe('physical');
  expect((checkout.get('sleeves') ?? '').split(',')).toContain(extra.id);
  expect(checkout.get('fromName')).toBe('Camille');
  expect(checkout.get('message')).toBe('Un week-end rien que pour vous deux !');

  await waitForRemote(page, 'mfe-checkout-entry');
  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif de votre cadeau' })).toBeVisible();
  await expect(page.getByText('2 nuits pour 2 personnes').first()).toBeVisible();
  await expect(page.getByText('De la part de Camille')).toBeVisible();
});

test('while the physical format is paused, the gift set-up says so and offers the digital one only', async ({
  page,
}) => {
  await page.goto(`/cadeau/${GIFT_STAY_ID}?flow=gifting&flags=physicalVoucher:off`);
  await waitForRemote(page, 'mfe-gift');

  const format = page.getByRole('radiogroup', { name: 'Sous quelle forme offrir ce séjour ?' });
  await expect(format.getByText(PHYSICAL_PAUSED)).toBeVisible();
  await expect(format.getByRole('radio', { name: /^Bon cadeau physique/ })).toBeDisabled();
  await expect(format.getByRole('radio', { name: /^Bon cadeau numérique/ })).toBeChecked();
});

test('a gift card chosen on the Belgian site in Dutch reaches the gift checkout', async ({ page }) => {
  await page.goto(`${site('be')}/nl/giftcard/customization`);
  await waitForRemote(page, 'mfe-gift');

  const amounts = page.getByRole('radiogroup', { name: 'Kies het bedrag' });
  await choose(amounts.getByRole('radio', { name: /^€\s?75$/ }));
  await expect(page).toHaveURL(/[#&]amount=7500/);
  await page.getByRole('textbox', { name: /^Je bericht/ }).fill('Veel plezier samen!');
  await page.getByRole('button', { name: 'Doorgaan' }).click();

  await expect(page).toHaveURL(new RegExp(`^${site('be')}/nl/bestelling-cadeau/giftcard\\?`));
  const checkout = new URL(page.url()).searchParams;
  expect(checkout.get('amount')).toBe('7500');
  expect(checkout.get('message')).toBe('Veel plezier samen!');
  await waitForRemote(page, 'mfe-checkout-entry');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht van je cadeau' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Cadeaukaart van €\s?75$/ })).toBeVisible();
  await expect(page.getByText('Veel plezier samen!')).toBeVisible();
});

test('the boxes listing opens the page of the box chosen', async ({ page }) => {
  await page.goto('/coffrets');
  await waitForRemote(page, 'mfe-gift');
  const card = page.getByRole('article').first();
  const title = card.getByRole('heading', { level: 3 }).getByRole('link');
  const name = (await title.innerText()).trim();
  await title.click();

  // The shop's own box page, or the catalogue's readable one when the boxes toggle is off.
  await expect(page).toHaveURL(/\/(box|cadeau\/p\/[^/]+)\/[A-Za-z0-9_-]+\?flow=gifting/);
  await waitForRemote(page, 'mfe-product');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('whoever receives a gift enters its code and finds the stays it can book', async ({ page, request }) => {
  const orderUUID = await buyGiftBox(request);
  const code = await giftCodeOf(request, orderUUID);

  await page.goto('/beneficiary/login');
  await waitForRemote(page, 'mfe-gift');
  await page.getByRole('textbox', { name: 'Code cadeau' }).fill(code);
  await page.getByRole('button', { name: 'Découvrir mes séjours' }).click();

  await expect(page).toHaveURL(/\/beneficiary\/offers/);
  await waitForRemote(page, 'mfe-gift');
  await expect(page.getByRole('heading', { name: 'Choisissez votre séjour' })).toBeVisible();
  const offers = page.getByRole('article');
  await expect(offers.first()).toBeVisible();
  await expect(offers.first().getByRole('link').first()).toHaveAttribute('href', /\/sejour\/\d+/);
});

test('a gift card paid on the shop gives a code its receiver redeems for the stays it can book', async ({ page }) => {
  await page.goto('/giftcard/customization');
  await waitForRemote(page, 'mfe-gift');
  await choose(
    page.getByRole('radiogroup', { name: 'Choisissez le montant' }).getByRole('radio', { name: /^100\s?€$/ }),
  );
  await page.getByRole('textbox', { name: /^De la part de/ }).fill('Camille');
  await page.getByRole('textbox', { name: /^Votre message/ }).fill('Bon week-end à vous deux !');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page).toHaveURL(/\/commande-cadeau\/giftcard\?/);
  await waitForRemote(page, 'mfe-checkout-entry');
  await payWithWallet(page, 'success');

  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}\?status=success/);
  const codes = page.getByRole('region', { name: 'Votre code cadeau' });
  await expect(codes).toBeVisible();
  const code = (await codes.locator('code').innerText()).trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  await expect(codes.getByText(/^Valable jusqu'au /)).toBeVisible();

  await codes.getByRole('link', { name: "Où l'utiliser ?" }).click();
  await expect(page).toHaveURL(/\/beneficiary\/login$/);
  await waitForRemote(page, 'mfe-gift');
  // Typed as a receiver might: lower case, without hyphens.
  await page.getByRole('textbox', { name: 'Code cadeau' }).fill(code.replaceAll('-', ' ').toLowerCase());
  await page.getByRole('button', { name: 'Découvrir mes séjours' }).click();

  await expect(page).toHaveURL(/\/beneficiary\/offers/);
  await expect(page.getByRole('heading', { name: 'Choisissez votre séjour' })).toBeVisible();
  await expect(page.getByRole('article').first().getByRole('link').first()).toHaveAttribute('href', /\/sejour\/\d+/);

  // A region narrows the stays to exactly the number it announced.
  const region = page
    .getByLabel('Région', { exact: true })
    .getByRole('button')
    .or(page.getByLabel('Région', { exact: true }).getByRole('radio'));
  const firstRegion = region.first();
  const [, count] = /\((\d+)\)\s*$/.exec(await firstRegion.innerText())!;
  await firstRegion.click();
  await expect(page).toHaveURL(/[?&]region=\d+/);
  await expect(page.getByRole('heading', { name: new RegExp(`^${count} séjours? à réserver$`) })).toBeVisible();
});
