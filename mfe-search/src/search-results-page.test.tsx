import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import {
  EARLY_PHOTO_SLOT_ATTRIBUTE,
  EARLY_SCROLL_ANCHOR_ATTRIBUTE,
} from '@escapade/shared-contracts/early-result-photos';
import { BELOW_DESKTOP } from './hooks/use-media-query';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fakeRemoteProps, TEST_API_BASE, type RemotePropsOverrides } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { AppRoot } from './app-root';
import { offersSearchQuery } from './features/results/api/search-offers';
import { offersSearchRequest } from '@escapade/shared-contracts/offers-search-request';
import { offerFixture, offersResponseFixture } from './test/offers-fixture';
import { answerResultsPage, offersPage, TARGETED_BANNERS } from './test/results-page-api';
import { SEARCH_PAGE_ROUTE } from './test/search-page-props';
import { DESKTOP_WIDTH, emulateViewport } from '../../platform/test-kit/viewport';

const fallbackProps = jest.fn();
jest.mock('./features/fallbacks/components/fallback-sections', () => ({
  FallbackSections: (props: unknown) => {
    fallbackProps(props);
    return null;
  },
}));
jest.mock('./features/activity/components/activity-results', () => ({
  ActivityResults: () => <section aria-label="activity results stand-in" />,
}));
jest.mock('./features/map/components/map-overlay', () => ({
  MapOverlay: ({ isOpen }: { isOpen: boolean }) => (isOpen ? <div role="dialog" aria-label="map stand-in" /> : null),
}));

const CHECKIN = '2099-06-12';
const HASH = `checkin=${CHECKIN}&checkout=2099-06-14&night=2&city=12`;

const api = setupApiMock();

function offersBodies(): OffersRequestBody[] {
  return api.bodiesOf('POST', '/api/offers.json') as OffersRequestBody[];
}

/** The results page as the shell mounts it on the search route (the route parts given win). */
function renderPage(overrides: RemotePropsOverrides = {}) {
  return renderRemote(AppRoot, { ...overrides, route: { ...SEARCH_PAGE_ROUTE, ...overrides.route } });
}

const scrollIntoView = jest.fn();
let restoreViewport = () => {};
afterEach(() => {
  restoreViewport();
  restoreViewport = () => {};
});
beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
  fallbackProps.mockClear();
});

describe('search results page: states', () => {
  it('shows skeleton cards while the search runs, under a search box prefilled with the place', async () => {
    answerResultsPage(api);
    api.never('/api/offers.json', { method: 'POST' });
    renderPage({ route: { hash: HASH } });
    expect(screen.getByRole('status', { name: 'Chargement des résultats' })).toBeInTheDocument();
    expect(screen.getAllByTestId('offer-card-skeleton')).toHaveLength(6);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris'));
  });

  it('marks the server’s placeholders for the first photos, and only the server’s', async () => {
    answerResultsPage(api);
    api.never('/api/offers.json', { method: 'POST' });
    const slotsOf = () =>
      screen.getAllByTestId('offer-card-skeleton').map((card) => card.querySelector(`[${EARLY_PHOTO_SLOT_ATTRIBUTE}]`));
    const server = render(<AppRoot {...fakeRemoteProps({ route: SEARCH_PAGE_ROUTE })} serverMarkup />);
    const positions = slotsOf().map((slot) => slot?.getAttribute(EARLY_PHOTO_SLOT_ATTRIBUTE));
    expect(positions).toEqual(['0', '1', '2', '3', '4', '5']);
    // Where a phone scrolls once results have come.
    expect(document.getElementById('search-filters')).toHaveAttribute(EARLY_SCROLL_ANCHOR_ATTRIBUTE, BELOW_DESKTOP);
    server.unmount();

    renderPage({ route: { hash: HASH } });
    expect(slotsOf().every((slot) => slot === null)).toBe(true);
    expect(document.getElementById('search-filters')).not.toHaveAttribute(EARLY_SCROLL_ANCHOR_ATTRIBUTE);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris'));
  });

  it('renders a card per offer with the count in the title, and sends the criteria of the hash', async () => {
    answerResultsPage(api);
    api.json('/api/offers.json', offersResponseFixture([offerFixture({ id: 101 }), offerFixture({ id: 102 })], 40), {
      method: 'POST',
    });
    renderPage({ route: { hash: HASH } });

    expect(await screen.findByRole('heading', { level: 1, name: '40 séjours à Paris' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '40 offres' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Résultats de la recherche' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Week-end gourmand 101' })).toBeInTheDocument();

    const [body] = offersBodies();
    expect(body).toMatchObject({
      filters: {
        property: { cityId: 12 },
        offer: { date: { checkin: CHECKIN, nights: 2 }, familyComposition: { adults: 2, children: 0, babies: 0 } },
      },
      pagination: { page: 0, limit: 18 },
      locale: 'fr_FR',
      flow: 'booking',
    });
  });

  it('searches with 2 adults, 0 children and 0 babies when the hash is empty', async () => {
    answerResultsPage(api);
    renderPage({ route: { hash: '' } });
    await screen.findAllByRole('article');
    expect(offersBodies()[0]!.filters.offer.familyComposition).toEqual({
      adults: 2,
      children: 0,
      babies: 0,
      singleRoom: false,
    });
  });

  it('shows "Oops, something went wrong" on a failed search and searches again on retry', async () => {
    answerResultsPage(api);
    api.json('/api/offers.json', offersPage(2), { method: 'POST' });
    api.error('/api/offers.json', 500, { method: 'POST', once: true, body: { message: 'boom' } });
    const { props } = renderPage({ route: { hash: HASH } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Oups, une erreur s'est produite");
    expect(props.reportError).toHaveBeenCalled();

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(offersBodies()).toHaveLength(2);
  });

  it('without exact results leaves the messaging (no-results alert included) to the fallbacks', async () => {
    answerResultsPage(api);
    api.json('/api/offers.json', offersResponseFixture([], 0), { method: 'POST' });
    renderPage({ route: { hash: `${HASH}&stars=4,5&hotelScore=8`, search: 'flow=booking&page=2' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Aucune offre' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Résultats de la recherche' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(fallbackProps).toHaveBeenLastCalledWith(
      expect.objectContaining({
        exactHotelIds: [],
        exactTotalCount: 0,
        exactMatch: true,
        criteria: expect.objectContaining({ stars: [4, 5], hotelScore: 8 }),
      }),
    );
  });

  it('gives the fallbacks the exact results’ hotels and count', async () => {
    answerResultsPage(api);
    api.json('/api/offers.json', offersPage(3, 3), { method: 'POST' });
    renderPage({ route: { hash: HASH } });
    await screen.findAllByRole('article');
    expect(fallbackProps).toHaveBeenLastCalledWith(
      expect.objectContaining({
        exactHotelIds: [601, 602, 603],
        exactTotalCount: 3,
        exactMatch: true,
        criteria: expect.objectContaining({ places: { city: '12' } }),
      }),
    );
  });
});

describe('search results page: search on load', () => {
  it('goes to the last page when the address asks for a page past it', async () => {
    answerResultsPage(api);
    // 40 offers make 3 pages of 18 (pages 0 to 2); page 9 answers none.
    api.json('/api/offers.json', offersPage(0, 40), { method: 'POST' });
    const { props } = renderPage({ route: { hash: HASH, search: 'flow=booking&page=9' } });
    await waitFor(() =>
      expect(props.navigate).toHaveBeenCalledWith(
        { kind: 'search', query: { flow: 'booking', page: '2' }, hash: HASH },
        { replace: true },
      ),
    );
  });

  it('searches again when the route changes, not when only the origin marker goes away (removed after the search)', async () => {
    answerResultsPage(api);
    api.json('/api/offers.json', offersPage(1), { method: 'POST' });
    const view = renderPage({ route: { hash: HASH, search: 'flow=booking&from=searchbar' } });
    const { props } = view;
    await screen.findByRole('article');

    expect(props.navigate).toHaveBeenCalledWith(
      { kind: 'search', query: { flow: 'booking' }, hash: HASH },
      { replace: true },
    );
    view.rerenderWith({ route: { ...props.route, search: 'flow=booking' } });
    await act(async () => {});
    expect(offersBodies()).toHaveLength(1);

    view.rerenderWith({ route: { ...props.route, search: 'flow=booking&page=1' } });
    await screen.findByRole('article');
    const bodies = offersBodies();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.pagination.page).toBe(1);
  });

  it('leaves the location alone while the search uri is null, and rewrites it when the uri differs from the path', async () => {
    const replaceState = jest.spyOn(window.history, 'replaceState');
    answerResultsPage(api);
    api.json('/api/offers.json', offersPage(1, 1, { uri: null }), { method: 'POST' });
    const view = renderPage({ route: { hash: HASH } });
    await screen.findByRole('article');
    expect(replaceState).not.toHaveBeenCalled();
    view.unmount();

    answerResultsPage(api);
    api.json('/api/offers.json', offersPage(1, 1, { uri: '/recherche/paris' }), { method: 'POST' });
    renderPage({ route: { hash: HASH, search: 'flow=booking', pathname: '/recherche' } });
    await screen.findByRole('article');
    expect(replaceState).toHaveBeenCalledWith(window.history.state, '', `/recherche/paris?flow=booking#${HASH}`);
    replaceState.mockRestore();
  });

  it('in the activity flow shows the activity list and runs no stay search', async () => {
    answerResultsPage(api);
    renderPage({ route: { kind: 'activitySearch', hash: 'city=12', search: 'flow=activity' } });
    expect(await screen.findByRole('region', { name: 'activity results stand-in' })).toBeInTheDocument();
    expect(offersBodies()).toHaveLength(0);
  });

  it('tells the shell the page title, and no banner context: the page shows its targeted banner itself', async () => {
    answerResultsPage(api);
    api.json('/api/offers.json', offersPage(1), { method: 'POST' });
    const { props } = renderPage({ route: { hash: `${HASH}&theme=23` } });
    await screen.findByRole('heading', { level: 1, name: '1 séjour à Paris' });
    expect(props.bus.last('page:meta')).toEqual({
      title: '1 séjour à Paris',
      description: expect.stringContaining('Paris'),
    });
    expect(props.bus.last('banner:context')).toBeUndefined();
  });
});

describe('search results page: layout', () => {
  it('shows a breadcrumb from the location hierarchy, each place a search of that place', async () => {
    answerResultsPage(api);
    api.json(
      '/api/offers.json',
      offersPage(2, 2, {
        locationHierarchy: [
          { type: 'country', id: 1, label: 'France' },
          { type: 'region', id: 101, label: 'Île-de-France' },
        ],
      }),
      { method: 'POST' },
    );
    const { props } = renderPage({ route: { hash: `${HASH}&a=3&stars=5` } });
    const breadcrumb = await screen.findByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(breadcrumb).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/home');
    expect(within(breadcrumb).getByRole('link', { name: 'France' })).toHaveAttribute(
      'href',
      props.hrefFor({
        kind: 'search',
        query: { flow: 'booking' },
        hash: `checkin=${CHECKIN}&checkout=2099-06-14&night=2&a=3&country=1`,
      }),
    );
    expect(within(breadcrumb).getByRole('link', { name: 'Île-de-France' })).toHaveAttribute(
      'href',
      expect.stringContaining('region=101'),
    );
    expect(within(breadcrumb).getByText('Paris')).toHaveAttribute('aria-current', 'page');
  });

  it('places the first inline block after result 3 and the second after result 9', async () => {
    answerResultsPage(api);
    api.json('/api/offers.json', offersPage(12, 40), { method: 'POST' });
    renderPage({ route: { hash: HASH } });
    const list = await screen.findByRole('list', { name: 'Résultats de la recherche' });
    const items = within(list)
      .getAllByRole('listitem', { hidden: true })
      .filter((item) => item.parentElement === list);
    const shape = items.map((item) =>
      within(item).queryByRole('article') ? 'card' : item.getAttribute('data-testid'),
    );
    expect(shape).toEqual([
      'card',
      'card',
      'card',
      'inline-block-1',
      'card',
      'card',
      'card',
      'card',
      'card',
      'card',
      'inline-block-2',
      'card',
      'card',
      'card',
    ]);
    // Booking without a matching targeted banner: the gift stay banner, then the box block.
    expect(await within(items[3]!).findByRole('heading', { name: "Et si vous l'offriez ?" })).toBeInTheDocument();
    expect(
      await within(items[10]!).findByRole('heading', { name: 'Et pourquoi pas un coffret cadeau ?' }),
    ).toBeInTheDocument();
  });

  it('shows in the first block, among the results, the targeted banner that best matches the search', async () => {
    answerResultsPage(api);
    api.json('/content/targetedBanner.json', TARGETED_BANNERS);
    renderPage({ route: { hash: HASH } });
    const block = await screen.findByTestId('inline-block-1');
    expect(await within(block).findByRole('heading', { name: 'Paris autrement' })).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Voir les séjours' })).toHaveAttribute(
      'href',
      '/search?flow=booking#city=12',
    );
    expect(screen.queryByRole('heading', { name: 'Le bien-être à deux' })).not.toBeInTheDocument();
  });

  it('shows the gift stay banner when no targeted banner matches the search', async () => {
    answerResultsPage(api);
    api.json('/content/targetedBanner.json', { fr_FR: [] });
    renderPage({ route: { hash: HASH } });
    const block = await screen.findByTestId('inline-block-1');
    expect(await within(block).findByRole('heading', { name: "Et si vous l'offriez ?" })).toBeInTheDocument();
  });

  it('skips the targeted banner when its content cannot load', async () => {
    answerResultsPage(api);
    api.error('/content/targetedBanner.json', 503, { body: { message: 'down' } });
    renderPage({ route: { hash: HASH } });
    const block = await screen.findByTestId('inline-block-1');
    expect(await within(block).findByRole('heading', { name: "Et si vous l'offriez ?" })).toBeInTheDocument();
  });

  it('shows no inline block in customer-care mode', async () => {
    answerResultsPage(api);
    api.json('/api/offers.json', offersPage(12, 40), { method: 'POST' });
    renderPage({ careMode: true, route: { hash: HASH } });
    await screen.findAllByRole('article');
    expect(screen.queryByTestId('inline-block-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('inline-block-2')).not.toBeInTheDocument();
  });

  it('the boxes block toggle off replaces the box block with the gift block', async () => {
    answerResultsPage(api);
    api.json('/api/offers.json', offersPage(12, 40), { method: 'POST' });
    renderPage({ flags: { ...DEFAULT_FLAGS, boxesBlock: false }, route: { hash: HASH } });
    const block = await screen.findByTestId('inline-block-2');
    expect(await within(block).findByRole('heading', { name: 'Faites plaisir à vos proches' })).toBeInTheDocument();
    expect(within(block).queryByText('Et pourquoi pas un coffret cadeau ?')).not.toBeInTheDocument();
  });

  it('in the gifting flow on it_IT shows the gift card block instead of the single voucher block', async () => {
    answerResultsPage(api);
    api.json('/api/offers.json', offersPage(12, 40), { method: 'POST' });
    renderPage({ locale: 'it_IT', route: { hash: 'city=12', search: 'flow=gifting' } });
    const second = await screen.findByTestId('inline-block-2');
    expect(within(second).getByRole('heading', { name: 'Regala una gift card' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Il buono regalo soggiorno' })).not.toBeInTheDocument();
  });

  it('in the gifting flow on fr_FR shows the gift card banner then the single voucher block', async () => {
    answerResultsPage(api);
    api.json('/api/offers.json', offersPage(12, 40), { method: 'POST' });
    renderPage({ route: { hash: 'city=12', search: 'flow=gifting' } });
    expect(
      within(await screen.findByTestId('inline-block-1')).getByRole('heading', { name: 'Offrez une carte cadeau' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('inline-block-2')).getByRole('heading', { name: 'Le bon cadeau séjour' }),
    ).toBeInTheDocument();
  });

  it('shows the family banner with children or babies unless the theme is 39; using it switches the theme to 39', async () => {
    answerResultsPage(api);
    const view = renderPage({ route: { hash: `${HASH}&c=1`, search: 'page=2' } });
    const { props } = view;
    const banner = await screen.findByRole('complementary', { name: 'Vous partez en famille ?' });
    const link = within(banner).getByRole('link', { name: 'Voir les séjours en famille' });
    expect(link).toHaveAttribute(
      'href',
      props.hrefFor({
        kind: 'search',
        query: { flow: 'booking' },
        hash: `checkin=${CHECKIN}&checkout=2099-06-14&night=2&c=1&s=true&theme=39&city=12`,
      }),
    );

    view.rerenderWith({ route: { ...props.route, hash: `${HASH}&c=1&theme=39` } });
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Vous partez en famille ?' })).not.toBeInTheDocument(),
    );
  });

  it('shows suggestion links to nearby cities and themes (fixed list only under reduced thematics)', async () => {
    answerResultsPage(api);
    api.json('/api/search/suggestion-links.json', {
      cities: [{ id: 14, label: 'Versailles', offerCount: 4 }],
      themes: [
        { id: 26, label: 'Bien-être', offerCount: 9 },
        { id: 33, label: 'Nature et grand air', offerCount: 2 },
      ],
    });
    const { props } = renderPage({
      flags: { ...DEFAULT_FLAGS, reducedThematics: true },
      route: { hash: `${HASH}&stars=5` },
    });
    const cities = await screen.findByRole('navigation', { name: 'Villes à proximité' });
    expect(within(cities).getByRole('link', { name: 'Week-end à Versailles' })).toHaveAttribute(
      'href',
      props.hrefFor({
        kind: 'search',
        query: { flow: 'booking' },
        hash: `checkin=${CHECKIN}&checkout=2099-06-14&night=2&city=14`,
      }),
    );
    const themes = screen.getByRole('navigation', { name: 'Thématiques' });
    expect(within(themes).getByRole('link', { name: 'Bien-être' })).toHaveAttribute(
      'href',
      expect.stringContaining('theme=26'),
    );
    expect(within(themes).queryByRole('link', { name: 'Nature et grand air' })).not.toBeInTheDocument();
    expect(
      api.requests
        .find((request) => request.url.pathname === '/api/search/suggestion-links.json')!
        .url.searchParams.get('cityId'),
    ).toBe('12');
  });

  it('paginates: label, page links with the criteria hash, current page marked', async () => {
    answerResultsPage(api);
    api.json('/api/offers.json', offersPage(1, 100), { method: 'POST' });
    const { props } = renderPage({ route: { hash: HASH, search: 'page=1' } });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(screen.getByText('19 - 36 résultats sur 100')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      props.hrefFor({ kind: 'search', query: { flow: 'booking', page: '2' }, hash: HASH }),
    );
  });
});

describe('search results page: mobile and desktop', () => {
  it('on mobile shows Map, Sort and Filter; Map is disabled without results', async () => {
    answerResultsPage(api);
    api.json('/api/offers.json', offersResponseFixture([], 0), { method: 'POST' });
    renderPage({ route: { hash: HASH } });
    const bar = await screen.findByRole('toolbar', { name: 'Affiner les résultats' });
    await screen.findByRole('heading', { level: 2, name: 'Aucune offre' });
    expect(within(bar).getByRole('button', { name: 'Carte' })).toBeDisabled();
    expect(within(bar).getByRole('button', { name: 'Trier' })).toBeEnabled();
    expect(within(bar).getByRole('button', { name: 'Filtrer' })).toBeEnabled();
  });

  it('on mobile the Map button opens the map and the Filter button shows the applied filter count', async () => {
    answerResultsPage(api);
    renderPage({ route: { hash: `${HASH}&stars=4,5&hotelScore=8` } });
    await screen.findAllByRole('article');
    const bar = screen.getByRole('toolbar', { name: 'Affiner les résultats' });
    expect(within(bar).getByRole('button', { name: /^Filtrer/ })).toHaveTextContent('3 filtres appliqués');
    await userEvent.setup().click(within(bar).getByRole('button', { name: 'Carte' }));
    expect(await screen.findByRole('dialog', { name: 'map stand-in' })).toBeInTheDocument();
  });

  it('on mobile with results scrolls smoothly to the filter anchor; the arrival itself starts at the top', async () => {
    answerResultsPage(api);
    renderPage({ route: { hash: HASH } });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    await screen.findAllByRole('article');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'search-filters');
  });

  it('on mobile, a page that mounts with its answer stays where the early draw scrolled it', async () => {
    answerResultsPage(api, { offers: false });
    const queryClient = createQueryClient();
    const request = offersSearchRequest(parseSearchCriteria({ hash: HASH, search: '' }), 'fr_FR');
    queryClient.setQueryData(offersSearchQuery(createApiClient(TEST_API_BASE), request).queryKey, offersPage(3, 3));
    render(<AppRoot {...fakeRemoteProps({ route: { ...SEARCH_PAGE_ROUTE, hash: HASH } })} queryClient={queryClient} />);
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('on desktop shows the filter bar with sort and "See on map", no action bar, and no scroll on arrival', async () => {
    restoreViewport = emulateViewport(DESKTOP_WIDTH);
    // The searched place has a point: the distance filter exists.
    answerResultsPage(api);
    api.json('/api/offers.json', offersPage(12, 40, { location: { latitude: 48.85, longitude: 2.35 } }), {
      method: 'POST',
    });
    renderPage({ route: { hash: HASH } });
    await screen.findAllByRole('article');
    const filters = screen.getByRole('group', { name: 'Filtres' });
    for (const name of ['Activités', 'Prix', 'Distance', 'Équipements', 'Plus de filtres']) {
      expect(within(filters).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Trier par/ })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voir sur la carte' }));
    expect(await screen.findByRole('dialog', { name: 'map stand-in' })).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('on desktop a new page of results scrolls to the top of the results', async () => {
    restoreViewport = emulateViewport(DESKTOP_WIDTH);
    answerResultsPage(api);
    const view = renderPage({ route: { hash: HASH } });
    const { props } = view;
    await screen.findAllByRole('article');
    view.rerenderWith({ route: { ...props.route, search: 'page=1' } });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).not.toHaveAttribute('id', 'search-filters');
  });
});

describe('search results page: the query cache', () => {
  it('shows the offers of a cache filled beforehand (a server render) without searching again', async () => {
    answerResultsPage(api, { offers: false });
    const props = fakeRemoteProps({ route: { ...SEARCH_PAGE_ROUTE, hash: HASH } });
    const queryClient = createQueryClient();
    const request = offersSearchRequest(parseSearchCriteria({ hash: HASH, search: '' }), 'fr_FR');
    queryClient.setQueryData(offersSearchQuery(createApiClient(TEST_API_BASE), request).queryKey, offersPage(3, 3));
    render(<AppRoot {...props} queryClient={queryClient} />);

    // No skeleton: the cards are there from the first render.
    expect(screen.queryByRole('status', { name: 'Chargement des résultats' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Résultats de la recherche' })).getAllByRole('article'),
    ).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: '3 séjours à Paris' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris'));
    expect(api.requestsTo('/api/offers.json')).toHaveLength(0);
  });

  it('tracks the list once per search, whatever StrictMode or a refetch of the same search repeats', async () => {
    answerResultsPage(api);
    const props = fakeRemoteProps({ route: { ...SEARCH_PAGE_ROUTE, hash: HASH } });
    const tracked = jest.fn();
    props.bus.on('tracking:event', tracked);
    // The answer is there from the first render (a server render filled the cache), so the
    // effects StrictMode runs twice on mount see it twice.
    const queryClient = createQueryClient();
    const request = offersSearchRequest(parseSearchCriteria({ hash: HASH, search: '' }), 'fr_FR');
    queryClient.setQueryData(offersSearchQuery(createApiClient(TEST_API_BASE), request).queryKey, offersPage(3, 3));
    const view = render(
      <StrictMode>
        <AppRoot {...props} queryClient={queryClient} />
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris'));
    expect(tracked).toHaveBeenCalledTimes(1);
    expect(tracked).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'view_item_list', params: { item_list_name: 'search_results' } }),
    );

    // The same search fetched again (another answer) is not a new list view.
    await act(() => queryClient.refetchQueries({ queryKey: ['offers-search'] }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(offersBodies()).toHaveLength(1);
    expect(tracked).toHaveBeenCalledTimes(1);

    view.rerender(
      <StrictMode>
        <AppRoot {...props} route={{ ...props.route, search: 'page=1' }} queryClient={queryClient} />
      </StrictMode>,
    );
    await waitFor(() => expect(tracked).toHaveBeenCalledTimes(2));
    expect(offersBodies()).toHaveLength(2);
  });
});
