import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import type { CurrentRoute } from '@escapade/shared-contracts/routes';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { AppRoot } from './app-root';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { TEST_API_BASE } from '../../platform/test-kit/fake-remote-props';
import { fixClock, restoreClock } from '../../platform/test-kit/fixed-clock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { stayDetailFixture } from './test/stay-detail-fixture';
import { NO_REVIEWS, bookableQuote, stubStayApi } from './test/stub-stay-api';
import { stayDetailQuery, type StayDetail } from './features/stay-detail/api/get-stay-detail';
import { firstReviewsPageQuery } from './features/reviews/api/get-hotel-reviews';
import { reviewsBlockRequest } from './features/reviews/components/reviews-block';
import { productOffersQuery } from './features/other-offers/api/get-product-offers';
import { upsellsQuery } from './features/upsells/api/get-upsells';

const DETAIL_PATH = '/weekend/4321/detail.json';
/** A check-in comfortably in the future, so the criteria keep it. */
const CHECKIN = DateTime.now().plus({ days: 30 }).toISODate()!;
const CHECKOUT_TWO_NIGHTS = DateTime.now().plus({ days: 32 }).toISODate()!;
/** U+202F and U+00A0 are the spaces Intl puts in French amounts. */
const normalizeSpaces = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

const api = setupApiMock();

function renderStayPage(route: Partial<CurrentRoute> = {}, overrides: Partial<RemoteProps> = {}) {
  const view = renderRemote(AppRoot, {
    ...overrides,
    route: { kind: 'stay', id: '4321', pathname: '/sejour/4321', ...route },
  });
  const trackingEvents: TrackingEvent[] = [];
  view.props.bus.on('tracking:event', (event) => trackingEvents.push(event));
  return { props: view.props, trackingEvents, view };
}

function stubDetail(detail: StayDetail = stayDetailFixture()) {
  stubStayApi(api, detail);
}

/** The urls the page asked the api for, in order. */
const requestedUrls = () => api.requests.map((sent) => sent.url);

describe('StayPage', () => {
  it('shows the offer, its hotel and the from-price while loading first with a skeleton', async () => {
    stubDetail();
    const { props } = renderStayPage();

    expect(screen.getByRole('status')).toHaveTextContent("Chargement de l'offre…");
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Escapade gourmande en Provence' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Mas des Oliviers')[0]).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 étoiles' })).toBeInTheDocument();
    expect(screen.getByText('8,6/10 (124 avis)')).toBeInTheDocument();
    expect(screen.getByText('Gordes')).toBeInTheDocument();

    const includes = screen.getByRole('region', { name: 'Votre séjour comprend' });
    expect(
      within(includes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('1 nuit en chambre Supérieure'),
      expect.stringContaining('Petit-déjeuner'),
      expect.stringContaining('Dîner 3 plats'),
    ]);

    const panel = screen.getByRole('complementary', { name: 'Votre réservation' });
    expect(normalizeSpaces(within(panel).getByText('189 €').textContent)).toBe('189 €');
    expect(within(panel).getByText('À partir de')).toBeInTheDocument();
    expect(normalizeSpaces(within(panel).getByRole('deletion').textContent)).toBe('au lieu de 236 €');
    expect(normalizeSpaces(within(panel).getByText(/^-20/).textContent)).toBe('-20 %');
    expect(within(panel).getByText('Prix pour 1 nuit, 2 adultes')).toBeInTheDocument();

    const [url] = requestedUrls();
    expect(url?.origin + url!.pathname).toBe(`http://api.test${DETAIL_PATH}`);
    expect(Object.fromEntries(url!.searchParams)).toEqual({ locale: 'fr_FR', adult: '2', child: '0', baby: '0' });
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Escapade gourmande en Provence – Mas des Oliviers',
      description: 'Deux jours pour goûter la Provence.',
    });
  });

  it('shows the photos with alt texts and opens the full gallery', async () => {
    stubDetail();
    const user = userEvent.setup();
    renderStayPage();

    const gallery = await screen.findByRole('region', { name: "Photos de l'offre" });
    const mosaic = within(gallery).getAllByRole('img');
    expect(mosaic).toHaveLength(5);
    expect(mosaic[0]).toHaveAttribute('src', 'http://api.test/images/hotel/1.svg?w=960&h=540');
    expect(mosaic[0]).toHaveAccessibleName('Escapade gourmande en Provence, photo 1 sur 6');
    // The first photo is the largest paint of the page: asked for first, the others when scrolled to.
    expect(mosaic[0]).toHaveAttribute('fetchpriority', 'high');
    expect(mosaic[1]).toHaveAttribute('loading', 'lazy');

    await user.click(within(gallery).getByRole('button', { name: 'Voir les 6 photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos : Escapade gourmande en Provence' });
    // A slideshow: one large photo at a time, and a thumbnail for each.
    const slideshow = within(dialog).getByRole('region', { name: 'Diaporama des photos' });
    expect(within(slideshow).getByRole('img')).toHaveAccessibleName('Escapade gourmande en Provence, photo 1 sur 6');
    expect(within(slideshow).getAllByRole('button', { name: /^Photo \d sur 6$/ })).toHaveLength(6);
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the price for the dates and travellers of the hash, and Book goes to the booking summary', async () => {
    stubDetail(
      stayDetailFixture({
        price: {
          sellPrice: 41000,
          refPrice: 41000,
          promoPercentageRounded: 0,
          priceType: 'final-price',
          nights: 2,
          adults: 3,
        },
      }),
    );
    const user = userEvent.setup();
    const { props, trackingEvents } = renderStayPage({
      hash: `checkin=${CHECKIN}&night=2&a=3`,
      search: 'flow=booking',
    });

    const panel = await screen.findByRole('complementary', { name: 'Votre réservation' });
    expect(normalizeSpaces(within(panel).getAllByText(/410/)[0]!.textContent)).toBe('410 €');
    expect(within(panel).queryByText('À partir de')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('deletion')).not.toBeInTheDocument();
    expect(within(panel).getByText('3 adultes')).toBeInTheDocument();
    expect(within(panel).getByText('Prix pour 2 nuits, 3 adultes')).toBeInTheDocument();
    expect(Object.fromEntries(requestedUrls()[0]!.searchParams)).toEqual({
      locale: 'fr_FR',
      checkin: CHECKIN,
      night: '2',
      adult: '3',
      child: '0',
      baby: '0',
    });

    api.json('/product/4321/quote', bookableQuote(41000));
    await user.click(within(panel).getByRole('radio', { name: /Annulation flexible/ }));
    await user.click(within(panel).getByRole('button', { name: 'Réserver' }));

    await waitFor(() => expect(props.navigate).toHaveBeenCalled());
    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'bookingSummary',
      id: '4321',
      query: { flow: 'booking', cancellation: 'flexible' },
      hash: `checkin=${CHECKIN}&checkout=${CHECKOUT_TWO_NIGHTS}&night=2&a=3`,
    });
    // The page view is tracked once (view_item); the purchase intent after it.
    expect(trackingEvents.filter((event) => event.name === 'view_item')).toHaveLength(1);
    expect(trackingEvents.filter((event) => event.name !== 'view_item')).toEqual([
      {
        name: 'add_to_cart',
        items: [
          {
            item_id: '4321',
            item_category: 'weekend',
            quantity: 1,
            price: 410,
            item_name: 'Escapade gourmande en Provence',
          },
        ],
      },
    ]);
  });

  it('blocks Book without dates with the message and moves the focus to the dates', async () => {
    stubDetail();
    const user = userEvent.setup();
    const { props } = renderStayPage();

    await user.click(await screen.findByRole('button', { name: 'Réserver' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez choisir vos dates de voyage.');
    const datesButton = screen.getByRole('button', { name: 'Choisir les dates du séjour' });
    expect(datesButton).toHaveFocus();
    expect(datesButton).toHaveAccessibleDescription('Veuillez choisir vos dates de voyage.');
    expect(props.navigate).not.toHaveBeenCalled();
  });

  describe('dates calendar', () => {
    // A fixed "today", so the calendar opens on a known month.
    beforeEach(() => fixClock(new Date(2030, 2, 10, 10, 0)));
    afterEach(() => restoreClock());

    it('writes the dates picked in the calendar to the hash of the stay page, keeping its query', async () => {
      stubDetail();
      const user = userEvent.setup();
      const { props } = renderStayPage({ search: 'flow=booking' });

      await user.click(await screen.findByRole('button', { name: 'Choisir les dates du séjour' }));
      const calendar = await screen.findByRole('dialog', { name: 'Dates du séjour' });
      // Validate waits for both dates.
      expect(within(calendar).getByRole('button', { name: 'Valider' })).toBeDisabled();
      await user.click(within(calendar).getByRole('button', { name: /14 mars 2030/ }));
      await user.click(within(calendar).getByRole('button', { name: /16 mars 2030/ }));

      expect(props.navigate).toHaveBeenLastCalledWith(
        {
          kind: 'stay',
          id: '4321',
          query: { flow: 'booking' },
          hash: 'checkin=2030-03-14&checkout=2030-03-16&night=2',
        },
        { replace: true },
      );
      // The calendar stays open on the chosen stay until Validate.
      await user.click(within(calendar).getByRole('button', { name: 'Valider' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('shows the dates of the hash on the dates button, and Clear in the calendar removes them', async () => {
      stubDetail();
      const user = userEvent.setup();
      const { props } = renderStayPage({ hash: 'checkin=2030-03-20&checkout=2030-03-21&night=1' });

      const datesButton = await screen.findByRole('button', {
        name: 'Dates du séjour : du mer. 20 mars 2030 au jeu. 21 mars 2030. Modifier',
      });
      await user.click(datesButton);
      const calendar = await screen.findByRole('dialog', { name: 'Dates du séjour' });
      expect(within(calendar).getByRole('button', { name: 'Valider' })).toBeEnabled();
      await user.click(within(calendar).getByRole('button', { name: 'Effacer' }));

      expect(props.navigate).toHaveBeenLastCalledWith(
        { kind: 'stay', id: '4321', query: {}, hash: '' },
        { replace: true },
      );
    });
  });

  it('edits the travellers on a copy, written to the hash on Confirm or Escape', async () => {
    stubDetail();
    const user = userEvent.setup();
    const { props } = renderStayPage();

    await screen.findByRole('heading', { level: 1 });
    const adults = screen.getByRole('textbox', { name: 'Adultes' });
    expect(adults).toHaveValue('2');
    await user.click(screen.getAllByRole('button', { name: /augmenter/i })[0]!);
    await user.click(screen.getAllByRole('button', { name: /augmenter/i })[1]!);
    // Nothing is asked for at each press: the copy waits for Confirm.
    expect(props.navigate).not.toHaveBeenCalled();
    expect(adults).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Valider les voyageurs' }));
    expect(props.navigate).toHaveBeenLastCalledWith(
      { kind: 'stay', id: '4321', query: {}, hash: 'a=3&c=1&s=true' },
      { replace: true },
    );

    await user.click(screen.getAllByRole('button', { name: /diminuer/i })[0]!);
    await user.keyboard('{Escape}');
    expect(props.navigate).toHaveBeenLastCalledWith(
      { kind: 'stay', id: '4321', query: {}, hash: 'c=1&s=true' },
      { replace: true },
    );
  });

  it('shows the automatic discount badge outside the gifting flow only', async () => {
    // A stay that can be offered: the gifting flow shows it as a gift.
    stubDetail(stayDetailFixture({ autoDiscount: { code: 'WEEKEND10', value: 10 }, isGiftable: true }));
    const { view } = renderStayPage();
    expect(normalizeSpaces((await screen.findByText(/^Promo :/)).textContent)).toBe(
      'Promo : 10 % de réduction supplémentaire',
    );
    view.unmount();

    renderStayPage({ search: 'flow=gifting' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/^Promo :/)).not.toBeInTheDocument();
  });

  it('says "Too late!" for an unknown offer, with a link to other offers', async () => {
    api.error(DETAIL_PATH, 404, { body: { message: 'Unknown offer' } });
    const user = userEvent.setup();
    const { props } = renderStayPage({ hash: 'a=3' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Trop tard !' })).toBeInTheDocument();
    expect(screen.getByText('Cette offre a expiré...')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: "Voir d'autres offres" });
    expect(link).toHaveAttribute('href', '/search?flow=booking#a=3');
    await user.click(link);
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'search', query: { flow: 'booking' }, hash: 'a=3' });
  });

  it('shows an offer the server already fetched without asking the api again', () => {
    const queryClient = createQueryClient();
    const request = { offerId: '4321', locale: 'fr_FR', adults: 2, children: 0, babies: 0 } as const;
    queryClient.setQueryData(
      stayDetailQuery(createApiClient(TEST_API_BASE), request).queryKey,
      stayDetailFixture({ label: 'Escapade déjà chargée' }),
    );
    queryClient.setQueryData(
      firstReviewsPageQuery(createApiClient(TEST_API_BASE), reviewsBlockRequest(77, 'fr_FR')).queryKey,
      NO_REVIEWS,
    );
    queryClient.setQueryData(productOffersQuery(createApiClient(TEST_API_BASE), request).queryKey, []);
    queryClient.setQueryData(upsellsQuery(createApiClient(TEST_API_BASE), request, 'booking').queryKey, []);
    renderRemote((props) => <AppRoot {...props} queryClient={queryClient} />, {
      route: { kind: 'stay', id: '4321', pathname: '/sejour/4321' },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Escapade déjà chargée' })).toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
    expect(api.requests).toEqual([]);
  });

  it('says something went wrong on another failure, and tries again on demand', async () => {
    // The first load fails even after ky's retry; the visitor's retry then succeeds.
    stubDetail();
    api.error(DETAIL_PATH, 500, { once: true });
    api.error(DETAIL_PATH, 500, { once: true });
    const user = userEvent.setup();
    const { props } = renderStayPage();

    expect(await screen.findByRole('heading', { name: "Oups, une erreur s'est produite" })).toBeInTheDocument();
    expect(props.reportError).toHaveBeenCalledWith(expect.anything(), 'mfe-product');

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Escapade gourmande en Provence' }),
    ).toBeInTheDocument();
  });
});
