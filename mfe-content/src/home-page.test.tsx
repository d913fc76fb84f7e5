import { act, screen, within } from '@testing-library/react';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { AppRoot } from './app-root';
import { cmsHomepageQuery } from './features/home/api/get-cms-homepage';
import { CMS_HOMEPAGE, LONG_SUBTITLE } from './test/cms-homepage-fixture';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fakeRemoteProps, fakeWidgetHandle, TEST_API_BASE } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';

const api = setupApiMock();

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

function stubHomepage(status = 200, body: unknown = CMS_HOMEPAGE) {
  api.json('/api/cms/homepage', body, { status });
}

/** Lets the promises of the widget mount settle. */
async function flushPromises() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('HomePage', () => {
  it('shows the CMS jumbotron of the locale and tells the shell the page meta', async () => {
    stubHomepage();
    const { props } = renderRemote(AppRoot);

    expect(await screen.findByRole('heading', { level: 1, name: 'Offrez-vous une escapade' })).toBeInTheDocument();
    const [url] = api.requests.map((sent) => sent.url);
    expect(url?.origin).toBe(TEST_API_BASE);
    expect(url?.searchParams.get('locale')).toBe('fr_FR');
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Escapade – Week-ends et courts séjours à l’hôtel',
      description: 'Réservez votre week-end',
      robots: 'index, follow',
    });
    const hero = screen.getByRole('region', { name: 'Offrez-vous une escapade' });
    expect(hero.querySelector('img')).toHaveAttribute(
      'src',
      `${TEST_API_BASE}/images/hero/booking-fr_FR.svg?w=1920&h=600`,
    );
  });

  it('renders the CMS blocks with links to their search in the flow', async () => {
    stubHomepage();
    renderRemote(AppRoot);

    const destinations = await screen.findByRole('region', { name: 'Destinations populaires' });
    const paris = within(destinations).getByRole('link', { name: /^Paris/ });
    expect(paris).toHaveAttribute('href', '/search?flow=booking#city=12');
    expect(paris).toHaveTextContent(/42 séjours.*dès 89\s€/);
    expect(within(destinations).getByRole('link', { name: /^Lyon/ })).toHaveTextContent(/1 séjour.*dès 109,50\s€/);
    expect(screen.getByRole('link', { name: 'Spa et bien-être' })).toHaveAttribute(
      'href',
      '/search?flow=booking#theme=3',
    );
    const usps = screen.getByRole('region', { name: 'Pourquoi choisir Escapade ?' });
    expect(
      within(usps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Tout est compris', 'Annulation flexible', 'À votre écoute']);
  });

  it('shows the gift boxes in the gifting flow, leading to the boxes page', async () => {
    stubHomepage();
    renderRemote(AppRoot, { flow: 'gifting' });

    const boxes = await screen.findByRole('region', { name: 'Nos coffrets cadeaux' });
    const box = within(boxes).getByRole('link', { name: /Coffret Spa & Détente/ });
    expect(box).toHaveAttribute('href', '/giftBoxes?flow=gifting');
    expect(box).toHaveTextContent(/1 nuit pour 2 personnes/);
    expect(box).toHaveTextContent(/149,90\s€/);
    expect(within(box).getByText(/au lieu de 179,90\s€/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Paris/ })).toHaveAttribute('href', '/search?flow=gifting#city=12');
  });

  it('leaves the gift boxes out where the boxes block is switched off', async () => {
    stubHomepage();
    renderRemote(AppRoot, { flow: 'gifting', flags: { ...DEFAULT_FLAGS, boxesBlock: false } });

    await screen.findByRole('region', { name: 'Envie de…' });
    expect(screen.queryByRole('region', { name: 'Nos coffrets cadeaux' })).not.toBeInTheDocument();
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

  it('shows the gifting content in the gifting flow', async () => {
    stubHomepage();
    const { props } = renderRemote(AppRoot, { flow: 'gifting' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Offrez un séjour inoubliable' })).toBeInTheDocument();
    expect(props.bus.last('page:meta')?.robots).toBe('noindex, follow');
  });

  it('falls back to the booking content for a flow the CMS has no page for', async () => {
    stubHomepage(200, { booking: CMS_HOMEPAGE.booking });
    renderRemote(AppRoot, { flow: 'gifting' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Offrez-vous une escapade' })).toBeInTheDocument();
  });

  it('shows a loading state that names itself to screen readers', async () => {
    stubHomepage();
    renderRemote(AppRoot);

    expect(screen.getByRole('heading', { level: 1, name: 'Chargement…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Offrez-vous une escapade' })).toBeInTheDocument();
  });

  it('shows the content the server already fetched without asking the api again', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(cmsHomepageQuery(createApiClient(TEST_API_BASE), { locale: 'fr_FR' }).queryKey, {
      booking: { ...CMS_HOMEPAGE.booking, jumbotron: { ...CMS_HOMEPAGE.booking.jumbotron, title: 'Déjà chargé' } },
    });
    renderRemote((props) => <AppRoot {...props} queryClient={queryClient} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Déjà chargé' })).toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
    expect(api.requests).toEqual([]);
  });

  it('says something went wrong when the CMS cannot be loaded, and keeps the search box', async () => {
    stubHomepage(500, { message: 'boom' });
    const { props } = renderRemote(AppRoot, { locale: 'es_ES' });

    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Vaya, algo ha salido mal');
    expect(props.mountWidget).toHaveBeenCalledTimes(1);
    expect(props.reportError).toHaveBeenCalled();
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
});

describe('AppRoot', () => {
  it('leaves the contact page, still to be built, empty without calling the CMS', () => {
    const { container } = renderRemote(AppRoot, { route: { kind: 'contact', pathname: '/contact' } });

    expect(container).toBeEmptyDOMElement();
    expect(api.requests).toEqual([]);
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
    expect(recent.textContent?.replace(/[\u202f\u00a0]/g, ' ')).toContain('À partir de 283 €');
  });
});
