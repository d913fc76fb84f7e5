import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { AppRoot } from './app-root';
import { hotelOffersRequest, EXPIRED_OFFER_CHECK_LIMIT } from './features/not-found/utils/not-found-requests';
import { searchOffersQuery, type FoundOffer } from './features/offer-list/api/search-offers';
import { notFoundPageServerData } from './pages/not-found-page-server-data';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fakeRemoteProps, fakeWidgetHandle, TEST_API_BASE } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { DESKTOP_WIDTH, emulateViewport, PHONE_WIDTH } from '../../platform/test-kit/viewport';

const api = setupApiMock();

const OFFERS_PATH = '/api/offers.json';
const ARTICLES_PATH = '/api/cms/marketing-articles';
const NOT_FOUND_ROUTE = { kind: 'notFound', pathname: '/nulle-part' } as const;

function offer(id: number, label: string, hotel: { id: number; label: string }): FoundOffer {
  return {
    id,
    label,
    imageUrl: `/images/offer/${id}.svg`,
    headwords: [],
    hotel: { ...hotel, stars: 4, location: { label: 'Biarritz' } },
    sellPrice: 18900,
    refPrice: 18900,
    promo: 0,
    priceType: 'from-price',
    nights: 1,
  };
}

const DUNES = { id: 1203, label: 'Hôtel des Dunes' };
const HOTEL_OFFERS = [
  offer(501, 'Escapade iodée face à l’océan', DUNES),
  offer(502, 'Week-end spa et thalasso', DUNES),
];
const SELECTION = [
  offer(601, 'Nuit étoilée en Provence', { id: 77, label: 'Mas des Oliviers' }),
  offer(602, 'Château et dégustation', { id: 78, label: 'Château de la Loire' }),
];
const ARTICLES = {
  items: [
    {
      id: 'spring-breaks',
      title: 'Dix idées de week-ends au printemps',
      text: 'Jardins en fleurs et terrasses au soleil : nos coups de cœur.',
      imageUrl: '/images/articles/spring.svg',
      target: { kind: 'landing', id: 'printemps' },
    },
  ],
};

/** The catalogue's answer for a request: the hotel's offers when it names one, else the selection. */
function stubOffers({
  hotel = HOTEL_OFFERS,
  selection = SELECTION,
}: {
  hotel?: FoundOffer[];
  selection?: FoundOffer[];
}) {
  api.answer(
    OFFERS_PATH,
    async ({ request }) => {
      const body = (await request.json()) as OffersRequestBody;
      const found = body.filters.property.hotelId === undefined ? selection : hotel;
      const page = found.slice(0, body.pagination.limit);
      return HttpResponse.json({ exactMatch: page, totalCount: found.length });
    },
    { method: 'POST' },
  );
}

function stubPage(options: { hotel?: FoundOffer[]; selection?: FoundOffer[] } = {}) {
  api.json(ARTICLES_PATH, ARTICLES);
  stubOffers(options);
}

function offerBodies(): OffersRequestBody[] {
  return api.bodiesOf('POST', OFFERS_PATH) as OffersRequestBody[];
}

/** Lets the promises of the widget mount settle. */
async function settleWidget() {
  await act(async () => {
    await Promise.resolve();
  });
}

let restoreViewport: (() => void) | undefined;
afterEach(() => {
  restoreViewport?.();
  restoreViewport = undefined;
});

describe('NotFoundPage', () => {
  it('says the page cannot be found, offers the way home and tells the shell its head tags', async () => {
    stubPage();
    const { props } = renderRemote(AppRoot, { route: NOT_FOUND_ROUTE });

    expect(screen.getByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
    expect(screen.getByText("Nous ne trouvons pas la page que vous cherchez. Code d'erreur : 404")).toBeInTheDocument();
    const home = screen.getByRole('link', { name: "Aller à la page d'accueil" });
    expect(home).toHaveAttribute('href', '/home');
    expect(props.bus.last('page:meta')).toEqual({ title: 'Page introuvable – Escapade', robots: 'noindex, follow' });
    await screen.findByRole('region', { name: 'Notre sélection du moment' });
    // The shell reports the failed address: the page itself posts nothing but its two lists' searches.
    expect(api.requests.map((sent) => sent.url.pathname).sort()).toEqual([ARTICLES_PATH, OFFERS_PATH]);
  });

  it('speaks the language of the site', async () => {
    stubPage();
    const { props } = renderRemote(AppRoot, { route: NOT_FOUND_ROUTE, locale: 'es_ES' });

    expect(screen.getByRole('heading', { level: 1, name: '¡Vaya!' })).toBeInTheDocument();
    expect(screen.getByText('No encontramos la página que busca. Código de error: 404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toBeInTheDocument();
    expect(props.bus.last('page:meta')?.title).toBe('Página no encontrada – Escapade');
    await screen.findByRole('region', { name: 'Nuestra selección del momento' });
    expect(api.requestsTo(ARTICLES_PATH)[0]?.url.searchParams.get('locale')).toBe('es_ES');
  });

  it('moves home in the page when the way home is clicked', async () => {
    stubPage();
    const { props } = renderRemote(AppRoot, { route: NOT_FOUND_ROUTE });

    act(() => screen.getByRole('link', { name: "Aller à la page d'accueil" }).click());
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'home' });
    await screen.findByRole('region', { name: 'Notre sélection du moment' });
  });

  it('warns that an expired offer is gone and shows the other offers of its hotel instead of the way home', async () => {
    stubPage();
    renderRemote(AppRoot, { route: { ...NOT_FOUND_ROUTE, hash: 'hotelId=1203' } });

    expect(await screen.findByRole('status')).toHaveTextContent(
      "Trop tard ! Cette offre a expiré... Heureusement, nous avons d'autres séjours à vous proposer.",
    );
    expect(screen.queryByRole('link', { name: "Aller à la page d'accueil" })).not.toBeInTheDocument();
    const hotelRail = screen.getByRole('region', { name: 'Les autres offres de Hôtel des Dunes' });
    await waitFor(() => expect(within(hotelRail).getAllByRole('link')).toHaveLength(2));
    expect(within(hotelRail).getByRole('link', { name: 'Week-end spa et thalasso' })).toHaveAttribute(
      'href',
      '/stay/502?flow=booking',
    );

    const hotelSearches = offerBodies().filter((body) => body.filters.property.hotelId === 1203);
    expect(hotelSearches.map((body) => [body.flow, body.pagination.limit])).toEqual([
      ['booking', EXPIRED_OFFER_CHECK_LIMIT],
      ['booking', 8],
    ]);
  });

  it('keeps the ordinary page when the hotel of the expired offer has nothing left', async () => {
    stubPage({ hotel: [] });
    const queryClient = createQueryClient();
    renderRemote((props) => <AppRoot {...props} queryClient={queryClient} />, {
      route: { ...NOT_FOUND_ROUTE, hash: 'hotelId=1203' },
    });

    const check = searchOffersQuery(
      createApiClient(TEST_API_BASE),
      hotelOffersRequest('1203', 'fr_FR', EXPIRED_OFFER_CHECK_LIMIT),
    );
    await waitFor(() => expect(queryClient.getQueryState(check.queryKey)?.status).toBe('success'));
    expect(screen.getByRole('link', { name: "Aller à la page d'accueil" })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Hôtel des Dunes/ })).not.toBeInTheDocument();
    expect(offerBodies().filter((body) => body.filters.property.hotelId === 1203)).toHaveLength(1);
  });

  it('keeps the ordinary page and reports it when the hotel cannot be searched', async () => {
    api.json(ARTICLES_PATH, ARTICLES);
    api.answer(
      OFFERS_PATH,
      async ({ request }) => {
        const body = (await request.json()) as OffersRequestBody;
        return body.filters.property.hotelId === undefined
          ? HttpResponse.json({ exactMatch: SELECTION, totalCount: SELECTION.length })
          : HttpResponse.json({ message: 'boom' }, { status: 500 });
      },
      { method: 'POST' },
    );
    const { props } = renderRemote(AppRoot, { route: { ...NOT_FOUND_ROUTE, hash: 'hotelId=1203' } });

    await waitFor(() =>
      expect(props.reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-content/not-found-hotel-offers'),
    );
    expect(screen.getByRole('link', { name: "Aller à la page d'accueil" })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('searches no hotel for an id that is not a number', async () => {
    stubPage();
    renderRemote(AppRoot, { route: { ...NOT_FOUND_ROUTE, hash: 'hotelId=dunes' } });

    await screen.findByRole('region', { name: 'Notre sélection du moment' });
    expect(offerBodies().map((body) => body.filters.property.hotelId)).toEqual([undefined]);
    expect(screen.getByRole('link', { name: "Aller à la page d'accueil" })).toBeInTheDocument();
  });

  it('shows the magazine articles as cards leading to their page', async () => {
    stubPage();
    renderRemote(AppRoot, { route: NOT_FOUND_ROUTE });

    const articles = await screen.findByRole('region', { name: "Nos idées d'évasion" });
    const link = within(articles).getByRole('link', { name: 'Dix idées de week-ends au printemps' });
    expect(link).toHaveAttribute('href', '/landing/printemps');
    expect(within(articles).getByText(/Jardins en fleurs/)).toBeInTheDocument();
    const picture = within(articles).getByRole('presentation');
    expect(picture).toHaveAttribute('src', `${TEST_API_BASE}/images/articles/spring.svg?w=720&h=480`);
    expect(picture).toHaveAttribute('width', '720');
    expect(picture).toHaveAttribute('height', '480');
    expect(api.requestsTo(ARTICLES_PATH)[0]?.url.searchParams.get('locale')).toBe('fr_FR');
  });

  it('leaves the articles out and reports it when they cannot be read', async () => {
    api.error(ARTICLES_PATH, 500);
    stubOffers({});
    const { props } = renderRemote(AppRoot, { route: NOT_FOUND_ROUTE });

    await waitFor(() =>
      expect(props.reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-content/not-found-articles'),
    );
    expect(screen.queryByRole('region', { name: "Nos idées d'évasion" })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
  });

  it('lists our selection of the moment from the whole catalogue', async () => {
    stubPage();
    renderRemote(AppRoot, { route: NOT_FOUND_ROUTE });

    const selection = await screen.findByRole('region', { name: 'Notre sélection du moment' });
    await waitFor(() =>
      expect(
        within(selection)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Nuit étoilée en Provence', 'Château et dégustation']),
    );
    const [body] = offerBodies();
    expect(body).toMatchObject({ flow: 'booking', locale: 'fr_FR', pagination: { page: 0, limit: 8 } });
    expect(body?.filters.property).toEqual({});
  });

  it('mounts the compact search box on phones and unmounts it with the page', async () => {
    restoreViewport = emulateViewport(PHONE_WIDTH);
    stubPage();
    const handle = fakeWidgetHandle();
    const props = fakeRemoteProps({ route: NOT_FOUND_ROUTE });
    props.mountWidget.mockResolvedValue(handle);
    const { unmount } = renderRemote(AppRoot, props);
    await settleWidget();

    expect(props.mountWidget).toHaveBeenCalledTimes(1);
    const [element, widgetId, widgetProps] = props.mountWidget.mock.calls[0]!;
    expect(widgetId).toBe('mfe-search/SearchBox');
    expect(widgetProps).toEqual({ flow: 'booking', variant: 'compact' });
    expect(screen.getByRole('group', { name: 'Trouvez votre prochaine escapade' })).toBe(element);
    await screen.findByRole('region', { name: 'Notre sélection du moment' });

    unmount();
    expect(handle.unmount).toHaveBeenCalledTimes(1);
  });

  it('mounts the full search box on desktops', async () => {
    restoreViewport = emulateViewport(DESKTOP_WIDTH);
    stubPage();
    const { props } = renderRemote(AppRoot, { route: NOT_FOUND_ROUTE });
    await settleWidget();

    expect(props.mountWidget).toHaveBeenCalledWith(expect.any(HTMLElement), 'mfe-search/SearchBox', {
      flow: 'booking',
      variant: 'jumbotron',
    });
    await screen.findByRole('region', { name: 'Notre sélection du moment' });
  });
});

describe('notFoundPageServerData', () => {
  it('answers 404 with the head tags, and the page draws the lists it fetched without asking again', async () => {
    stubPage();
    const queryClient = createQueryClient();
    const { mountWidget: _browserOnly, ...serverProps } = fakeRemoteProps({ route: NOT_FOUND_ROUTE });

    const outcome = await notFoundPageServerData(queryClient, createApiClient(TEST_API_BASE), serverProps);

    expect(outcome).toEqual({ status: 404, meta: { title: 'Page introuvable – Escapade', robots: 'noindex, follow' } });
    expect(api.requests.map((sent) => sent.url.pathname).sort()).toEqual([ARTICLES_PATH, OFFERS_PATH]);
    const asked = api.requests.length;
    renderRemote((props) => <AppRoot {...props} queryClient={queryClient} />, { route: NOT_FOUND_ROUTE });
    expect(screen.getByRole('region', { name: "Nos idées d'évasion" })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Notre sélection du moment' })).getAllByRole('link')).toHaveLength(
      2,
    );
    expect(api.requests).toHaveLength(asked);
  });

  it('still answers 404 when the lists cannot be fetched', async () => {
    api.error(ARTICLES_PATH, 500);
    api.error(OFFERS_PATH, 500, { method: 'POST' });
    const { mountWidget: _browserOnly, ...serverProps } = fakeRemoteProps({ route: NOT_FOUND_ROUTE, locale: 'it_IT' });

    const outcome = await notFoundPageServerData(createQueryClient(), createApiClient(TEST_API_BASE), serverProps);

    expect(outcome).toEqual({
      status: 404,
      meta: { title: 'Pagina non trovata – Escapade', robots: 'noindex, follow' },
    });
  });
});
