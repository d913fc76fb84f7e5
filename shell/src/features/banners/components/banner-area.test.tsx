import { act, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { promoBarsQuery } from '../api/get-promo-bars';
import { renderShell } from '../../../test/render-shell';
import { testRegistry } from '../../../test/test-environment';
import { announcementLists, neverAnswers, settleCalls, setupShellApi, TEST_API_BASE } from '../../../test/shell-api';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => {})),
  registerRemotes: jest.fn(),
}));

const api = setupShellApi();

const CARE_SESSION = { token: 'signed-token', email: 'agent@escapade.example', expiresAt: '2099-01-01T00:00:00.000Z' };

const LISTS = announcementLists([
  {
    list: 'homePages',
    locale: 'fr_FR',
    flow: 'booking',
    messages: [
      {
        content: '<p>Jusqu’à <strong>-40 %</strong> sur les séjours bien-être</p>',
        colorVariation: 'red',
        link: { url: '?flow=booking#theme=26' },
      },
      { content: '<p>Annulation gratuite</p>', colorVariation: 'grey', link: null },
    ],
  },
  {
    list: 'homePages',
    locale: 'fr_FR',
    flow: 'gifting',
    messages: [{ content: '<p>Offrez un séjour</p>', colorVariation: 'yellow' }],
  },
  {
    list: 'homePages',
    locale: 'es_ES',
    flow: 'booking',
    messages: [{ content: '<p>Hasta un -40 %</p>', colorVariation: 'red' }],
  },
  {
    list: 'searchPages',
    locale: 'fr_FR',
    flow: 'booking',
    messages: [{ content: '<p>Dernière minute</p>', colorVariation: 'blue' }],
  },
  {
    list: 'productPages',
    locale: 'fr_FR',
    flow: 'booking',
    messages: [{ content: '<p>Paiement sécurisé</p>', colorVariation: 'black' }],
  },
]);

const PROMO_BARS = [
  {
    internalCode: 'PROMO-FR-FR-BOOKING',
    campaign: 'season',
    category: 'stay',
    flow: 'booking',
    links: [
      {
        label: 'Week-ends bien-être',
        url: '?flow=booking#theme=26',
        newTab: false,
        variation: 'highlight',
        colorPalette: { background: '#e4572e', font: 'light' },
      },
      {
        label: 'Guide des régions',
        url: 'https://guide.escapade.example/',
        newTab: true,
        variation: 'default',
        colorPalette: { background: '#f6f4f0', font: 'dark' },
      },
      { label: 'Piège', url: 'javascript:alert(1)', newTab: false, variation: 'default' },
    ],
    ctas: [{ label: 'Voir toutes les offres', url: '?flow=booking', newTab: false }],
    showFlowTabs: false,
  },
  {
    internalCode: 'PROMO-FR-FR-GIFTING',
    campaign: 'gifts',
    category: 'gift',
    flow: 'gifting',
    links: [
      {
        label: 'Séjours à offrir',
        url: '?flow=gifting',
        newTab: false,
        variation: 'highlight',
        colorPalette: { background: '#e4572e', font: 'light' },
      },
    ],
    ctas: [],
    showFlowTabs: true,
  },
];

function countdowns() {
  const now = Date.now();
  return [
    {
      id: 'flash',
      flow: 'booking',
      title: 'Ventes flash',
      startDate: new Date(now - 86_400_000).toISOString(),
      endDate: new Date(now + 5 * 86_400_000).toISOString(),
      link: null,
    },
  ];
}

const TARGETED = {
  fr_FR: [
    {
      id: 'paris',
      title: 'Paris autrement',
      subtitle: 'Hôtels de caractère au cœur de la ville.',
      imageUrl: '/images/city/targeted-10001.svg?w=960&h=320',
      imageMobile: '/images/city/targeted-10001.svg?w=640&h=360',
      imagePosition: 'left',
      imageAlt: 'Toits de Paris',
      ctas: [{ label: 'Voir les séjours', url: '?flow=booking#city=10001', newTab: false }],
      url: '?flow=booking#city=10001',
      newTab: false,
      category: 'stay',
      campaign: 'city',
      rules: { page: 'search', flow: 'booking', city: '10001' },
    },
    {
      id: 'country',
      title: 'Partir sans aller loin',
      subtitle: '',
      imageUrl: '/images/hero/x.svg',
      imageMobile: '/images/hero/x.svg',
      imagePosition: 'center',
      imageAlt: '',
      ctas: [],
      url: '',
      newTab: false,
      category: 'stay',
      campaign: 'country',
      rules: { page: 'search', country: '1' },
    },
  ],
};

function stubApi(overrides: Record<string, unknown> = {}) {
  api.answer({
    '/gateway/cms/announcementBanner': { data: LISTS },
    '/content/strapiAnnouncementBanner.json': LISTS,
    '/api/cms/promoBars': PROMO_BARS,
    '/api/cms/countdown': countdowns(),
    '/content/targetedBanner.json': TARGETED,
    ...overrides,
  });
}

const announcement = () => screen.findByRole('region', { name: 'Annonces' });

describe('banner area', () => {
  it('shows the home announcements, the promo bar and the countdown between the header and the page', async () => {
    stubApi();
    renderShell('/', { apiBase: TEST_API_BASE });

    const banner = await announcement();
    expect(within(banner).getByRole('link', { name: /Jusqu’à -40 % sur les séjours bien-être/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(banner).toHaveTextContent('Annulation gratuite');
    // Between the header and the main content.
    expect(screen.getByRole('banner').compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const promo = screen.getByRole('navigation', { name: 'Offres du moment' });
    expect(within(promo).getByRole('link', { name: 'Week-ends bien-être' })).toHaveAttribute(
      'href',
      '/recherche?flow=booking#theme=26',
    );
    const external = within(promo).getByRole('link', { name: /Guide des régions/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(within(promo).queryByRole('link', { name: 'Piège' })).not.toBeInTheDocument();
    expect(within(promo).getByRole('link', { name: 'Voir toutes les offres' })).toHaveAttribute(
      'href',
      '/recherche?flow=booking',
    );
    expect(within(promo).queryByRole('list', { name: 'Je cherche' })).not.toBeInTheDocument();

    expect(await screen.findByRole('region', { name: 'Offre à durée limitée' })).toHaveTextContent('Ventes flash');
    expect(api.paths()).toEqual(
      expect.arrayContaining([
        '/gateway/cms/announcementBanner',
        '/api/cms/promoBars?locale=fr_FR',
        '/api/cms/countdown?locale=fr_FR',
      ]),
    );
    expect(api.paths()).not.toContain('/content/strapiAnnouncementBanner.json');
    // No page said what it shows (banner:context): no targeted banner to choose, none asked for.
    expect(api.paths()).not.toContain('/content/targetedBanner.json');
  });

  it('holds the places of the announcement, promo bar and countdown while they load', async () => {
    stubApi({
      '/gateway/cms/announcementBanner': neverAnswers,
      '/api/cms/promoBars': neverAnswers,
      '/api/cms/countdown': neverAnswers,
    });
    renderShell('/', { apiBase: TEST_API_BASE });
    expect(screen.getByTestId('announcement-fallback')).toBeInTheDocument();
    expect(screen.getByTestId('promo-bar-fallback')).toBeInTheDocument();
    expect(screen.getByTestId('countdown-fallback')).toBeInTheDocument();
    await settleCalls();
  });

  it('reads the cached copy when the fresh CMS read fails', async () => {
    stubApi({ '/gateway/cms/announcementBanner': () => new Response('down', { status: 502 }) });
    renderShell('/', { apiBase: TEST_API_BASE });
    expect(await announcement()).toHaveTextContent('Annulation gratuite');
    expect(api.paths()).toContain('/content/strapiAnnouncementBanner.json');
  });

  it('shows nothing and reports when neither copy can be read', async () => {
    stubApi({
      '/gateway/cms/announcementBanner': () => new Response('down', { status: 502 }),
      '/content/strapiAnnouncementBanner.json': () => new Response('down', { status: 502 }),
    });
    const { environment } = renderShell('/', { apiBase: TEST_API_BASE });
    await waitFor(() => expect(environment.reportError).toHaveBeenCalledWith(expect.any(Error), 'announcement-banner'));
    expect(screen.queryByTestId('announcement-fallback')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Annonces' })).not.toBeInTheDocument();
  });

  it('reports a failure once, however often the frame renders again', async () => {
    stubApi({ '/api/cms/promoBars': () => new Response('down', { status: 404 }) });
    const { environment, router } = renderShell('/', { apiBase: TEST_API_BASE }, { strictMode: true });
    await announcement();
    await waitFor(() => expect(screen.queryByTestId('promo-bar-fallback')).not.toBeInTheDocument());
    await act(() => router.navigate('/recherche'));
    expect(await announcement()).toHaveTextContent('Dernière minute');
    await settleCalls();
    const promoBarReports = jest
      .mocked(environment.reportError)
      .mock.calls.filter(([, source]) => source === 'promo-bar');
    expect(promoBarReports).toHaveLength(1);
    expect(api.paths().filter((path) => path.startsWith('/api/cms/promoBars'))).toHaveLength(1);
  });

  it('shows the promo bars a server already read without asking the api again', async () => {
    stubApi();
    const queryClient = createQueryClient();
    await queryClient.prefetchQuery(promoBarsQuery(createApiClient(TEST_API_BASE), { locale: 'fr_FR' }));
    expect(api.paths()).toEqual(['/api/cms/promoBars?locale=fr_FR']);

    renderShell('/', { apiBase: TEST_API_BASE }, { queryClient });
    expect(screen.getByRole('navigation', { name: 'Offres du moment' })).toHaveTextContent('Week-ends bien-être');
    await announcement();
    expect(api.paths().filter((path) => path.startsWith('/api/cms/promoBars'))).toHaveLength(1);
  });

  it('picks the list of the page kind and the flow', async () => {
    stubApi();
    renderShell('/recherche', { apiBase: TEST_API_BASE });
    expect(await announcement()).toHaveTextContent('Dernière minute');
  });

  it('uses the product list on stay pages, where there is no promo bar or countdown', async () => {
    stubApi();
    renderShell('/sejour/20001', { apiBase: TEST_API_BASE });
    expect(await announcement()).toHaveTextContent('Paiement sécurisé');
    expect(screen.queryByRole('navigation', { name: 'Offres du moment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offre à durée limitée' })).not.toBeInTheDocument();
  });

  it('shows the gifting flow’s banner and promo bar, without tabs that repeat the header’s Stays/Gifts toggle', async () => {
    stubApi();
    renderShell('/?flow=gifting', { apiBase: TEST_API_BASE });
    expect(await announcement()).toHaveTextContent('Offrez un séjour');
    const bar = screen.getByRole('navigation', { name: 'Offres du moment' });
    expect(within(bar).queryByRole('list', { name: 'Je cherche' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Je cherche' })).toBeInTheDocument();
  });

  it('shows the Stays/Gifts tabs the promo bar asks for where the header has no toggle', async () => {
    stubApi();
    const registry = testRegistry();
    delete registry.remotes['mfe-gift'];
    renderShell('/?flow=gifting', { apiBase: TEST_API_BASE, registry });
    expect(await announcement()).toHaveTextContent('Offrez un séjour');
    const tabs = within(screen.getByRole('navigation', { name: 'Offres du moment' })).getByRole('list', {
      name: 'Je cherche',
    });
    expect(within(tabs).getByRole('link', { name: 'Cadeaux' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Cadeaux' })).toHaveAttribute('href', '/?flow=gifting');
    expect(within(tabs).getByRole('link', { name: 'Séjours' })).toHaveAttribute('href', '/');
    expect(within(tabs).getByRole('link', { name: 'Séjours' })).not.toHaveAttribute('aria-current');
  });

  it('reads the locale’s entry', async () => {
    stubApi();
    renderShell('/', { locale: 'es_ES', language: 'es', pointOfSale: 'ES', apiBase: TEST_API_BASE });
    expect(await screen.findByRole('region', { name: 'Anuncios' })).toHaveTextContent('Hasta un -40 %');
  });

  it('replaces the announcement with the fixed auto-discount promo when the variation is on (booking flow)', async () => {
    stubApi();
    renderShell('/', { apiBase: TEST_API_BASE, flags: { ...DEFAULT_FLAGS, autoDiscountCode: true } });
    const banner = await screen.findByRole('region', { name: 'Annonces' });
    const link = within(banner).getByRole('link', { name: /Code promo automatique/ });
    expect(link).toHaveAttribute('href', '/recherche?flow=booking');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.closest('[data-color]')).toHaveAttribute('data-color', 'red');
    expect(banner).not.toHaveTextContent('Annulation gratuite');
    await settleCalls();
    // The CMS's announcements would not show: they are not even asked for.
    expect(api.paths()).not.toContain('/gateway/cms/announcementBanner');
  });

  it('keeps the CMS announcement in the gifting flow even with the auto-discount variation', async () => {
    stubApi();
    renderShell('/?flow=gifting', { apiBase: TEST_API_BASE, flags: { ...DEFAULT_FLAGS, autoDiscountCode: true } });
    expect(await announcement()).toHaveTextContent('Offrez un séjour');
  });

  it('hides every promotion in customer-care mode and does not even ask for them', async () => {
    stubApi();
    const { environment } = renderShell('/', { apiBase: TEST_API_BASE, careMode: true, careSession: CARE_SESSION });
    act(() => environment.bus.emit('banner:context', { page: 'home', flow: 'booking', city: '10001' }));
    // The frame is there (its navigation asked for), the banners are not.
    await waitFor(() => expect(api.paths()).toContain('/api/cms/navLinks?locale=fr_FR'));
    expect(screen.queryByRole('region', { name: 'Annonces' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('announcement-fallback')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Offres du moment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offre à durée limitée' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('countdown-fallback')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    for (const path of [
      '/gateway/cms/announcementBanner',
      '/api/cms/promoBars',
      '/api/cms/countdown',
      '/content/targetedBanner.json',
    ])
      expect(api.paths().some((asked) => asked.startsWith(path))).toBe(false);
  });

  it('shows the targeted banner that best matches the page’s banner context', async () => {
    stubApi();
    const { environment } = renderShell('/recherche', { apiBase: TEST_API_BASE });
    await announcement();
    act(() => environment.bus.emit('banner:context', { page: 'search', flow: 'booking', city: '10001', country: '1' }));
    const targeted = await screen.findByRole('complementary', { name: 'Paris autrement' });
    expect(within(targeted).getByRole('img', { name: 'Toits de Paris' })).toHaveAttribute(
      'src',
      `${TEST_API_BASE}/images/city/targeted-10001.svg?w=960&h=320`,
    );
    expect(targeted.querySelector('source')).toHaveAttribute('media', '(max-width: 599px)');
    expect(targeted.querySelector('source')).toHaveAttribute(
      'srcset',
      `${TEST_API_BASE}/images/city/targeted-10001.svg?w=640&h=360`,
    );
    expect(within(targeted).getByRole('link', { name: 'Voir les séjours' })).toHaveAttribute(
      'href',
      '/recherche?flow=booking#city=10001',
    );

    act(() => environment.bus.emit('banner:context', { page: 'search', flow: 'gifting', country: '1' }));
    expect(await screen.findByRole('complementary', { name: 'Partir sans aller loin' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Paris autrement' })).not.toBeInTheDocument();

    act(() => environment.bus.emit('banner:context', { page: 'search', flow: 'gifting', country: '2' }));
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Partir sans aller loin' })).not.toBeInTheDocument(),
    );
  });

  it('ignores a banner context left by another page', async () => {
    stubApi();
    const { environment } = renderShell('/', { apiBase: TEST_API_BASE });
    act(() => environment.bus.emit('banner:context', { page: 'search', flow: 'booking', city: '10001' }));
    await announcement();
    await waitFor(() => expect(environment.reportError).not.toHaveBeenCalled());
    expect(screen.queryByRole('complementary', { name: 'Paris autrement' })).not.toBeInTheDocument();
  });
});
