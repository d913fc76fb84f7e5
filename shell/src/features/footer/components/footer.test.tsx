import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import type { Locale, PointOfSaleId } from '@escapade/shared-contracts/locales';
import { languageOf, pointOfSaleOf } from '@escapade/shared-contracts/locales';
import type { ShellEnvironment } from '../../../context/shell-environment';
import { renderShell } from '../../../test/render-shell';
import { setupShellApi, TEST_API_BASE } from '../../../test/shell-api';
import { COOKIE_PREFERENCES_STORAGE_KEY } from '../utils/cookie-preferences';
import { countrySiteLinks } from '../utils/country-sites';
import { cmsFooterPartsQuery } from '../api/get-cms-footer-parts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => {})),
  registerRemotes: jest.fn(),
}));

const api = setupShellApi();

const CARE_SESSION = { token: 'signed-token', email: 'agent@escapade.example', expiresAt: '2099-01-01T00:00:00.000Z' };

async function renderFooter(
  path = '/',
  locale: Locale = 'fr_FR',
  overrides: Partial<ShellEnvironment> = {},
  queryClient?: QueryClient,
) {
  const pointOfSale: PointOfSaleId = pointOfSaleOf(locale).id;
  const view = renderShell(
    path,
    {
      locale,
      language: languageOf(locale),
      pointOfSale,
      apiBase: TEST_API_BASE,
      ...overrides,
    },
    { queryClient },
  );
  // The footer's code is a download of its own: it shows once that has arrived.
  return { ...view, footer: await screen.findByRole('contentinfo') };
}

function linkHref(footer: HTMLElement, name: string | RegExp): string | null {
  return within(footer).getByRole('link', { name }).getAttribute('href');
}

beforeEach(() => {
  window.localStorage.clear();
  api.answer({});
});

describe('footer', () => {
  it('lists the six country sites, its own included, the rating and the copyright', async () => {
    const { footer } = await renderFooter();
    const sites = within(footer).getByRole('navigation', { name: 'Nos sites par pays' });
    expect(
      within(sites)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['France', 'España', 'Belgique', 'België', 'Italia', 'Nederland']);
    expect(within(footer).getByText(/^4,5\/5 sur 4\s146 avis$/)).toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Escapade`)).toBeInTheDocument();
  });

  it.each([
    ['/fr/', 'fr_BE', 'Nos sites par pays'],
    ['/nl/', 'nl_BE', 'Onze sites per land'],
  ] as const)('lists both Belgian sites, and the others, on the Belgian site %s', async (path, locale, heading) => {
    const { footer } = await renderFooter(path, locale);
    const sites = within(footer).getByRole('navigation', { name: heading });
    expect(
      within(sites)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['France', 'España', 'Belgique', 'België', 'Italia', 'Nederland']);
  });

  it('links every point of sale on the current base domain and port, Belgium by language', async () => {
    const links = countrySiteLinks({ protocol: 'http:', hostname: 'care.es.localhost', port: '3000' });
    expect(links.map(({ label, href }) => `${label} ${href}`)).toEqual([
      'France http://fr.localhost:3000/',
      'España http://es.localhost:3000/',
      'Belgique http://be.localhost:3000/fr/',
      'België http://be.localhost:3000/nl/',
      'Italia http://it.localhost:3000/',
      'Nederland http://nl.localhost:3000/',
    ]);
  });

  it('writes the rating in the language of the site', async () => {
    await renderFooter('/', 'nl_NL');
    expect(screen.getByText('4,5/5 op basis van 4.146 beoordelingen')).toBeInTheDocument();
  });

  it('gives the help hours (Mon–Fri 10–19, Sat 10–18) with their channels, the FAQ and the contact page', async () => {
    const { footer } = await renderFooter();
    const contact = within(footer).getByRole('region', { name: 'Une question ?' });
    expect(
      within(contact).getByText('Notre service client vous répond par téléphone et par message :'),
    ).toBeInTheDocument();
    expect(within(contact).getByText('du lundi au vendredi, de 10:00 à 19:00')).toBeInTheDocument();
    expect(within(contact).getByText('le samedi, de 10:00 à 18:00')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'Consulter la FAQ' })).toHaveAttribute(
      'href',
      'https://faq.escapade.example/fr',
    );
    expect(within(contact).getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
  });

  it("names the bottom line's channel, so its shorter hours (Mon–Fri 10–18) do not contradict the contact block's", async () => {
    expect(
      within((await renderFooter()).footer).getByText(
        'Service après-vente (réservations en cours), par téléphone du lundi au vendredi, de 10:00 à 18:00',
      ),
    ).toBeInTheDocument();
  });

  it('gives the support hours line in Dutch on the Dutch site', async () => {
    expect(
      within((await renderFooter('/', 'nl_NL')).footer).getByText(
        'Aftersales (lopende boekingen), telefonisch van maandag tot en met vrijdag, van 10:00 tot 18:00',
      ),
    ).toBeInTheDocument();
  });

  it('has the newsletter block', async () => {
    const { footer } = await renderFooter();
    const newsletter = within(footer).getByRole('region', { name: 'Newsletter' });
    expect(within(newsletter).getByRole('textbox', { name: 'Adresse e-mail' })).toBeInTheDocument();
    expect(within(newsletter).getByRole('button', { name: "Je m'inscris" })).toBeInTheDocument();
  });

  it('links the help pages and the static pages of the locale', async () => {
    const { footer } = await renderFooter();
    const help = within(footer).getByRole('navigation', { name: 'Aide' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((link) => `${link.textContent} ${link.getAttribute('href')}`),
    ).toEqual([
      'Questions fréquentes https://faq.escapade.example/fr',
      'Modifier ou annuler une réservation https://faq.escapade.example/fr/booking',
      'Utiliser un cadeau https://faq.escapade.example/fr/gift',
      'Contact /contact',
    ]);
    const legal = within(footer).getByRole('navigation', { name: 'Informations légales' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => `${link.textContent} ${link.getAttribute('href')}`),
    ).toEqual([
      'Conditions générales de vente /page/conditions-generales-de-vente',
      "Conditions d'utilisation /page/conditions-d-utilisation",
      'Protection des données /page/protection-des-donnees',
      'Politique cookies /page/cookies',
    ]);
    expect(linkHref(footer, 'Devenir partenaire')).toBe('/page/devenir-partenaire');
  });

  it('uses each language’s static pages and FAQ, under the Belgian language prefix', async () => {
    const { footer } = await renderFooter('/nl/', 'nl_BE');
    expect(linkHref(footer, 'Algemene verkoopvoorwaarden')).toBe('/nl/pagina/algemene-verkoopvoorwaarden');
    expect(linkHref(footer, 'Partner worden')).toBe('/nl/pagina/partner-worden');
    expect(linkHref(footer, 'Veelgestelde vragen')).toBe('https://faq.escapade.example/nl-be');
    expect(linkHref(footer, 'Contact')).toBe('/nl/contact');
  });

  it('hides the static pages and contact links when their remote is off', async () => {
    const { footer } = await renderFooter('/', 'fr_FR', { registry: { generatedAt: '', remotes: {} } });
    expect(within(footer).queryByRole('link', { name: 'Conditions générales de vente' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'Nous contacter' })).not.toBeInTheDocument();
    expect(linkHref(footer, 'Questions fréquentes')).toBe('https://faq.escapade.example/fr');
  });

  it.each([
    ['fr_FR', 'https://presse.escapade.example/'],
    ['es_ES', 'https://prensa.escapade.example/'],
  ] as const)('links the press room on %s', async (locale, href) => {
    const { footer } = await renderFooter('/', locale);
    const company = within(footer).getByRole('navigation', { name: 'Escapade' });
    expect(
      within(company).getByRole('link', { name: locale === 'fr_FR' ? 'Espace presse' : 'Sala de prensa' }),
    ).toHaveAttribute('href', href);
  });

  it.each([
    ['it_IT', '/', 'Lavora con noi', 'https://jobs.escapade.example/it'],
    ['nl_NL', '/', 'Vacatures', 'https://jobs.escapade.example/nl'],
    ['fr_BE', '/fr/', 'Recrutement', 'https://jobs.escapade.example/fr'],
    ['nl_BE', '/nl/', 'Vacatures', 'https://jobs.escapade.example/nl'],
  ] as const)('has no press room on %s, but the jobs link', async (locale, path, jobs, href) => {
    const { footer } = await renderFooter(path, locale);
    const company = within(footer).getByRole('navigation', { name: 'Escapade' });
    expect(within(company).getAllByRole('link')).toHaveLength(3);
    expect(within(company).getByRole('link', { name: jobs })).toHaveAttribute('href', href);
  });

  it('links the gift shop of the locale, with the footer tracking', async () => {
    expect(linkHref((await renderFooter('/', 'fr_FR')).footer, 'Boutique cadeaux')).toBe(
      'https://cadeaux.escapade.example/?utm_source=escapade&utm_medium=footer&utm_campaign=giftshop',
    );
  });

  it('links the Dutch Belgian gift shop under its /nl sub-path', async () => {
    expect(linkHref((await renderFooter('/nl/', 'nl_BE')).footer, 'Cadeauwinkel')).toMatch(
      /^https:\/\/cadeaux\.escapade\.example\/be\/nl\/\?/,
    );
  });

  it('uses the plain gift-shop link in customer-care mode', async () => {
    const { footer } = await renderFooter('/', 'fr_FR', { careMode: true, careSession: CARE_SESSION });
    expect(linkHref(footer, 'Boutique cadeaux')).toBe('https://cadeaux.escapade.example/');
  });

  it('shows the payment methods, secured payment and instalments', async () => {
    const { footer } = await renderFooter();
    const methods = within(footer).getByRole('list', { name: 'Moyens de paiement acceptés' });
    expect(
      within(methods)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('aria-label')),
    ).toEqual(['CB', 'Visa', 'Mastercard', 'American Express', 'PayPal']);
    expect(
      within(footer).getByText('Paiement 100 % sécurisé : vos données bancaires sont chiffrées'),
    ).toBeInTheDocument();
    expect(within(footer).getByText(/^Payez en 3 ou 4 fois dès 200\s€\*\*\*$/)).toBeInTheDocument();
    expect(within(footer).getByText(/^\*\*\* Sous réserve d'acceptation/)).toBeInTheDocument();
  });

  it('shows the local payment schemes, and instalments only where they are offered', async () => {
    const belgian = (await renderFooter('/fr/', 'fr_BE')).footer;
    expect(within(belgian).getByRole('img', { name: 'Bancontact' })).toBeInTheDocument();
    expect(within(belgian).getByText(/^Payez en 3 ou 4 fois/)).toBeInTheDocument();
  });

  it('offers PayPal’s pay later on the Italian site, where the 3 and 4 instalments are not offered', async () => {
    const { footer } = await renderFooter('/', 'it_IT');
    expect(within(footer).getByText(/^Paga più tardi con PayPal in 3 rate da 30\s€\*\*\*\*$/)).toBeInTheDocument();
    expect(within(footer).getByText(/^\*\*\*\* Soggetto all'approvazione di PayPal/)).toBeInTheDocument();
    expect(within(footer).queryByText(/^Paga in 3 o 4 rate/)).not.toBeInTheDocument();
    expect(within(footer).queryByText(/^\*\*\* /)).not.toBeInTheDocument();
  });

  it('offers both the instalments and PayPal’s pay later on the Spanish site', async () => {
    const { footer } = await renderFooter('/', 'es_ES');
    expect(within(footer).getByText(/^Pague en 3 o 4 plazos desde 200\s€\*\*\*$/)).toBeInTheDocument();
    expect(
      within(footer).getByText(/^Pague más tarde con PayPal en 3 plazos desde 30\s€\*\*\*\*$/),
    ).toBeInTheDocument();
  });

  it('has no instalment line on the Dutch site, where no way to pay in several times is offered', async () => {
    const { footer } = await renderFooter('/', 'nl_NL');
    expect(within(footer).getByRole('img', { name: 'iDEAL' })).toBeInTheDocument();
    expect(within(footer).queryByText(/termijnen/)).not.toBeInTheDocument();
    expect(within(footer).queryByText(/PayPal/)).not.toBeInTheDocument();
    expect(within(footer).queryByText(/^\*\*\*/)).not.toBeInTheDocument();
  });

  it('carries the asterisk notes', async () => {
    const { footer } = await renderFooter();
    expect(within(footer).getByText(/^\* Prix TTC par personne/)).toBeInTheDocument();
    expect(within(footer).getByText(/^\*\* Réduction calculée/)).toBeInTheDocument();
  });

  it('adds the booking legal block on booking pages only', async () => {
    const { footer, unmount } = await renderFooter('/reservation/20001');
    const block = within(footer).getByRole('region', { name: 'Informations légales sur votre réservation' });
    expect(within(block).getByRole('link', { name: 'conditions générales de vente' })).toHaveAttribute(
      'href',
      '/page/conditions-generales-de-vente',
    );
    expect(block).toHaveTextContent('directive (UE) 2015/2302');
    expect(within(block).getByRole('link', { name: 'politique de protection des données' })).toHaveAttribute(
      'href',
      '/page/protection-des-donnees',
    );
    expect(
      within(block)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "droit d'accès à vos données",
      'droit de rectification',
      "droit à l'effacement",
      'droit à la limitation du traitement',
      'droit à la portabilité',
      "droit d'opposition",
      "droit d'introduire une réclamation auprès de l'autorité de contrôle (CNIL)",
    ]);
    unmount();

    const home = (await renderFooter('/')).footer;
    expect(
      within(home).queryByRole('region', { name: 'Informations légales sur votre réservation' }),
    ).not.toBeInTheDocument();
  });

  it("shows the parts a page asks for, and the frame's defaults again on the next page", async () => {
    const { footer, environment, router } = await renderFooter('/');
    const legal = { name: 'Informations légales sur votre réservation' };
    act(() => environment.bus.emit('page:footer', { legal: true, newsletter: false, contact: false }));
    expect(within(footer).getByRole('region', legal)).toBeInTheDocument();
    expect(within(footer).queryByRole('region', { name: 'Newsletter' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('region', { name: 'Une question ?' })).not.toBeInTheDocument();

    await act(() => router.navigate('/contact'));
    expect(within(footer).queryByRole('region', legal)).not.toBeInTheDocument();
    expect(within(footer).getByRole('region', { name: 'Newsletter' })).toBeInTheDocument();
    expect(within(footer).getByRole('region', { name: 'Une question ?' })).toBeInTheDocument();
  });

  it('draws first the footer parts the server read from the CMS, and keeps them when the page announces them', async () => {
    // The frame's cache as the server hands it over: the CMS turns the gifting home's contact block off.
    const serverQueries = createQueryClient();
    const footerParts = { legal: false, newsletter: true, contact: false };
    await serverQueries.prefetchQuery({
      ...cmsFooterPartsQuery(createApiClient(TEST_API_BASE), 'fr_FR', { kind: 'home' })!,
      queryFn: async () => ({ byFlow: { booking: { ...footerParts, contact: true }, gifting: footerParts } }),
    });
    const { footer, environment } = await renderFooter(
      '/?flow=gifting',
      'fr_FR',
      {},
      createQueryClient(JSON.parse(JSON.stringify(dehydrate(serverQueries)))),
    );
    expect(within(footer).queryByRole('region', { name: 'Une question ?' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('region', { name: 'Newsletter' })).toBeInTheDocument();

    act(() => environment.bus.emit('page:footer', footerParts));
    expect(within(footer).queryByRole('region', { name: 'Une question ?' })).not.toBeInTheDocument();
  });

  it('names the country’s supervisory authority in the booking legal block', async () => {
    const { footer } = await renderFooter('/prenotazione/20001', 'it_IT');
    expect(within(footer).getByText(/Garante per la protezione dei dati personali/)).toBeInTheDocument();
  });

  it('opens the cookie preferences on the first click, focus inside, and back on the button after Escape', async () => {
    const { footer } = await renderFooter();
    const trigger = within(footer).getByRole('button', { name: 'Gérer mes cookies' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Vos préférences de cookies' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the cookie preferences and keeps the choices in this browser', async () => {
    const { footer } = await renderFooter();
    await userEvent.click(within(footer).getByRole('button', { name: 'Gérer mes cookies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vos préférences de cookies' });
    expect(within(dialog).getByRole('switch', { name: 'Cookies nécessaires' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Cookies nécessaires' })).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: "Mesure d'audience" })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('switch', { name: "Mesure d'audience" }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer mes choix' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(COOKIE_PREFERENCES_STORAGE_KEY)!)).toMatchObject({
      audience: true,
      personalisation: false,
    });

    await userEvent.click(within(footer).getByRole('button', { name: 'Gérer mes cookies' }));
    expect(await screen.findByRole('switch', { name: "Mesure d'audience" })).toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Personnalisation et publicité' }));
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(JSON.parse(window.localStorage.getItem(COOKIE_PREFERENCES_STORAGE_KEY)!)).toMatchObject({
      audience: true,
      personalisation: false,
    });
  });
});
