import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, waitForRemote } from '../support/test';
import { E2E_LOCAL_DIR, E2E_PORTS, onLoopback, site } from '../support/ports';

// The content pages (mfe-content) with the api behind them: each site's CMS home, a search landing,
// the contact form in Spain with its captcha and stored case, the 404 page of an expired offer,
// and a partner minisite.

const API = `http://127.0.0.1:${E2E_PORTS.api}`;
const SHOP_STORE = path.resolve(__dirname, '../..', E2E_LOCAL_DIR, 'data', 'shop.sqlite');

const HOMES = [
  { locale: 'fr_FR', url: `${site('fr')}/` },
  { locale: 'es_ES', url: `${site('es')}/` },
  { locale: 'it_IT', url: `${site('it')}/` },
  { locale: 'nl_NL', url: `${site('nl')}/` },
  { locale: 'fr_BE', url: `${site('be')}/fr/` },
  { locale: 'nl_BE', url: `${site('be')}/nl/` },
] as const;

interface CmsBlockAnswer {
  type: string;
  title?: string;
}

for (const home of HOMES) {
  test(`the ${home.locale} home page shows its CMS content, block after block`, async ({ page, request }) => {
    const cms = (await (await request.get(`${API}/api/cms/homepage?locale=${home.locale}`)).json()) as {
      booking: { seo: { title: string }; jumbotron: { title: string }; blocks: CmsBlockAnswer[] };
    };
    const response = await page.goto(home.url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: cms.booking.jumbotron.title })).toBeVisible();
    const titled = cms.booking.blocks.filter((block) => block.title);
    expect(titled.length).toBeGreaterThan(4);
    for (const block of titled) {
      await expect(page.getByRole('heading', { name: block.title, exact: true }).first()).toBeAttached();
    }
    await expect(page).toHaveTitle(new RegExp(cms.booking.seo.title.split(' – ')[0]!));
  });
}

test('a city landing leads to the search of that city, prefilled', async ({ page }) => {
  const response = await page.goto('/ville/paris-10001');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/ville\/paris-10001$/);
  await expect(page).toHaveURL(/\/recherche\?flow=booking#city=10001$/);
  await expect(
    page.getByRole('search', { name: 'Rechercher un séjour' }).getByRole('combobox', { name: 'Destination' }),
  ).toHaveValue(/Paris/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a Spanish visitor leaves a message: a bad booking number is refused, then the case is stored', async ({
  page,
}) => {
  const email = `cliente-${Date.now()}@example.com`;
  await page.goto(`${site('es')}/contact`);
  // The button is in the server's markup: it answers once mfe-content has taken that markup over.
  await waitForRemote(page, 'mfe-content');
  await page.getByRole('button', { name: 'Dejar un mensaje' }).click();
  const dialog = page.getByRole('dialog', { name: 'Déjenos un mensaje' });
  await dialog.getByRole('button', { name: /Motivo de su consulta/ }).click();
  await page.getByRole('option', { name: 'Modificar mi reserva' }).click();

  const bookingNumber = dialog.getByRole('textbox', { name: /Número de reserva/ });
  await bookingNumber.fill('1234');
  await bookingNumber.blur();
  await expect(dialog.getByText('El número de reserva se compone de 8 dígitos')).toBeVisible();
  await bookingNumber.fill('48213597');
  await dialog.getByRole('textbox', { name: /Correo electrónico/ }).fill(email);
  await dialog.getByRole('textbox', { name: /Nombre y apellidos/ }).fill('Lucía Fernández');
  await dialog.getByRole('textbox', { name: /Teléfono/ }).fill('+34 612 345 678');
  await dialog.getByRole('textbox', { name: /Su mensaje/ }).fill('Quisiera cambiar la fecha de llegada al sábado.');
  await expect(dialog.getByText('El número de reserva se compone de 8 dígitos')).toBeHidden();
  await dialog.getByRole('button', { name: 'Enviar' }).click();

  await expect(page).toHaveURL(/\/contact\?ref=contact_thank_you$/);
  await expect(page.getByRole('status').filter({ hasText: 'Gracias por su mensaje' })).toBeVisible();
  const store = new Database(SHOP_STORE, { readonly: true });
  try {
    const stored = store
      .prepare('SELECT reason, request_type, booking_number, locale, status FROM contact_cases WHERE email = ?')
      .all(email);
    expect(stored).toEqual([
      {
        reason: 'modification',
        request_type: 'Modification',
        booking_number: '48213597',
        locale: 'es_ES',
        status: 'New',
      },
    ]);
  } finally {
    store.close();
  }
});

test('an expired offer: an unknown address with a hotel suggests that hotel’s other stays, with status 404', async ({
  page,
  request,
}) => {
  const offers = (await (
    await request.post(`${API}/api/offers.json`, {
      data: {
        filters: {
          property: {},
          offer: { familyComposition: { adults: 2, children: 0, babies: 0, singleRoom: false } },
        },
        sorting: { orderBy: 'priceQuality' },
        pagination: { page: 0, limit: 1 },
        flow: 'booking',
        locale: 'fr_FR',
        searchProvider: 'catalog',
      },
    })
  ).json()) as { exactMatch: { label: string; hotel: { id: number; label: string } }[] };
  const offer = offers.exactMatch[0]!;

  const response = await page.goto(`/sejour-expire/ancienne-offre#hotelId=${offer.hotel.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oups !' })).toBeVisible();
  await expect(page.getByText('Trop tard ! Cette offre a expiré...')).toBeVisible();
  const hotelOffers = page.getByRole('region', { name: `Les autres offres de ${offer.hotel.label}` });
  await expect(hotelOffers.getByRole('link', { name: offer.label }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: "Aller à la page d'accueil" })).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Notre sélection du moment' }).getByRole('article').first(),
  ).toBeVisible();
});

test('an unknown address answers 404 with the way home', async ({ page }) => {
  const response = await page.goto('/nulle-part/ici');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oups !' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Aller à la page d'accueil" })).toBeVisible();
});

test('a partner minisite shows the partner’s banner, its stays and its offer terms', async ({ page }) => {
  const response = await page.goto('/partenaire/journal-des-loisirs');
  expect(response?.status()).toBe(200);
  const banner = page.locator('picture img').first();
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('En partenariat avec Le Journal des Loisirs')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo Le Journal des Loisirs' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const terms = page.getByRole('heading', { name: "Conditions de l'offre" });
  await expect(terms).toBeVisible();
  await expect(page.getByText(/Prix à partir de 75 € pour 2 personnes.*16\/04\/2024 au 31\/08\/2024/)).toBeVisible();
  // A partner's page is not for another site.
  const spanishSite = onLoopback(`${site('es')}/socio/journal-des-loisirs`);
  expect((await page.request.get(spanishSite.url, { headers: spanishSite.headers })).status()).toBe(404);
});
