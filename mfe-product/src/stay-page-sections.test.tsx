import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentRoute } from '@escapade/shared-contracts/routes';
import { AppRoot } from './app-root';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { stayDetailFixture } from './test/stay-detail-fixture';
import { stubStayApi } from './test/stub-stay-api';
import type { HotelReviewsPage, Review } from './features/reviews/api/get-hotel-reviews';

const api = setupApiMock();
/** U+202F and U+00A0 are the spaces Intl puts in French amounts. */
const normalizeSpaces = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
const REVIEWS_PATH = '/api/hotel/77/reviews.json';

function review(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    locale: 'fr',
    customer: `Client ${id}`,
    type: 'couple',
    date: '2026-10-03',
    average: 9,
    positive: `Très bon accueil ${id}`,
    negative: '',
    ...overrides,
  };
}

/** Twelve reviews: the first page holds ten, one of them with a low mark and one without praise. */
const ALL_REVIEWS = Array.from({ length: 12 }, (_, index) => review(index + 1));
ALL_REVIEWS[0] = review(1, { average: 6, positive: 'Bien situé', negative: 'Chambre bruyante' });
ALL_REVIEWS[1] = review(2, { positive: '' });

function reviewsPage(list: Review[], totalCount: number): HotelReviewsPage {
  return {
    totalCount,
    score: 9.2,
    list,
    details: [
      { label: 'welcoming', score: 9.4 },
      { label: 'cleanliness', score: 8.8 },
    ],
  };
}

function renderStay(route: Partial<CurrentRoute> = {}) {
  return renderRemote(AppRoot, { route: { kind: 'stay', id: '4321', pathname: '/sejour/4321', ...route } });
}

describe('stay page sections', () => {
  it('has a tab for each section with content, and none for reviews when the hotel has none', async () => {
    stubStayApi(api);
    renderStay();
    const tabs = await screen.findByRole('navigation', { name: 'Sections de la page' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Description', 'Chambre', 'Expérience', 'Hôtel', 'Infos pratiques']);
    expect(within(tabs).getByRole('link', { name: 'Chambre' })).toHaveAttribute('href', '#room');
    expect(screen.getByRole('region', { name: 'La chambre' })).toHaveTextContent('24 m²');
    expect(screen.getByRole('region', { name: 'Infos pratiques' })).toHaveTextContent(
      'Annulation gratuite jusqu’à 7 jours avant l’arrivée.',
    );
  });

  it('shows the gift section and leaves out the cancellation terms in the gifting flow', async () => {
    stubStayApi(api, stayDetailFixture({ isGiftable: true }));
    renderStay({ search: '?flow=gifting' });
    const tabs = await screen.findByRole('navigation', { name: 'Sections de la page' });
    expect(within(tabs).getByRole('link', { name: "L'expérience" })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Le cadeau' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Le cadeau' })).toHaveTextContent(
      'Cadeau valable 1 an, pour 2 personnes',
    );
    expect(screen.getByRole('region', { name: 'Infos pratiques' })).not.toHaveTextContent('Annulation gratuite');
  });

  it('shows the score, its label and up to four positive reviews, then every review ten at a time', async () => {
    stubStayApi(api, stayDetailFixture(), reviewsPage(ALL_REVIEWS.slice(0, 10), 12));
    api.answer(REVIEWS_PATH, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return Response.json(reviewsPage(ALL_REVIEWS.slice(page * 10, page * 10 + 10), 12));
    });
    const user = userEvent.setup();
    renderStay();

    const block = await screen.findByRole('region', { name: 'Avis clients' });
    expect(within(block).getByText('Fantastique')).toBeInTheDocument();
    expect(within(block).getByText('12 avis')).toBeInTheDocument();
    expect(within(block).getByText('Accueil')).toBeInTheDocument();
    // The low mark and the review without praise are left out; four of the others show.
    const shown = within(block).getAllByRole('article');
    expect(shown.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Avis de Client 3',
      'Avis de Client 4',
      'Avis de Client 5',
      'Avis de Client 6',
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Sections de la page' })).getByRole('link', { name: 'Avis' }),
    ).toBeInTheDocument();

    await user.click(within(block).getByRole('button', { name: 'Voir tous les avis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avis clients : Mas des Oliviers' });
    expect(within(dialog).getAllByRole('article')).toHaveLength(10);
    expect(within(dialog).getByText('Chambre bruyante')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: "Afficher plus d'avis" }));
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(12));
    expect(within(dialog).queryByRole('button', { name: "Afficher plus d'avis" })).not.toBeInTheDocument();
    // The dialog started from the block's page: only the second page was asked for.
    expect(api.requestsTo(REVIEWS_PATH).map((sent) => sent.url.searchParams.get('page'))).toEqual(['0', '1']);
  });

  it('filters by language, says when there are none in it, and goes back to all languages', async () => {
    stubStayApi(api, stayDetailFixture(), reviewsPage(ALL_REVIEWS.slice(0, 10), 12));
    api.answer(REVIEWS_PATH, ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('language') === 'it') return Response.json(reviewsPage([], 0));
      if (query.get('sort') === 'lowest') return Response.json(reviewsPage([ALL_REVIEWS[0]!], 12));
      return Response.json(reviewsPage(ALL_REVIEWS.slice(0, 10), 12));
    });
    const user = userEvent.setup();
    renderStay();

    const block = await screen.findByRole('region', { name: 'Avis clients' });
    await user.click(within(block).getByRole('button', { name: 'Voir tous les avis' }));
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: /Langue/ }));
    await user.click(await screen.findByRole('option', { name: 'Italien' }));
    expect(await within(dialog).findByText("Il n'y a actuellement aucun avis publié en italien.")).toBeInTheDocument();
    const lastRequest = api.requestsTo(REVIEWS_PATH).at(-1)!;
    expect(lastRequest.url.searchParams.get('language')).toBe('it');
    expect(lastRequest.url.searchParams.get('page')).toBe('0');

    await user.click(within(dialog).getByRole('button', { name: 'Voir les avis dans toutes les langues' }));
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(10));

    await user.click(within(dialog).getByRole('button', { name: /Trier par/ }));
    await user.click(await screen.findByRole('option', { name: 'Les moins bien notés' }));
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(1));
    expect(api.requestsTo(REVIEWS_PATH).at(-1)!.url.searchParams.get('sort')).toBe('lowest');
  });

  it('leaves the reviews block out when the reviews cannot be loaded', async () => {
    stubStayApi(api);
    api.error(REVIEWS_PATH, 500);
    renderStay();
    await screen.findByRole('navigation', { name: 'Sections de la page' });
    await waitFor(() => expect(api.requestsTo(REVIEWS_PATH).length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Avis clients' })).not.toBeInTheDocument();
  });

  it('shows at most two stress messages, and none about rooms or last minute in the gifting flow', async () => {
    const detail = stayDetailFixture({
      marketingLabels: ['Coup de cœur', 'Nouveauté'],
      stress: { lastMinute: true, expiresSoon: false },
      isGiftable: true,
    });
    detail.price.availableRooms = 2;
    stubStayApi(api, detail);
    const view = renderStay();
    const stress = await screen.findByRole('list', { name: 'À savoir' });
    expect(
      within(stress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Plus que 2 chambres !', 'Dernière minute']);
    view.unmount();

    stubStayApi(api, detail);
    renderStay({ search: '?flow=gifting' });
    const giftStress = await screen.findByRole('list', { name: 'À savoir' });
    expect(
      within(giftStress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Coup de cœur', 'Nouveauté']);
  });

  it('asks the shell to keep the stay in the wishlist, and shows the heart pressed once it is', async () => {
    stubStayApi(api);
    const user = userEvent.setup();
    const { props } = renderStay();
    const toggled: unknown[] = [];
    props.bus.on('wishlist:toggle', (item) => toggled.push(item));

    const heart = await screen.findByRole('button', { name: 'Ajouter à mes favoris' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(toggled).toEqual([
      expect.objectContaining({ id: '4321', type: 'STAY', label: 'Escapade gourmande en Provence' }),
    ]);
    act(() => props.bus.emit('wishlist:changed', { ids: ['4321'] }));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the detail of a programme line: where, when, the menu of a dinner, what to know', async () => {
    stubStayApi(
      api,
      stayDetailFixture({
        programLines: [
          { type: 'room', title: '1 nuit en chambre Supérieure' },
          {
            type: 'dinner',
            title: 'Dîner 3 plats',
            activityId: null,
            duration: '2 h',
            where: 'Au restaurant de l’hôtel',
            when: 'Le premier soir',
            whyList: ['Une cuisine de saison'],
            mustKnowList: ['Boissons non comprises'],
            schedules: ['De 19 h à 21 h 30'],
            how: null,
            menu: ['Velouté de potiron', 'Filet de daurade', 'Tarte aux figues'],
            detailList: [],
            imageUrl: '/images/activity/3.svg',
            importantInfos: [],
            activityParticipantsLabel: null,
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderStay();
    const includes = await screen.findByRole('region', { name: 'Votre séjour comprend' });
    // The room line has its own section: nothing to open.
    expect(within(includes).queryByRole('button', { name: /chambre Supérieure/ })).not.toBeInTheDocument();
    const dinner = within(includes).getByRole('button', { name: /Dîner 3 plats/ });
    await user.click(dinner);
    const dialog = await screen.findByRole('dialog', { name: 'Dîner 3 plats' });
    expect(within(dialog).getByText('Au restaurant de l’hôtel')).toBeInTheDocument();
    expect(within(dialog).getByText('Le premier soir')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Le menu' })).toBeInTheDocument();
    expect(within(dialog).getByText('Filet de daurade')).toBeInTheDocument();
    expect(within(dialog).getByText('Boissons non comprises')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(dinner).toHaveFocus());
  });

  it("links to the hotel's other stays with the same dates and travellers", async () => {
    stubStayApi(api);
    api.json('/product/4321/offers', {
      offers: [
        {
          id: 4400,
          label: 'Nuit étoilée au mas',
          imageUrl: '/images/hotel/8.svg',
          nights: 1,
          programLines: ['1 nuit en chambre Deluxe', 'Dîner gastronomique'],
          priceInfo: { sellPrice: 25900, refPrice: 25900, promoPercentageRounded: 0 },
          priceType: 'from-price',
        },
      ],
    });
    renderStay({ hash: 'a=3' });
    const others = await screen.findByRole('region', { name: 'Les autres offres de cet hôtel' });
    expect(within(others).getByRole('link', { name: 'Nuit étoilée au mas' })).toHaveAttribute(
      'href',
      '/stay/4400?flow=booking#a=3',
    );
    expect(others).toHaveTextContent('1 nuit en chambre Deluxe · Dîner gastronomique');
  });

  it('opens an upgrade half a second after saying it is being prepared', async () => {
    stubStayApi(api);
    api.json('/weekend/4321/upsells.json', [
      {
        id: 4500,
        label: 'Escapade gourmande et spa',
        type: 'stays',
        priceDifference: 3000,
        priceDifferencePerLos: 3000,
        programLines: ['Accès au spa'],
        imagesBySize: {},
        activityIds: [104],
      },
    ]);
    const user = userEvent.setup();
    const { props } = renderStay({ hash: 'a=3' });
    const upsells = await screen.findByRole('region', { name: 'Enrichissez votre séjour' });
    expect(normalizeSpaces(upsells.textContent)).toContain('+30 € par nuit');

    await user.click(within(upsells).getByRole('button', { name: 'Choisir' }));
    expect(within(upsells).getByRole('status')).toHaveTextContent('Nous préparons « Escapade gourmande et spa »…');
    expect(props.navigate).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(props.navigate).toHaveBeenCalledWith({
        kind: 'stay',
        id: '4500',
        query: { flow: 'booking' },
        hash: 'a=3',
      }),
    );
  });

  it('tells the shell the stay was viewed, once, with the price it was seen at', async () => {
    stubStayApi(api);
    const { props } = renderStay();
    const viewed: unknown[] = [];
    props.bus.on('product:viewed', (item) => viewed.push(item));
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(viewed).toHaveLength(1));
    expect(viewed[0]).toMatchObject({ id: '4321', type: 'STAY', uri: '/stay/4321', price: { sellPrice: 18900 } });
  });

  it("names the hotel's score with its label in the page's header", async () => {
    const detail = stayDetailFixture();
    detail.hotel.review = { count: 74, average: 9.4 };
    stubStayApi(api, detail);
    renderStay();
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header')!;
    expect(within(header).getByText('Fantastique')).toBeInTheDocument();
  });

  it('says which channel its customer-service hours are for, as the footer does for its own', async () => {
    stubStayApi(api);
    renderStay();
    await screen.findByRole('heading', { level: 1 });
    const support = screen.getByText('Conseillers réservation, par téléphone');
    expect(support.nextElementSibling).toHaveTextContent(
      'Du lundi au vendredi de 10h à 21h, le samedi et le dimanche de 10h à 19h',
    );
  });

  it('names a score under 9 as the search cards do (8.6 reads Excellent)', async () => {
    const detail = stayDetailFixture();
    detail.hotel.review = { count: 74, average: 8.6 };
    stubStayApi(api, detail);
    renderStay();
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header')!;
    expect(within(header).getByText('Excellent')).toBeInTheDocument();
  });
});
