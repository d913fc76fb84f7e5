import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dehydrate } from '@tanstack/react-query';
import type { CurrentRoute } from '@escapade/shared-contracts/routes';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { AppRoot } from './app-root';
import { giftBoxPageServerData } from './pages/gift-box-page-server-data';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { TEST_API_BASE, fakeRemoteProps } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { boxDetailFixture, boxOffersPageFixture, offerIds } from './test/box-detail-fixture';
import { boxDetailPath, boxOffersPath, stubGiftBoxApi } from './test/stub-gift-box-api';

// The map's module records when it is first loaded: the stand-in for its download.
const mockDownloaded = jest.fn();
jest.mock('./features/gift-box/components/box-offers-map', () => {
  mockDownloaded('box-offers-map');
  return jest.requireActual('./features/gift-box/components/box-offers-map');
});

/**
 * IntersectionObserver for tests: an element is off screen until `scrollTo` brings it on. As the
 * browser does, an observer reports at once an element already on screen when it starts watching.
 */
class ScreenObserver {
  static readonly watching = new Set<ScreenObserver>();
  static readonly onScreen = new Set<Element>();
  private readonly targets = new Set<Element>();

  constructor(private readonly report: IntersectionObserverCallback) {}

  static scrollTo(element: Element) {
    ScreenObserver.onScreen.add(element);
    for (const observer of ScreenObserver.watching) observer.reportOnScreen();
  }

  observe(element: Element) {
    this.targets.add(element);
    ScreenObserver.watching.add(this);
    queueMicrotask(() => this.reportOnScreen());
  }

  unobserve(element: Element) {
    this.targets.delete(element);
  }

  disconnect() {
    this.targets.clear();
    ScreenObserver.watching.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  private reportOnScreen() {
    const seen = [...this.targets].filter((target) => ScreenObserver.onScreen.has(target));
    if (seen.length === 0 || !ScreenObserver.watching.has(this)) return;
    const entries = seen.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.report(entries, this as unknown as IntersectionObserver);
  }
}

const api = setupApiMock();
const CODE = 'WELLNESS-EBOX';
const BOX_ROUTE: Partial<CurrentRoute> = { kind: 'giftBox', id: CODE, pathname: `/box/${CODE}` };
/** U+202F and U+00A0 are the spaces Intl puts in French amounts. */
const normalizeSpaces = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

beforeEach(() => {
  globalThis.IntersectionObserver = ScreenObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  ScreenObserver.watching.clear();
  ScreenObserver.onScreen.clear();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function renderBoxPage(route: Partial<CurrentRoute> = BOX_ROUTE, overrides: Partial<RemoteProps> = {}) {
  const view = renderRemote(AppRoot, { ...overrides, route });
  const trackingEvents: TrackingEvent[] = [];
  view.props.bus.on('tracking:event', (event) => trackingEvents.push(event));
  return { props: view.props, trackingEvents };
}

const findTitle = () => screen.findByRole('heading', { level: 1, name: 'Coffret Bien-être' });
const offerLinks = () => within(screen.getByRole('region', { name: /séjours? au choix/ })).getAllByRole('link');
/** The pages of the box's stays the page asked for, in order (the map's call left out). */
const requestedPages = () =>
  api
    .requestsTo(boxOffersPath(CODE))
    .map((sent) => sent.url.searchParams)
    .filter((params) => !params.has('performMapSearch'))
    .map((params) => Number(params.get('page')));

describe('GiftBoxPage', () => {
  // First of the file: a module is loaded once per test file.
  it('downloads the map only when it is shown, then draws the stays of the map call', async () => {
    stubGiftBoxApi(api);
    const user = userEvent.setup();
    renderBoxPage();
    await findTitle();
    await screen.findByRole('region', { name: '3 séjours au choix' });
    expect(mockDownloaded).not.toHaveBeenCalled();
    expect(api.requests.some((sent) => sent.url.searchParams.has('performMapSearch'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Voir sur la carte' }));
    const map = await screen.findByRole('region', { name: 'Carte des 3 séjours du coffret' });
    expect(mockDownloaded).toHaveBeenCalledWith('box-offers-map');
    // The map replaced the button that was pressed: the focus goes on to it.
    await waitFor(() => expect(map).toHaveFocus());
    const mapCall = api.requestsTo(boxOffersPath(CODE)).find((sent) => sent.url.searchParams.has('performMapSearch'));
    expect(Object.fromEntries(mapCall!.url.searchParams)).toEqual({ locale: 'fr_FR', performMapSearch: 'true' });
    expect(screen.getByRole('button', { name: 'Zoomer' })).toBeInTheDocument();
  });

  it('shows a skeleton, then the box: title, gallery, what it includes and its validity', async () => {
    stubGiftBoxApi(api);
    renderBoxPage();

    expect(screen.getByRole('status')).toHaveTextContent('Chargement du coffret…');
    await findTitle();
    expect(screen.getByText('1 nuit pour 2 personnes', { selector: 'p' })).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: "Photos de l'offre" });
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute(
      'src',
      'http://api.test/images/gift/1.svg?w=960&h=540',
    );
    const included = screen.getByRole('region', { name: 'Ce coffret comprend' });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 nuit pour 2 personnes', 'Petit-déjeuner inclus', 'Accès au spa']);
    expect(screen.getByText('Une nuit pour deux et un moment de détente au spa.')).toBeInTheDocument();
    expect(screen.getByText('Valable un an et demi (18 mois)')).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'Comment ça marche ?' });
    expect(within(steps).getByText('Un séjour pour 2 personnes, au choix parmi ceux du coffret.')).toBeInTheDocument();
  });

  it('is kept out of search engines, with the title of its page model', async () => {
    stubGiftBoxApi(api);
    const { props } = renderBoxPage();
    await findTitle();
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Coffret Bien-être | Escapade',
      description: 'Une nuit pour deux et un moment de détente au spa.',
      robots: 'noindex, follow',
    });
  });

  it('shows the promotion only when the reference price is more than 5 % higher', async () => {
    stubGiftBoxApi(api);
    renderBoxPage();
    await findTitle();
    const panel = screen.getByRole('complementary', { name: 'Votre cadeau' });
    expect(normalizeSpaces(within(panel).getByText(/^139,90/).textContent)).toBe('139,90 €');
    expect(normalizeSpaces(within(panel).getByRole('deletion').textContent)).toBe('au lieu de 156,90 €');
    expect(normalizeSpaces(within(panel).getByText(/^-10/).textContent)).toBe('-10 %');
  });

  it('shows no promotion at 5 % off', async () => {
    stubGiftBoxApi(
      api,
      boxDetailFixture({ price: { sellPrice: 9500, referencePrice: 10000, promo: 0 }, referencePrice: 10000 }),
    );
    renderBoxPage();
    await findTitle();
    const panel = screen.getByRole('complementary', { name: 'Votre cadeau' });
    expect(normalizeSpaces(within(panel).getByText(/^95/).textContent)).toBe('95 €');
    expect(within(panel).queryByRole('deletion')).not.toBeInTheDocument();
    expect(within(panel).queryByText(/^-\d/)).not.toBeInTheDocument();
  });

  it('opens the gifting options one by one from the keyboard', async () => {
    stubGiftBoxApi(api);
    const user = userEvent.setup();
    renderBoxPage();
    await findTitle();
    const options = screen.getByRole('region', { name: 'Les formats cadeau' });
    const physical = within(options).getByRole('button', { name: 'Le coffret physique' });
    expect(physical).toHaveAttribute('aria-expanded', 'false');
    act(() => physical.focus());
    await user.keyboard('{Enter}');
    expect(physical).toHaveAttribute('aria-expanded', 'true');
    expect(within(options).getByText(/livré chez vous en 2 à 4 jours ouvrés/)).toBeVisible();
  });

  it('lists the stays of the box, each linking to the stay in the gifting flow', async () => {
    stubGiftBoxApi(api);
    const { props } = renderBoxPage();
    await findTitle();
    const list = await screen.findByRole('region', { name: '3 séjours au choix' });
    const card = within(list).getAllByRole('article')[0]!;
    expect(within(card).getByRole('link', { name: 'Séjour détente 1' })).toHaveAttribute(
      'href',
      '/stay/1?flow=gifting',
    );
    expect(within(card).getByText('Hôtel 1')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '4 étoiles' })).toBeInTheDocument();
    expect(within(card).getByText('8,4/10 (41 avis)')).toBeInTheDocument();
    expect(within(card).getByText('Ville 1')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('link', { name: 'Séjour détente 1' }));
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'stay', id: '1', query: { flow: 'gifting' } });
  });

  it('loads the next page as the end of the list comes into view, and stops at the first empty page', async () => {
    stubGiftBoxApi(api, boxDetailFixture(), [
      boxOffersPageFixture(offerIds(1, 8), 11),
      boxOffersPageFixture(offerIds(9, 3), 11),
    ]);
    renderBoxPage();
    await findTitle();
    await screen.findByRole('region', { name: '11 séjours au choix' });
    expect(offerLinks()).toHaveLength(8);
    expect(requestedPages()).toEqual([0]);

    const showMore = screen.getByRole('button', { name: 'Voir plus de séjours' });
    act(() => ScreenObserver.scrollTo(showMore.parentElement!));
    await waitFor(() => expect(offerLinks()).toHaveLength(11));
    // The loader is still on screen under a short page: the next one is asked for, and is empty.
    await waitFor(() => expect(requestedPages()).toEqual([0, 1, 2]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Voir plus de séjours' })).not.toBeInTheDocument());
    expect(offerLinks()).toHaveLength(11);
    expect(requestedPages()).toEqual([0, 1, 2]);
  });

  it('loads the next page from "Show more" without the observer', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    stubGiftBoxApi(api, boxDetailFixture(), [boxOffersPageFixture(offerIds(1, 8), 9), boxOffersPageFixture([9], 9)]);
    const user = userEvent.setup();
    renderBoxPage();
    await screen.findByRole('region', { name: '9 séjours au choix' });
    await user.click(screen.getByRole('button', { name: 'Voir plus de séjours' }));
    await waitFor(() => expect(offerLinks()).toHaveLength(9));
    expect(requestedPages()).toEqual([0, 1]);
  });

  it('hides the stays while their first page loads', async () => {
    stubGiftBoxApi(api);
    api.never(boxOffersPath(CODE));
    renderBoxPage();
    await findTitle();
    expect(screen.queryByRole('region', { name: /séjours? au choix/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Les formats cadeau' })).toBeInTheDocument();
  });

  it('hides the stays when they cannot be had', async () => {
    stubGiftBoxApi(api);
    api.error(boxOffersPath(CODE), 500);
    renderBoxPage();
    await findTitle();
    // ky tries a failed read twice.
    await waitFor(() => expect(api.requestsTo(boxOffersPath(CODE))).toHaveLength(2));
    expect(screen.queryByRole('region', { name: /séjours? au choix/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ce coffret comprend' })).toBeInTheDocument();
  });

  it('chooses the format in the dialog, rewriting the hash, and confirming goes to the gift checkout', async () => {
    stubGiftBoxApi(api);
    const user = userEvent.setup();
    const { props, trackingEvents } = renderBoxPage({ ...BOX_ROUTE, search: 'from=boxes' });
    await findTitle();

    await user.click(screen.getByRole('button', { name: 'Offrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choisissez le format' });
    expect(within(dialog).getByRole('radio', { name: /Numérique/ })).toBeChecked();
    const item = { item_id: CODE, item_name: 'Coffret Bien-être', item_category: 'box', quantity: 1 };
    const prices = { price: 139.9, value: 139.9, box_price: 139.9 };
    expect(trackingEvents).toEqual([
      {
        name: 'personalization_item',
        items: [{ ...item, ...prices }],
        params: { step: 'open', gift_format: 'digital' },
      },
    ]);

    await user.click(within(dialog).getByRole('radio', { name: /Coffret physique/ }));
    expect(props.navigate).toHaveBeenLastCalledWith(
      { kind: 'giftBox', id: CODE, query: { from: 'boxes' }, hash: 'giftFormat=physical' },
      { replace: true },
    );
    expect(within(dialog).getByRole('radio', { name: /Coffret physique/ })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(props.navigate).toHaveBeenLastCalledWith({
      kind: 'giftCheckout',
      id: CODE,
      query: { flow: 'gifting', giftFormat: 'physical', code: CODE },
      hash: 'giftFormat=physical',
    });
    expect(trackingEvents[1]).toEqual({
      name: 'personalization_item',
      items: [{ ...item, ...prices }],
      params: { step: 'confirm', gift_format: 'physical' },
    });
  });

  it('keeps the readable path and the other hash keys when the format changes on /p/{slug}/{code}', async () => {
    stubGiftBoxApi(api);
    const user = userEvent.setup();
    const { props } = renderBoxPage({
      kind: 'giftBoxProduct',
      id: CODE,
      pathname: `/cadeau/p/mon-coffret/${CODE}`,
      hash: 'giftFormat=physical&theme=12',
    });
    await findTitle();
    await user.click(screen.getByRole('button', { name: 'Offrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choisissez le format' });
    expect(within(dialog).getByRole('radio', { name: /Coffret physique/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Numérique/ }));
    expect(props.navigate).toHaveBeenLastCalledWith(
      { kind: 'giftBoxProduct', id: CODE, slug: 'mon-coffret', query: {}, hash: 'giftFormat=digital&theme=12' },
      { replace: true },
    );
  });

  it('offers only the digital format while the physical one is unavailable', async () => {
    stubGiftBoxApi(api);
    const user = userEvent.setup();
    renderBoxPage(
      { ...BOX_ROUTE, hash: 'giftFormat=physical' },
      { flags: { ...DEFAULT_FLAGS, physicalVoucher: false } },
    );
    await findTitle();
    await user.click(screen.getByRole('button', { name: 'Offrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choisissez le format' });
    expect(within(dialog).getByRole('radio', { name: /Numérique/ })).toBeChecked();
    const physical = within(dialog).getByRole('radio', { name: /Coffret physique/ });
    expect(physical).toBeDisabled();
    expect(physical).toHaveAccessibleName(/le format physique revient bientôt/);
  });

  it('says so for an unknown box, with a link to the boxes', async () => {
    api.error(boxDetailPath('NOPE-EBOX'), 404);
    api.error(boxOffersPath('NOPE-EBOX'), 404);
    const user = userEvent.setup();
    const { props } = renderBoxPage({ kind: 'giftBox', id: 'NOPE-EBOX', pathname: '/box/NOPE-EBOX' });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Ce coffret n'existe pas ou plus" }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Voir tous les coffrets' });
    expect(link).toHaveAttribute('href', '/giftBoxes');
    await user.click(link);
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'giftBoxes' });
    expect(props.bus.last('page:meta')).toEqual({
      title: "Ce coffret n'existe pas ou plus",
      robots: 'noindex, follow',
    });
    expect(props.reportError).not.toHaveBeenCalled();
  });

  it('says something went wrong on another failure, and tries again on demand', async () => {
    stubGiftBoxApi(api);
    api.error(boxDetailPath(CODE), 500, { once: true });
    api.error(boxDetailPath(CODE), 500, { once: true });
    const user = userEvent.setup();
    const { props } = renderBoxPage();
    expect(await screen.findByRole('heading', { name: "Oups, une erreur s'est produite" })).toBeInTheDocument();
    expect(props.reportError).toHaveBeenCalledWith(expect.anything(), 'mfe-product');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await findTitle()).toBeInTheDocument();
  });

  it('fills the cache on the server, and the browser shows it without asking the api again', async () => {
    stubGiftBoxApi(api);
    const serverProps = fakeRemoteProps({ route: BOX_ROUTE });
    const serverCache = createQueryClient();
    const meta = await giftBoxPageServerData(serverCache, createApiClient(TEST_API_BASE), serverProps);
    expect(meta).toEqual({
      title: 'Coffret Bien-être | Escapade',
      description: 'Une nuit pour deux et un moment de détente au spa.',
      robots: 'noindex, follow',
    });
    expect(api.requests.map((sent) => sent.url.pathname + sent.url.search)).toEqual([
      `${boxDetailPath(CODE)}?locale=fr_FR`,
      `${boxOffersPath(CODE)}?locale=fr_FR&page=0&limit=8`,
    ]);
    const askedByServer = api.requests.length;

    renderRemote(AppRoot, { route: BOX_ROUTE, serverState: dehydrate(serverCache) });
    expect(screen.getByRole('heading', { level: 1, name: 'Coffret Bien-être' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '3 séjours au choix' })).toBeInTheDocument();
    await act(async () => {});
    expect(api.requests.slice(askedByServer)).toEqual([]);
  });
});
