import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import { AppRoot } from '../app-root';
import { fakeRemoteProps } from '../test/fake-remote-props';
import { jsonResponse, pendingAnswer, stubFetch, type FetchStub } from '../test/stub-fetch';
import { offerFixture, offersResponseFixture } from '../test/offers-fixture';

const CHECKIN = '2099-06-12';
const HASH = `checkin=${CHECKIN}&checkout=2099-06-14&night=2&city=12`;

function stubOffers(answer: Response | (() => Response | Promise<Response>)) {
  return stubFetch([
    { method: 'POST', path: '/api/offers.json', answer: typeof answer === 'function' ? answer : answer },
    // The banner's search box labels the city of the hash.
    { path: '/api/places/city/12', answer: jsonResponse({ id: 12, label: 'Paris', category: 'city', latitude: 48.85, longitude: 2.35 }) },
  ]);
}

function offersBodies(fetchStub: FetchStub): OffersRequestBody[] {
  return fetchStub.bodiesOf('POST', '/api/offers.json') as OffersRequestBody[];
}

function renderPage(props: RemoteProps) {
  const view = render(<AppRoot {...props} />);
  return { ...view, update: (next: RemoteProps) => view.rerender(<AppRoot {...next} />) };
}

describe('search results page', () => {
  it('shows skeleton cards while the search runs, under a search box prefilled with the place', async () => {
    stubOffers(() => pendingAnswer());
    renderPage(fakeRemoteProps({ route: { hash: HASH } }));
    expect(screen.getByRole('status', { name: 'Chargement des résultats' })).toBeInTheDocument();
    expect(screen.getAllByTestId('offer-card-skeleton')).toHaveLength(6);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris'));
  });

  it('renders a card per offer of the stubbed answer, with the count in the title', async () => {
    const fetchMock = stubOffers(jsonResponse(offersResponseFixture([offerFixture({ id: 101 }), offerFixture({ id: 102, promo: 0, refPrice: 18900 })], 40)));
    renderPage(fakeRemoteProps({ route: { hash: HASH } }));

    expect(await screen.findByRole('heading', { level: 1, name: '40 séjours à Paris' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '40 offres' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Résultats de la recherche' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Week-end gourmand 101' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Week-end gourmand 101' })).toHaveAttribute('src', 'http://api.test/images/hotel/101.svg');
    expect(first.getByText('Hôtel des Arts 101')).toBeInTheDocument();
    expect(first.getByRole('img', { name: '4 étoiles' })).toBeInTheDocument();
    expect(first.getByText('8,6/10')).toBeInTheDocument();
    expect(first.getByText('132 avis')).toBeInTheDocument();
    expect(first.getByText('Paris 6e')).toBeInTheDocument();
    expect(first.getByText('À 2 km')).toBeInTheDocument();
    expect(first.getByText(/−25%/)).toBeInTheDocument();
    expect(first.getByText(/252\s€/).closest('del')).not.toBeNull();
    expect(first.getByText(/189\s€/)).toBeInTheDocument();
    expect(first.getByText('pour 2 nuits, 2 personnes')).toBeInTheDocument();
    // No promotion: no badge and no struck price.
    expect(within(cards[1]!).queryByText(/−\d+%/)).not.toBeInTheDocument();
    expect(cards[1]!.querySelector('del')).toBeNull();

    const [body] = offersBodies(fetchMock);
    expect(body).toMatchObject({
      filters: { property: { cityId: 12 }, offer: { date: { checkin: CHECKIN, nights: 2 }, familyComposition: { adults: 2 } } },
      pagination: { page: 0, limit: 18 },
      locale: 'fr_FR',
      flow: 'booking',
    });
  });

  it('shows "from" before a cheapest price searched without dates', async () => {
    stubOffers(jsonResponse(offersResponseFixture([offerFixture({ priceType: 'from-price', nights: 1 })])));
    renderPage(fakeRemoteProps({ route: { hash: 'city=12' } }));
    const card = within(await screen.findByRole('article'));
    expect(card.getByText(/à partir de/)).toBeInTheDocument();
    expect(card.getByText('pour 1 nuit, 2 personnes')).toBeInTheDocument();
  });

  it('links each card to its stay page with the criteria hash; a plain click navigates, ctrl+click is left to the browser', async () => {
    stubOffers(jsonResponse(offersResponseFixture([offerFixture({ id: 101 })])));
    const props = fakeRemoteProps({ route: { hash: `${HASH}&a=3` } });
    renderPage(props);
    const link = await screen.findByRole('link', { name: 'Week-end gourmand 101' });
    const expectedHash = `checkin=${CHECKIN}&checkout=2099-06-14&night=2&a=3&city=12`;
    expect(link).toHaveAttribute('href', props.hrefFor({ kind: 'stay', id: '101', query: { flow: 'booking' }, hash: expectedHash }));

    const user = userEvent.setup();
    await user.click(link);
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'stay', id: '101', query: { flow: 'booking' }, hash: expectedHash });

    props.navigate.mockClear();
    // Stands in for the browser opening a new tab (jsdom cannot navigate).
    const stopNativeNavigation = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stopNativeNavigation);
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    window.removeEventListener('click', stopNativeNavigation);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('shows the error text on a 500 and searches again on retry', async () => {
    let calls = 0;
    const fetchMock = stubOffers(() => (++calls === 1 ? jsonResponse({ message: 'boom' }, 500) : jsonResponse(offersResponseFixture([offerFixture()]))));
    const props = fakeRemoteProps({ route: { hash: HASH } });
    renderPage(props);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Oups, une erreur s'est produite");
    expect(props.reportError).toHaveBeenCalled();

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(offersBodies(fetchMock)).toHaveLength(2);
  });

  it('shows the no-results text and a link that removes every filter', async () => {
    stubOffers(jsonResponse(offersResponseFixture([], 0)));
    const props = fakeRemoteProps({ route: { hash: `${HASH}&stars=4,5&hotelScore=8`, search: 'flow=booking&page=2' } });
    renderPage(props);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Aucun résultat\. Pour obtenir plus de résultats/);
    const removeFilters = within(alert).getByRole('link', { name: 'Supprimer tous les filtres' });
    const target = { kind: 'search', query: { flow: 'booking' }, hash: `checkin=${CHECKIN}&checkout=2099-06-14&night=2&city=12` };
    expect(removeFilters).toHaveAttribute('href', props.hrefFor(target as never));

    await userEvent.setup().click(removeFilters);
    expect(props.navigate).toHaveBeenCalledWith(target);
  });

  it('searches again when the shell updates the route, and not when only the origin marker goes away', async () => {
    const fetchMock = stubOffers(jsonResponse(offersResponseFixture([offerFixture()], 1)));
    const props = fakeRemoteProps({ route: { hash: HASH, search: 'flow=booking&from=searchbar' } });
    const view = renderPage(props);
    await screen.findByRole('article');

    // The marker is removed once the search has run, replacing the history entry.
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'search', query: { flow: 'booking' }, hash: HASH }, { replace: true });
    view.update({ ...props, route: { ...props.route, search: 'flow=booking' } });
    await act(async () => {});
    expect(offersBodies(fetchMock)).toHaveLength(1);

    view.update({ ...props, route: { ...props.route, search: 'flow=booking&page=1' } });
    await screen.findByRole('article');
    const bodies = offersBodies(fetchMock);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.pagination.page).toBe(1);
  });

  it('tells the shell the page title and the banner context', async () => {
    stubOffers(jsonResponse(offersResponseFixture([offerFixture()], 1)));
    const props = fakeRemoteProps({ route: { hash: `${HASH}&theme=23` } });
    renderPage(props);
    await screen.findByRole('heading', { level: 1, name: '1 séjour à Paris' });
    expect(props.bus.last('page:meta')).toEqual({ title: '1 séjour à Paris', description: expect.stringContaining('Paris') });
    expect(props.bus.last('banner:context')).toMatchObject({ page: 'search', flow: 'booking', city: '12', theme: 23 });
  });

  it('paginates: label, page links with the criteria hash, current page marked', async () => {
    stubOffers(jsonResponse(offersResponseFixture([offerFixture()], 100)));
    const props = fakeRemoteProps({ route: { hash: HASH, search: 'page=1' } });
    renderPage(props);
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(screen.getByText('19 - 36 résultats sur 100')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      props.hrefFor({ kind: 'search', query: { flow: 'booking', page: '2' }, hash: HASH }),
    );
  });
});
