import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { LOCALES, languageOf, pointOfSaleOf, type Locale } from '@escapade/shared-contracts/locales';
import { registryEntry, testRegistry } from '../test/test-environment';
import { ACCOUNT_ID_COOKIE } from '../features/account/utils/account-cookies';
import { GIFT_DRAWER_LOCALES } from '../features/gift-drawer/utils/gift-products';
import { readLastLanguage } from '../utils/last-language';
import { Header } from './header';
import { NAV_LINKS_FIXTURE } from '../test/nav-links-fixture';
import { renderInShell, stopDocumentNavigation } from '../test/render-in-shell';
import { setupShellApi } from '../test/shell-api';

const api = setupShellApi('http://api.test');

/** The api's gift block: a gift card on fr_FR only, activity gifts everywhere but nl_NL. */
const GIFT_BLOCK = {
  items: LOCALES.map((locale) => ({
    locale,
    boxURL: { kind: 'giftBoxes' },
    singleVoucherURL: { kind: 'search', query: { flow: 'gifting' } },
    giftcardURL: locale === 'fr_FR' || locale === 'fr_BE' ? { kind: 'giftCardCustomization' } : null,
    activityOnlyURL: locale === 'nl_NL' ? null : { kind: 'activitySearch', query: { flow: 'activity' } },
  })),
};
let allowNavigation: () => void;
beforeEach(() => {
  api.answer({ '/api/cms/navLinks': NAV_LINKS_FIXTURE, '/content/giftBlock.json': GIFT_BLOCK });
  allowNavigation = stopDocumentNavigation();
  localStorage.clear();
  for (const name of [ACCOUNT_ID_COOKIE, 'lastLanguage']) document.cookie = `${name}=; path=/; max-age=0`;
});
afterEach(() => allowNavigation());

function siteOf(locale: Locale) {
  return { locale, language: languageOf(locale), pointOfSale: pointOfSaleOf(locale).id };
}

/** The header, once its navigation has arrived (so no update lands after a test). */
async function renderHeader(options: Parameters<typeof renderInShell>[1] = {}) {
  const view = renderInShell(<Header />, options);
  await screen.findAllByRole('button', { name: 'Destinations' });
  return view;
}

describe('header', () => {
  it('links the logo home and help to the contact route', async () => {
    await renderHeader({ path: '/recherche' });
    expect(screen.getByRole('link', { name: "Escapade, page d'accueil" })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Aide' })).toHaveAttribute('href', '/contact');
  });

  it('keeps the Belgian language prefix in its links', async () => {
    await renderHeader({ path: '/fr/recherche', ...siteOf('fr_BE') });
    expect(screen.getByRole('link', { name: "Escapade, page d'accueil" })).toHaveAttribute('href', '/fr/');
    expect(screen.getByRole('link', { name: 'Aide' })).toHaveAttribute('href', '/fr/contact');
  });

  it('has no help link when the contact page is switched off', async () => {
    await renderHeader({ registry: testRegistry(['mfe-content']) });
    expect(screen.queryByRole('link', { name: 'Aide' })).not.toBeInTheDocument();
  });

  it('loads the navigation of its locale from the api', async () => {
    await renderHeader({ ...siteOf('nl_BE'), path: '/nl/', apiBase: 'http://api.test' });
    expect(api.mock.requests.map(({ url }) => url.href)).toEqual(['http://api.test/api/cms/navLinks?locale=nl_BE']);
  });

  it('still shows the frame when the navigation cannot be loaded', async () => {
    api.answer({ '/api/cms/navLinks': () => new Response('{}', { status: 500 }) });
    renderInShell(<Header />);
    expect(screen.getByRole('link', { name: "Escapade, page d'accueil" })).toBeInTheDocument();
    // ky asks once more after a server error, then the header gives up on its menus.
    await waitFor(() => expect(api.paths()).toHaveLength(2));
    expect(screen.queryByRole('navigation', { name: 'Inspirations' })).not.toBeInTheDocument();
  });
});

describe('language selector', () => {
  it.each(LOCALES.filter((locale) => pointOfSaleOf(locale).locales.length === 1))(
    'is not shown on the single-language site %s',
    async (locale) => {
      await renderHeader(siteOf(locale));
      expect(screen.queryByRole('navigation', { name: /Langue|Idioma|Lingua|Taal/ })).not.toBeInTheDocument();
    },
  );

  it('offers the same page in Dutch on the French Belgian site, and remembers the choice', async () => {
    await renderHeader({ ...siteOf('fr_BE'), path: '/fr/recherche?flow=gifting#city=12&a=2' });
    const languages = screen.getByRole('navigation', { name: 'Langue' });
    const french = within(languages).getByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('aria-current', 'true');
    expect(french).toHaveAttribute('href', '/fr/recherche?flow=gifting#city=12&a=2');
    const dutch = within(languages).getByRole('link', { name: 'Nederlands' });
    expect(dutch).toHaveAttribute('href', '/nl/zoeken?flow=gifting#city=12&a=2');
    expect(dutch).toHaveAttribute('hreflang', 'nl-BE');
    expect(dutch).not.toHaveAttribute('aria-current');

    await userEvent.click(dutch);
    expect(readLastLanguage()).toBe('nl');
  });

  it('goes from a Dutch stay page to the French one', async () => {
    await renderHeader({ ...siteOf('nl_BE'), path: '/nl/verblijf/42#checkin=2030-01-05' });
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/sejour/42#checkin=2030-01-05');
  });
});

describe('gift icon and drawer', () => {
  it('lists every locale of the shop as enabled', () => {
    expect([...GIFT_DRAWER_LOCALES].sort()).toEqual([...LOCALES].sort());
  });

  it.each(GIFT_DRAWER_LOCALES)('shows the gift icon on %s', async (locale) => {
    await renderHeader(siteOf(locale));
    expect(
      screen
        .getAllByRole('button')
        .some((button) => /Idées cadeaux|Ideas de regalo|Idee regalo|Cadeau-ideeën/.test(button.textContent ?? '')),
    ).toBe(true);
  });

  it('hides the gift icon in customer-care mode', async () => {
    await renderHeader({ careMode: true });
    expect(screen.queryByRole('button', { name: 'Idées cadeaux' })).not.toBeInTheDocument();
  });

  it('opens the drawer with the gift products and the beneficiary link', async () => {
    await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Idées cadeaux' }));
    const drawer = await screen.findByRole('dialog', { name: 'Offrir un cadeau' });
    const link = (name: string) => within(drawer).getByRole('link', { name: new RegExp(`^${name}`) });
    expect(link('Séjours cadeaux')).toHaveAttribute('href', '/recherche?flow=gifting');
    expect(link('Coffrets cadeaux')).toHaveAttribute('href', '/coffrets?flow=gifting');
    expect(link('Carte cadeau')).toHaveAttribute('href', '/giftcard/customization?flow=gifting');
    expect(link('Activités à offrir')).toHaveAttribute('href', '/activites?flow=gifting');
    expect(within(drawer).getByRole('link', { name: "J'ai reçu un cadeau" })).toHaveAttribute(
      'href',
      '/beneficiary/login',
    );

    await userEvent.click(within(drawer).getByRole('button', { name: 'Fermer les idées cadeaux' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves out gift products whose pages are off, and keeps the Belgian prefix', async () => {
    await renderHeader({
      ...siteOf('fr_BE'),
      path: '/fr/',
      flags: { ...DEFAULT_FLAGS, boxes: false, activitySearch: false },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Idées cadeaux' }));
    const drawer = await screen.findByRole('dialog', { name: 'Offrir un cadeau' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/fr/recherche?flow=gifting',
      // The boxes listing stays on without the boxes toggle: only a box's own /box/{sku} page needs it.
      '/fr/coffrets?flow=gifting',
      '/fr/giftcard/customization?flow=gifting',
      '/fr/beneficiary/login',
    ]);
  });

  it.each([
    [
      'es_ES',
      'Ideas de regalo',
      'Hacer un regalo',
      ['Estancias de regalo', 'Cajas regalo', 'Actividades para regalar'],
    ],
    ['nl_NL', 'Cadeau-ideeën', 'Een cadeau geven', ['Verblijven als cadeau', 'Cadeauboxen']],
  ] as const)('offers on %s only the gift products its gift block links to', async (locale, open, title, products) => {
    await renderHeader({ ...siteOf(locale), apiBase: 'http://api.test' });
    await userEvent.click(screen.getByRole('button', { name: open }));
    const drawer = await screen.findByRole('dialog', { name: title });
    const list = within(drawer).getAllByRole('list')[0]!;
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(products.map((product) => expect.stringContaining(product)));
  });

  it('closes when a product is chosen and goes there', async () => {
    const { location } = await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Idées cadeaux' }));
    await userEvent.click(await screen.findByRole('link', { name: /^Carte cadeau/ }));
    expect(location().pathname).toBe('/giftcard/customization');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('wishlist button', () => {
  it('shows by default and opens the wishlist drawer', async () => {
    await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: "Ma liste d'envies" }));
    expect(await screen.findByRole('dialog', { name: "Ma liste d'envies" })).toBeInTheDocument();
  });

  it('is hidden while the customer account toggle is on', async () => {
    await renderHeader({ flags: { ...DEFAULT_FLAGS, customerAccount: true } });
    expect(screen.queryByRole('button', { name: "Ma liste d'envies" })).not.toBeInTheDocument();
  });

  it('shows on Belgian sites on desktop only', async () => {
    await renderHeader({ ...siteOf('nl_BE'), path: '/nl/' });
    expect(screen.getByRole('button', { name: 'Mijn verlanglijst' })).toHaveClass('desktopOnly');
  });

  it('shows everywhere on the other sites', async () => {
    await renderHeader(siteOf('es_ES'));
    expect(screen.getByRole('button', { name: 'Mi lista de deseos' })).not.toHaveClass('desktopOnly');
  });

  it('tells how many items are kept', async () => {
    const { environment } = await renderHeader();
    const button = screen.getByRole('button', { name: "Ma liste d'envies" });
    expect(button).not.toHaveAccessibleDescription();
    act(() =>
      environment.bus.emit('wishlist:toggle', {
        id: '7',
        type: 'STAY',
        label: 'Nuit étoilée',
        imageUrl: '/images/hotel/7.svg',
        uri: '/sejour/7',
      }),
    );
    expect(button).toHaveAccessibleDescription('1 élément enregistré');
    expect(within(button).getByText('1')).toBeInTheDocument();
  });
});

describe('account entry', () => {
  it('leads to the booking lookup while the customer account toggle is off', async () => {
    await renderHeader();
    expect(screen.getByRole('link', { name: 'Ma réservation' })).toHaveAttribute('href', '/ma-reservation');
  });

  it('uses the booking lookup words of the language, inside the Belgian prefix', async () => {
    await renderHeader({ ...siteOf('nl_BE'), path: '/nl/' });
    expect(screen.getByRole('link', { name: 'Mijn boeking' })).toHaveAttribute('href', '/nl/mijn-boeking');
  });

  it('links to sign-in with the current page as origin when there is no access token', async () => {
    await renderHeader({ path: '/recherche?flow=gifting#city=1', flags: { ...DEFAULT_FLAGS, customerAccount: true } });
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/account/signin?origin=${encodeURIComponent('http://localhost/recherche?flow=gifting#city=1')}`,
    );
  });

  it('opens the account menu for a signed-in customer, and signs out', async () => {
    // The access token is HttpOnly: the page knows a customer by the account id cookie alone.
    document.cookie = `${ACCOUNT_ID_COOKIE}=42; path=/`;
    api.answer({
      '/api/cms/navLinks': NAV_LINKS_FIXTURE,
      '/content/giftBlock.json': GIFT_BLOCK,
      '/gateway/account/sign-out': () => new Response(null, { status: 204 }),
    });
    await renderHeader({ flags: { ...DEFAULT_FLAGS, customerAccount: true } });

    await userEvent.click(screen.getByRole('button', { name: 'Mon compte' }));
    const menu = screen.getByRole('menu', { name: 'Mon compte' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Mon profil',
      'Mes voyages',
      "Ma liste d'envies",
      'Se déconnecter',
    ]);
    expect(items[0]).toHaveAttribute('href', '/account/settings/profile');
    expect(items[1]).toHaveAttribute('href', '/account/trips');
    expect(items[2]).toHaveAttribute('href', '/account/wishlist');

    await userEvent.click(items[3]!);
    await waitFor(() => expect(api.paths()).toContain('/gateway/account/sign-out'));
    expect(document.cookie).not.toContain(ACCOUNT_ID_COOKIE);
    const signIn = await screen.findByRole('link', { name: 'Se connecter' });
    expect(signIn).toHaveFocus();
  });
});

describe('top bar', () => {
  it('shows the flow toggle and the Inspirations tabs', async () => {
    await renderHeader();
    expect(screen.getByRole('group', { name: 'Je cherche' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Inspirations' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['Destinations', 'Thèmes', 'Cadeaux']);
  });

  it('on a results page, Gifts keeps the search in the gifting flow, without its page and filters', async () => {
    const { location } = await renderHeader({
      path: '/recherche?flow=booking&page=2#city=10001&checkin=2030-01-05&checkout=2030-01-07&night=2&a=3&stars=4&sort=priceAsc',
    });
    const toggle = screen.getByRole('group', { name: 'Je cherche' });
    await userEvent.click(within(toggle).getByRole('button', { name: 'Cadeaux' }));

    await waitFor(() => expect(location().search).toBe('?flow=gifting'));
    expect(location().pathname).toBe('/recherche');
    const hash = new URLSearchParams(location().hash.slice(1));
    // Place, dates and travellers stay; the stars filter and a sort gifting does not offer go.
    expect(Object.fromEntries(hash)).toEqual({
      city: '10001',
      checkin: '2030-01-05',
      checkout: '2030-01-07',
      night: '2',
      a: '3',
    });
  });

  it('elsewhere, the toggle goes to the home page of the flow', async () => {
    const { location } = await renderHeader({ path: '/sejour/42?flow=booking#checkin=2030-01-05' });
    const toggle = screen.getByRole('group', { name: 'Je cherche' });
    await userEvent.click(within(toggle).getByRole('button', { name: 'Cadeaux' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(location().search).toBe('?flow=gifting');
    expect(location().hash).toBe('');
  });

  it('leaves out the Gifts toggle and gift links where mfe-gift is off', async () => {
    const registry = testRegistry();
    registry.remotes['mfe-gift'] = registryEntry('mfe-gift', ['es_ES']);
    await renderHeader({ registry });
    expect(screen.queryByRole('group', { name: 'Je cherche' })).not.toBeInTheDocument();
    // Gifting is sold through the gift set-up: the whole Gifts tab goes with it.
    const menu = screen.getByRole('navigation', { name: 'Inspirations' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['Destinations', 'Thèmes']);
  });
});

describe('funnel pages', () => {
  it.each([
    [
      '/reservation/42?flow=booking#checkin=2030-01-05&checkout=2030-01-07&a=2&c=1&city=12',
      'Retour au séjour',
      '/sejour/42?flow=booking#checkin=2030-01-05&checkout=2030-01-07&a=2&c=1',
    ],
    [
      '/cadeau/7?flow=gifting#giftNights=2&giftFormat=digital',
      'Retour au séjour',
      '/sejour/7?flow=gifting#giftNights=2&giftFormat=digital',
    ],
    ['/confirmation/abc-123?status=success', "Retour à l'accueil", '/'],
    ['/giftcard/customization', "Retour à l'accueil", '/'],
  ])('%s shows only the logo and a way back', async (path, backLabel, backHref) => {
    renderInShell(<Header />, { path });
    expect(await screen.findByRole('link', { name: backLabel })).toHaveAttribute('href', backHref);
    // A header without menus asks nothing for them.
    expect(api.paths()).not.toContain('/api/cms/navLinks');
    expect(screen.getByRole('link', { name: "Escapade, page d'accueil" })).toHaveAttribute('href', '/');
    for (const hidden of ['Ouvrir le menu', "Ma liste d'envies", 'Idées cadeaux', 'Séjours']) {
      expect(screen.queryByRole('button', { name: hidden })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
