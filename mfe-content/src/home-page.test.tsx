import { act, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { AppRoot } from './app-root';
import { homePageServerData } from './pages/home-page-server-data';
import { answerBlockCalls, BOXES_BLOCK, CMS_HOMEPAGE, cmsPage, LONG_SUBTITLE } from './test/cms-homepage-fixture';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fakeRemoteProps, fakeWidgetHandle, TEST_API_BASE } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';

const api = setupApiMock();

/** The api of the home page: its CMS content, and what its blocks ask for. */
function stubHomepage(status = 200, body: unknown = CMS_HOMEPAGE) {
  api.json('/api/cms/homepage', body, { status });
  answerBlockCalls(api);
}

/** Lets the promises of the widget mount settle. */
async function flushPromises() {
  await act(async () => {
    await Promise.resolve();
  });
}

/** Text as read, with the narrow spaces of formatted prices made plain. */
function plainText(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ');
}

describe('HomePage', () => {
  it('shows the CMS jumbotron of the locale and tells the shell the page meta and footer parts', async () => {
    stubHomepage();
    const { props } = renderRemote(AppRoot);

    expect(await screen.findByRole('heading', { level: 1, name: 'Offrez-vous une escapade' })).toBeInTheDocument();
    const url = api.requestsTo('/api/cms/homepage')[0]?.url;
    expect(url?.origin).toBe(TEST_API_BASE);
    expect(url?.searchParams.get('locale')).toBe('fr_FR');
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Escapade – Week-ends et courts séjours à l’hôtel',
      description: 'Réservez votre week-end',
      robots: 'index, follow',
    });
    expect(props.bus.last('page:footer')).toEqual({ legal: false, newsletter: true, contact: true });
    expect(props.bus.last('banner:context')).toEqual({ page: 'home', flow: 'booking' });
    const hero = screen.getByRole('region', { name: 'Offrez-vous une escapade' });
    expect(hero.querySelector('img')).toHaveAttribute(
      'src',
      `${TEST_API_BASE}/images/hero/booking-fr_FR.svg?w=1920&h=600`,
    );
  });

  it('shows category tiles linking to their page, with the number of stays and the lowest price', async () => {
    stubHomepage();
    renderRemote(AppRoot);

    const destinations = await screen.findByRole('region', { name: 'Destinations populaires' });
    expect(within(destinations).getByText('Les villes préférées de nos voyageurs')).toBeInTheDocument();
    const paris = within(destinations).getByRole('link', { name: /^Paris/ });
    expect(paris).toHaveAttribute('href', '/search?flow=booking#city=12');
    expect(plainText(paris)).toMatch(/42 séjours.*dès 89 €/);
    expect(plainText(within(destinations).getByRole('link', { name: /^Lyon/ }))).toMatch(/1 séjour.*dès 109,50 €/);
    const themes = screen.getByRole('region', { name: 'Envie de…' });
    expect(within(themes).getByRole('link', { name: 'Spa et bien-être' })).toHaveAttribute(
      'href',
      '/themeLanding/spa-bien-etre-3',
    );
  });

  it('shows the reassurance row in the look the CMS chose for each flow', async () => {
    stubHomepage();
    const { rerenderWith } = renderRemote(AppRoot);

    const usps = await screen.findByRole('region', { name: 'Pourquoi choisir Escapade ?' });
    expect(
      within(usps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Tout est compris', 'Annulation flexible', 'À votre écoute']);
    expect(usps).toHaveTextContent('Nuit, repas et activités réunis dans un seul prix.');
    expect(usps).toHaveClass('secondary');
    expect(usps.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);

    rerenderWith({ flow: 'gifting' });
    const giftUsps = await screen.findByRole('region', { name: 'Le cadeau qui fait voyager' });
    expect(giftUsps).toHaveClass('border');
    expect(giftUsps).not.toHaveClass('secondary');
  });

  it('lists the top offers of the search the CMS names, with a link to all of them', async () => {
    stubHomepage();
    renderRemote(AppRoot);

    const rail = await screen.findByRole('region', { name: 'Week-ends gastronomiques' });
    expect(await within(rail).findByRole('link', { name: 'Dîner étoilé et nuit au château' })).toHaveAttribute(
      'href',
      '/stay/20039?flow=booking',
    );
    // The block's criteria (theme 26, booking, 4 offers) as the search page would send them.
    expect(api.bodiesOf('POST', '/api/offers.json')).toEqual([
      expect.objectContaining({
        flow: 'booking',
        locale: 'fr_FR',
        pagination: { page: 0, limit: 4 },
        filters: expect.objectContaining({ offer: expect.objectContaining({ categories: { themeIds: [26] } }) }),
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Voir tous les week-ends gastronomiques' })).toHaveAttribute(
      'href',
      '/search#theme=26',
    );
  });

  it('shows a banner whose picture follows the screen width, and a call to another site in a new tab', async () => {
    stubHomepage();
    renderRemote(AppRoot);

    const banner = await screen.findByRole('region', { name: 'Les marchés de Noël' });
    expect(banner).toHaveTextContent('Strasbourg, Colmar, Bruges : partez avant le 24 décembre.');
    const source = banner.querySelector('picture > source');
    expect(source).toHaveAttribute('media', '(max-width: 599px)');
    expect(source).toHaveAttribute('srcset', `${TEST_API_BASE}/images/banner/xmas-mobile.svg?w=750&h=360`);
    expect(within(banner).getByRole('img', { name: 'Un marché de Noël illuminé' })).toHaveAttribute(
      'src',
      `${TEST_API_BASE}/images/banner/xmas-desktop.svg?w=1920&h=595`,
    );
    const cta = within(banner).getByRole('link', { name: 'Lire notre guide' });
    expect(cta).toHaveAttribute('href', 'https://blog.escapade.example/marches-de-noel');
    expect(cta).toHaveAttribute('target', '_blank');
    expect(cta).toHaveAttribute('rel', 'noopener');
  });

  it('shows a marketing block whose call leads to a page of the shop in the same tab', async () => {
    stubHomepage();
    const { props } = renderRemote(AppRoot);

    const marketing = await screen.findByRole('region', { name: 'Nos idées de week-end' });
    expect(within(marketing).getByRole('img', { name: 'Un couple sur un chemin de campagne' })).toBeInTheDocument();
    const cta = within(marketing).getByRole('link', { name: 'Trouver l’inspiration' });
    expect(cta).toHaveAttribute('href', '/ideas');
    expect(cta).not.toHaveAttribute('target');
    act(() => cta.click());
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'ideas' });
  });

  it('shows a jumbotron block among the blocks, under the page title', async () => {
    stubHomepage();
    renderRemote(AppRoot);

    const block = await screen.findByRole('heading', { level: 2, name: 'Partir sans trop attendre' });
    expect(screen.getByRole('region', { name: 'Partir sans trop attendre' })).toHaveTextContent(
      'Des séjours disponibles dès ce week-end.',
    );
    expect(block.closest('section')?.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the gift boxes with their price, stay and promotion, leading to the box page', async () => {
    stubHomepage();
    renderRemote(AppRoot, { flow: 'gifting' });

    const boxes = await screen.findByRole('region', { name: BOXES_BLOCK.title });
    expect(within(boxes).getByText(BOXES_BLOCK.subtitle)).toBeInTheDocument();
    const spa = within(boxes).getByRole('link', { name: 'Coffret Spa & Détente' });
    expect(spa).toHaveAttribute('href', '/giftBox/SPA2-EBOX?flow=gifting');
    const card = spa.closest('article')!;
    expect(plainText(card)).toMatch(/1 nuit · pour 2 personnes/);
    expect(plainText(card)).toMatch(/149,90 €.*au lieu de 179,90 €/);
    expect(plainText(card)).toContain('-16 %');
    // A box sold at its reference price shows no struck price and no badge.
    const gourmand = within(boxes).getByRole('link', { name: 'Coffret Gourmand' }).closest('article')!;
    expect(plainText(gourmand)).toMatch(/2 nuits · pour 2 personnes/);
    expect(plainText(gourmand)).not.toMatch(/au lieu de|%/);
    expect(within(boxes).getByRole('link', { name: 'Voir tous les coffrets' })).toHaveAttribute(
      'href',
      '/giftBoxes?flow=gifting',
    );
    expect(api.requestsTo('/gateway/content-boxes-block/fr_FR')).toHaveLength(1);
  });

  it('links the gift boxes to their readable address where the boxes toggle is off', async () => {
    stubHomepage();
    const { props } = renderRemote(AppRoot, { flow: 'gifting', flags: { ...DEFAULT_FLAGS, boxes: false } });

    const boxes = await screen.findByRole('region', { name: BOXES_BLOCK.title });
    expect(within(boxes).getByRole('link', { name: 'Coffret Spa & Détente' })).toHaveAttribute(
      'href',
      '/giftBoxProduct/SPA2-EBOX?flow=gifting',
    );
    expect(props.hrefFor).toHaveBeenCalledWith({
      kind: 'giftBoxProduct',
      id: 'SPA2-EBOX',
      slug: 'coffret-spa-detente',
      query: { flow: 'gifting' },
    });
  });

  it('hides a failed gift-box block unless the CMS asks to show its errors', async () => {
    api.json('/api/cms/homepage', CMS_HOMEPAGE);
    api.json('/api/offers.json', { exactMatch: [], totalCount: 0 }, { method: 'POST' });
    const failure = { statusCode: 404, error: 'Not Found', message: 'No boxes block for fr_FR' };
    api.error('/gateway/content-boxes-block/:locale', 404, { body: failure });
    const { props } = renderRemote(AppRoot);

    await screen.findByRole('region', { name: 'Destinations populaires' });
    await waitFor(() => expect(props.reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-content/boxes-block'));
    expect(screen.queryByRole('region', { name: 'Découvrez nos coffrets cadeaux' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Erreur/)).not.toBeInTheDocument();
  });

  it('shows the error of the gift-box block, under its title, where the CMS asks for errors', async () => {
    api.json('/api/cms/homepage', CMS_HOMEPAGE);
    const failure = { statusCode: 502, error: 'Bad Gateway', message: 'Box catalogue unavailable', values: ['fr_FR'] };
    api.error('/gateway/content-boxes-block/:locale', 502, { body: failure });
    renderRemote(AppRoot, { flow: 'gifting' });

    const block = await screen.findByRole('region', { name: 'Découvrez nos coffrets cadeaux' });
    expect(within(block).getByText('Erreur : Box catalogue unavailable')).toBeInTheDocument();
    expect(within(block).queryByRole('link')).not.toBeInTheDocument();
  });

  it('leaves the gift boxes out, without asking for them, where the block is switched off', async () => {
    stubHomepage();
    renderRemote(AppRoot, { flow: 'gifting', flags: { ...DEFAULT_FLAGS, boxesBlock: false } });

    await screen.findByRole('region', { name: 'Envie de…' });
    expect(screen.queryByRole('region', { name: BOXES_BLOCK.title })).not.toBeInTheDocument();
    expect(api.requestsTo('/gateway/content-boxes-block/fr_FR')).toHaveLength(0);
  });

  it('mounts the SearchBox widget in the jumbotron, follows the flow and unmounts it', async () => {
    stubHomepage();
    const handle = fakeWidgetHandle();
    const props = fakeRemoteProps({ flow: 'gifting' });
    props.mountWidget.mockResolvedValue(handle);
    const { rerenderWith, unmount } = renderRemote(AppRoot, props);
    await screen.findByRole('heading', { level: 1, name: 'Offrez un séjour inoubliable' });
    await flushPromises();

    expect(props.mountWidget).toHaveBeenCalledTimes(1);
    const [element, widgetId, widgetProps] = props.mountWidget.mock.calls[0]!;
    expect(widgetId).toBe('mfe-search/SearchBox');
    expect(widgetProps).toEqual({ flow: 'gifting', variant: 'jumbotron' });
    expect(screen.getByRole('group', { name: 'Recherche' })).toBe(element);

    rerenderWith({ flow: 'booking' });
    await flushPromises();
    expect(handle.update).toHaveBeenCalledWith({ flow: 'booking' });
    expect(props.mountWidget).toHaveBeenCalledTimes(1);

    unmount();
    expect(handle.unmount).toHaveBeenCalledTimes(1);
  });

  it('shows the gifting content in the gifting flow, with its own head tags and footer parts', async () => {
    stubHomepage();
    const { props } = renderRemote(AppRoot, { flow: 'gifting' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Offrez un séjour inoubliable' })).toBeInTheDocument();
    expect(props.bus.last('page:meta')?.robots).toBe('noindex, follow');
    expect(props.bus.last('page:footer')).toEqual({ legal: true, newsletter: false, contact: true });
  });

  it('falls back to the booking content for a flow the CMS has no page for', async () => {
    stubHomepage(200, { booking: cmsPage('Escapades d’hiver', []) });
    renderRemote(AppRoot, { flow: 'gifting' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Escapades d’hiver' })).toBeInTheDocument();
  });

  it('shows a loading state that names itself to screen readers', async () => {
    stubHomepage();
    renderRemote(AppRoot);

    expect(screen.getByRole('heading', { level: 1, name: 'Chargement…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Offrez-vous une escapade' })).toBeInTheDocument();
  });

  it('is drawn from what its server render fetched, without asking the api again', async () => {
    stubHomepage();
    const queryClient = createQueryClient();
    const props = fakeRemoteProps();
    const outcome = await homePageServerData(queryClient, createApiClient(TEST_API_BASE), props);

    expect(outcome?.meta?.title).toBe('Escapade – Week-ends et courts séjours à l’hôtel');
    // The page, the gift boxes and the top search were all asked for on the server.
    expect(api.requests.map((sent) => sent.url.pathname).sort()).toEqual([
      '/api/cms/homepage',
      '/api/offers.json',
      '/gateway/content-boxes-block/fr_FR',
    ]);
    const askedOnTheServer = api.requests.length;

    renderRemote((remoteProps) => <AppRoot {...remoteProps} queryClient={queryClient} />, props);
    expect(screen.getByRole('heading', { level: 1, name: 'Offrez-vous une escapade' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dîner étoilé et nuit au château' })).toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
    expect(api.requests).toHaveLength(askedOnTheServer);
  });

  it('says something went wrong when the CMS cannot be loaded, and keeps the search box', async () => {
    stubHomepage(500, { message: 'boom' });
    const { props } = renderRemote(AppRoot, { locale: 'es_ES' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Vaya, algo ha salido mal');
    expect(props.mountWidget).toHaveBeenCalledTimes(1);
    expect(props.reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-content/home');
  });

  it('cuts the subtitle at 86 characters for phones and 250 beyond, keeping the whole text for screen readers', async () => {
    stubHomepage();
    renderRemote(AppRoot);

    await screen.findByRole('heading', { level: 1, name: 'Offrez-vous une escapade' });
    // Both cuts are in the markup; the stylesheet shows the phone's below 600px, the other above.
    const phoneCut = screen.getByText(
      (_, node) => node?.getAttribute('aria-hidden') === 'true' && (node.textContent ?? '').endsWith('…'),
    );
    expect(phoneCut).toHaveClass('phoneCut');
    expect(phoneCut.textContent!.length).toBeLessThanOrEqual(86);
    // The whole subtitle fits in 250 characters: the wide screens' cut is the whole text.
    expect(screen.getAllByText(LONG_SUBTITLE).map((node) => node.className)).toEqual(
      expect.arrayContaining(['desktopCut']),
    );
    expect(screen.getAllByText(LONG_SUBTITLE).some((node) => node.getAttribute('aria-hidden') !== 'true')).toBe(true);
  });

  it('lists the products viewed lately under the jumbotron, once the shell has any', async () => {
    stubHomepage();
    const { props } = renderRemote(AppRoot);
    await screen.findByRole('heading', { level: 1, name: 'Offrez-vous une escapade' });
    expect(screen.queryByRole('region', { name: 'Vus récemment' })).not.toBeInTheDocument();

    act(() =>
      props.bus.emit('recentlyViewed:changed', {
        stays: [
          {
            id: '20039',
            type: 'STAY',
            label: 'Séjour romantique',
            imageUrl: '/images/hotel/1.svg',
            uri: '/sejour/20039',
            price: { sellPrice: 28300 },
          },
        ],
        activities: [
          {
            id: '90007',
            type: 'ACTIVITY',
            label: 'Visite guidée',
            imageUrl: '/images/activity/2.svg',
            uri: '/activite/90007',
          },
        ],
      }),
    );
    const recent = screen.getByRole('region', { name: 'Vus récemment' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/sejour/20039', '/activite/90007']);
    expect(plainText(recent)).toContain('À partir de 283 €');
  });
});
