import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import type { CurrentRoute } from '@escapade/shared-contracts/routes';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { AppRoot } from './app-root';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { TEST_API_BASE } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { EIGHT_ECO_FACILITIES, LONG_HOTEL_DESCRIPTION, hotelDetailFixture } from './test/hotel-detail-fixture';
import { hotelDetailPath, stubHotelApi } from './test/stub-hotel-api';
import { NO_REVIEWS, ONE_REVIEW } from './test/stub-stay-api';
import { hotelDetailQuery } from './features/hotel/api/get-hotel-detail';
import { firstReviewsPageQuery } from './features/reviews/api/get-hotel-reviews';
import { reviewsBlockRequest } from './features/reviews/components/reviews-block';
import { hotelDescriptionExcerpt } from './utils/truncate';

/** Dates comfortably in the future, so the criteria keep them. */
const CHECKIN = DateTime.now().plus({ days: 30 }).toISODate()!;
const CHECKOUT = DateTime.now().plus({ days: 32 }).toISODate()!;
const DATES_HASH = `checkin=${CHECKIN}&checkout=${CHECKOUT}&night=2`;
/** U+202F and U+00A0 are the spaces Intl puts in French amounts. */
const normalizeSpaces = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

const api = setupApiMock();

function renderHotelPage(route: Partial<CurrentRoute> = {}) {
  return renderRemote(AppRoot, { route: { kind: 'hotel', id: '77', pathname: '/hotel/77', ...route } });
}

async function findRoomCard(name: string) {
  return screen.findByRole('article', { name });
}

describe('HotelPage', () => {
  it('shows the hotel with a skeleton first, its breadcrumb of search links and its head tags', async () => {
    stubHotelApi(api);
    const user = userEvent.setup();
    const { props } = renderHotelPage();

    expect(screen.getByRole('status')).toHaveTextContent("Chargement de l'hôtel…");
    expect(await screen.findByRole('heading', { level: 1, name: 'Mas des Oliviers' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 étoiles' })).toBeInTheDocument();
    expect(screen.getByText('8,6/10 (124 avis)')).toBeInTheDocument();
    expect(screen.getByText('12 chemin des Vignes, 84220 Gordes')).toBeInTheDocument();

    const breadcrumb = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    const links = within(breadcrumb).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['France', '/search?flow=booking#country=1'],
      ['Provence-Alpes-Côte d’Azur', '/search?flow=booking#region=93'],
      ['Gordes', '/search?flow=booking#city=10001'],
    ]);
    await user.click(links[2]!);
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'search', query: { flow: 'booking' }, hash: 'city=10001' });

    const [url] = api.requestsTo(hotelDetailPath(77));
    expect(Object.fromEntries(url!.url.searchParams)).toEqual({ locale: 'fr_FR', adult: '2', child: '0', baby: '0' });
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Mas des Oliviers – Gordes',
      description: LONG_HOTEL_DESCRIPTION.slice(0, 160),
    });
  });

  it('offers tabs to its sections, Reviews only when the hotel has reviews shown', async () => {
    stubHotelApi(api, hotelDetailFixture(), ONE_REVIEW);
    const first = renderHotelPage();
    const tabs = await screen.findByRole('navigation', { name: 'Sections de la page' });
    await screen.findByText('Un accueil chaleureux');
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['À propos', '#about'],
      ['Offres', '#offers'],
      ['Avis', '#reviews'],
    ]);
    first.unmount();

    stubHotelApi(api);
    renderHotelPage();
    const withoutReviews = await screen.findByRole('navigation', { name: 'Sections de la page' });
    expect(
      within(withoutReviews)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['À propos', 'Offres']);
  });

  it('shows the gallery with at most four tiles beside the first photo', async () => {
    stubHotelApi(api, hotelDetailFixture());
    renderHotelPage();
    const gallery = await screen.findByRole('region', { name: "Photos de l'offre" });
    expect(within(gallery).getAllByRole('img')).toHaveLength(4);
    expect(within(gallery).getByRole('button', { name: 'Voir les 4 photos' })).toBeInTheDocument();
  });

  it('cuts the description (86 characters on a phone, 250 otherwise) with See more and See less', async () => {
    stubHotelApi(api);
    const user = userEvent.setup();
    renderHotelPage();

    const about = await screen.findByRole('region', { name: "À propos de l'hôtel" });
    const phoneExcerpt = hotelDescriptionExcerpt(LONG_HOTEL_DESCRIPTION, true).text;
    const wideExcerpt = hotelDescriptionExcerpt(LONG_HOTEL_DESCRIPTION, false).text;
    expect(Array.from(phoneExcerpt.replace('…', '')).length).toBeLessThanOrEqual(86);
    expect(within(about).getByText(phoneExcerpt)).toBeInTheDocument();
    expect(within(about).getByText(wideExcerpt)).toBeInTheDocument();
    expect(within(about).queryByText(LONG_HOTEL_DESCRIPTION)).not.toBeInTheDocument();

    const more = within(about).getByRole('button', { name: 'Voir plus' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(about).getByText(LONG_HOTEL_DESCRIPTION)).toBeInTheDocument();
    const less = within(about).getByRole('button', { name: 'Voir moins' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(within(about).getByText(phoneExcerpt)).toBeInTheDocument();
  });

  it('shows the details, one pet unless the hotel says how many, and the eco-label from 8 practices', async () => {
    stubHotelApi(api);
    const first = renderHotelPage();

    const about = await screen.findByRole('region', { name: "À propos de l'hôtel" });
    expect(
      within(within(about).getByRole('list', { name: "Les points forts de l'hôtel" }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Spa', 'Piscine', 'Parking']);
    expect(within(about).getByText('Arrivée à partir de 15:00, départ avant 11:00')).toBeInTheDocument();
    expect(normalizeSpaces(within(about).getByText(/^Acceptés/).textContent)).toBe(
      'Acceptés : 1 animal de 10 kg maximum, 15 € par nuit',
    );
    expect(within(about).getByText('Parking privé gratuit sur place')).toBeInTheDocument();
    expect(within(about).getByText('Une pièce d’identité est demandée à l’arrivée.')).toBeInTheDocument();
    // Every participant pays it, not only the adults.
    expect(normalizeSpaces(within(about).getByText(/par personne et par nuit/).textContent)).toBe(
      '1,50 € par personne et par nuit, enfants et bébés compris, à régler sur place',
    );
    // Seven practices are not enough.
    expect(within(about).queryByText(/Hôtel engagé/)).not.toBeInTheDocument();
    first.unmount();

    stubHotelApi(
      api,
      hotelDetailFixture({
        id: 78,
        ecoFacilities: EIGHT_ECO_FACILITIES,
        ecoLabel: true,
        policy: { petsAllowed: true, petsPrice: 0, petsMaxWeight: 15, petsMaxNumberOfPets: 2 },
      }),
    );
    renderHotelPage({ id: '78', pathname: '/hotel/78' });
    const ecoAbout = await screen.findByRole('region', { name: "À propos de l'hôtel" });
    expect(
      within(ecoAbout).getByText('Hôtel engagé : au moins 8 gestes écoresponsables au quotidien'),
    ).toBeInTheDocument();
    expect(
      within(within(ecoAbout).getByRole('list', { name: 'Ses gestes écoresponsables' })).getAllByRole('listitem'),
    ).toHaveLength(8);
    expect(within(ecoAbout).getByText('Acceptés gratuitement : 2 animaux de 15 kg maximum')).toBeInTheDocument();
  });

  it('selects the first offer of each room at first, and another one when chosen', async () => {
    stubHotelApi(api);
    const user = userEvent.setup();
    renderHotelPage();

    const card = await findRoomCard('Chambre Supérieure');
    const [first, second] = within(card).getAllByRole('radio');
    expect(first).toHaveAccessibleName(expect.stringContaining('Escapade détente au Mas'));
    expect(first).toBeChecked();
    expect(second).not.toBeChecked();
    // The 20 % promotion shows; the 5 % one of the second offer does not (offers list: from 10 %).
    expect(within(card).getAllByText('-20 %').length).toBeGreaterThan(0);
    expect(within(card).queryByText('-5 %')).not.toBeInTheDocument();

    await user.click(second!);
    expect(second).toBeChecked();
    expect(first).not.toBeChecked();
    expect(within(await findRoomCard('Suite Junior')).getByRole('radio')).toBeChecked();
  });

  it('opens the dates calendar when Select is pressed without dates', async () => {
    stubHotelApi(api);
    const user = userEvent.setup();
    const { props } = renderHotelPage();

    const card = await findRoomCard('Chambre Supérieure');
    await user.click(within(card).getByRole('button', { name: 'Sélectionner' }));

    expect(await screen.findByRole('dialog', { name: 'Dates du séjour' })).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('with dates, Select opens the chosen offer with a link to its stay page keeping dates and travellers', async () => {
    stubHotelApi(api);
    const user = userEvent.setup();
    const { props } = renderHotelPage({ hash: `${DATES_HASH}&a=3` });

    const card = await findRoomCard('Chambre Supérieure');
    expect(Object.fromEntries(api.requestsTo(hotelDetailPath(77))[0]!.url.searchParams)).toEqual({
      locale: 'fr_FR',
      checkin: CHECKIN,
      nights: '2',
      adult: '3',
      child: '0',
      baby: '0',
    });
    await user.click(within(card).getAllByRole('radio')[1]!);
    await user.click(within(card).getByRole('button', { name: 'Sélectionner' }));

    const dialog = await screen.findByRole('dialog', { name: 'Escapade gourmande au Mas' });
    expect(within(dialog).getByText('Petit-déjeuner + Dîner 3 plats')).toBeInTheDocument();
    expect(within(dialog).getByText('Annulation gratuite jusqu’à 7 jours avant l’arrivée.')).toBeInTheDocument();
    expect(normalizeSpaces(within(dialog).getAllByText(/259/)[0]!.textContent)).toBe('259 €');
    const book = within(dialog).getByRole('link', { name: 'Réserver' });
    const stayHash = `checkin=${CHECKIN}&checkout=${CHECKOUT}&night=2&a=3`;
    expect(book).toHaveAttribute('href', `/stay/502?flow=booking#${stayHash}`);
    await user.click(book);
    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'stay',
      id: '502',
      query: { flow: 'booking' },
      hash: stayHash,
    });
  });

  it('opens the detail with Details before dates are chosen, with a link to see the offer', async () => {
    stubHotelApi(api);
    const user = userEvent.setup();
    renderHotelPage();

    const card = await findRoomCard('Suite Junior');
    await user.click(within(card).getByRole('button', { name: 'Détails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escapade romantique en suite' });
    expect(within(dialog).getByRole('link', { name: "Voir l'offre" })).toHaveAttribute(
      'href',
      '/stay/503?flow=booking',
    );
  });

  it('lists the offers in the side panel: the main one, the others for the dates, and the way back to the search', async () => {
    stubHotelApi(api);
    const user = userEvent.setup();
    const view = renderHotelPage();

    await user.click(await screen.findByRole('button', { name: 'Voir toutes les offres' }));
    let panel = await screen.findByRole('dialog', { name: 'Mas des Oliviers' });
    expect(within(panel).getByRole('region', { name: 'Notre meilleure offre' })).toHaveTextContent(
      'Escapade détente au Mas',
    );
    expect(within(panel).getByRole('heading', { name: '2 autres offres disponibles' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Retour à la recherche' })).toHaveAttribute(
      'href',
      '/search?flow=booking#city=10001',
    );
    view.unmount();

    stubHotelApi(api);
    renderHotelPage({ hash: DATES_HASH });
    await user.click(await screen.findByRole('button', { name: 'Voir toutes les offres' }));
    panel = await screen.findByRole('dialog', { name: 'Mas des Oliviers' });
    expect(
      within(panel).getByRole('heading', { name: '2 autres offres disponibles pour vos dates' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Retour à la recherche' })).toHaveAttribute(
      'href',
      `/search?flow=booking#${DATES_HASH}&city=10001`,
    );
  });

  it('moves the nearby hotels three at a time, each card a link to its hotel', async () => {
    stubHotelApi(api);
    const user = userEvent.setup();
    renderHotelPage();

    const nearby = await screen.findByRole('region', { name: 'Hôtels à proximité' });
    expect(within(nearby).getByRole('link', { name: /Hôtel voisin 1/ })).toHaveAttribute('href', '/hotel/2001');
    expect(within(nearby).getByText('Hôtels 1 à 3 sur 7')).toBeInTheDocument();
    const previous = within(nearby).getByRole('button', { name: 'Hôtels précédents' });
    const next = within(nearby).getByRole('button', { name: 'Hôtels suivants' });
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(within(nearby).getByText('Hôtels 4 à 6 sur 7')).toBeInTheDocument();
    await user.click(next);
    // The last step shows the last three hotels.
    expect(within(nearby).getByText('Hôtels 5 à 7 sur 7')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(within(nearby).getByText('Hôtels 2 à 4 sur 7')).toBeInTheDocument();
  });

  it('asks search engines not to index a hotel with nothing left to sell', async () => {
    stubHotelApi(api, hotelDetailFixture({ active: false }));
    const { props } = renderHotelPage();
    await screen.findByRole('heading', { level: 1, name: 'Mas des Oliviers' });
    await waitFor(() => expect(props.bus.last('page:meta')?.robots).toBe('noindex, follow'));
  });

  it('says there is no availability on the dates, how to reach an adviser, and See all offers drops the dates', async () => {
    stubHotelApi(api, hotelDetailFixture({ rooms: [] }));
    const user = userEvent.setup();
    const { props } = renderHotelPage({ hash: `${DATES_HASH}&a=3` });

    const offers = await screen.findByRole('region', { name: 'Nos offres dans cet hôtel' });
    expect(within(offers).getByText('Désolé, aucune disponibilité à vos dates')).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: 'Appelez-nous au 01 99 00 12 34' })).toHaveAttribute(
      'href',
      'tel:+33199001234',
    );
    expect(
      within(offers).getByText('Du lundi au vendredi de 10h à 21h, le samedi et le dimanche de 10h à 19h'),
    ).toBeInTheDocument();

    await user.click(within(offers).getByRole('button', { name: 'Voir toutes les offres' }));
    expect(props.navigate).toHaveBeenLastCalledWith(
      { kind: 'hotel', id: '77', query: {}, hash: 'a=3' },
      { replace: true },
    );
  });

  it('says the hotel has no offers at all when none is sold without dates', async () => {
    stubHotelApi(api, hotelDetailFixture({ rooms: [], active: false }));
    renderHotelPage();
    const offers = await screen.findByRole('region', { name: 'Nos offres dans cet hôtel' });
    expect(
      within(offers).getByText("Désolé, nous n'avons actuellement aucune offre pour cet hôtel."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir toutes les offres' })).not.toBeInTheDocument();
  });

  it('writes the travellers confirmed to the hash', async () => {
    stubHotelApi(api);
    const user = userEvent.setup();
    const { props } = renderHotelPage();

    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('textbox', { name: 'Adultes' })).toHaveValue('2');
    await user.click(screen.getAllByRole('button', { name: /augmenter/i })[0]!);
    await user.click(screen.getByRole('button', { name: 'Valider les voyageurs' }));
    expect(props.navigate).toHaveBeenLastCalledWith(
      { kind: 'hotel', id: '77', query: {}, hash: 'a=3' },
      { replace: true },
    );
  });

  it('scrolls to the offers on arrival when the hash asks for them', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      stubHotelApi(api);
      renderHotelPage({ hash: 'anchor=products' });
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
      expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'offers');
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('says an unknown hotel is not found, with a link to the search', async () => {
    api.error(hotelDetailPath(77), 404, { body: { message: 'No hotel with id 77' } });
    const { props } = renderHotelPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Hôtel introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir nos séjours' })).toHaveAttribute('href', '/search?flow=booking');
    expect(props.bus.last('page:meta')).toEqual({ title: 'Hôtel introuvable', robots: 'noindex, follow' });
    expect(props.reportError).not.toHaveBeenCalled();
  });

  it('says something went wrong on another failure, and tries again on demand', async () => {
    stubHotelApi(api);
    api.error(hotelDetailPath(77), 500, { once: true });
    api.error(hotelDetailPath(77), 500, { once: true });
    const user = userEvent.setup();
    const { props } = renderHotelPage();

    expect(await screen.findByRole('heading', { name: "Oups, une erreur s'est produite" })).toBeInTheDocument();
    expect(props.reportError).toHaveBeenCalledWith(expect.anything(), 'mfe-product');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mas des Oliviers' })).toBeInTheDocument();
  });

  it('shows a hotel the server already fetched without asking the api again', () => {
    const queryClient = createQueryClient();
    const client = createApiClient(TEST_API_BASE);
    const request = { hotelId: '77', locale: 'fr_FR', adults: 2, children: 0, babies: 0 } as const;
    queryClient.setQueryData(
      hotelDetailQuery(client, request).queryKey,
      hotelDetailFixture({ label: 'Mas déjà chargé' }),
    );
    queryClient.setQueryData(firstReviewsPageQuery(client, reviewsBlockRequest(77, 'fr_FR')).queryKey, NO_REVIEWS);
    renderRemote((props) => <AppRoot {...props} queryClient={queryClient} />, {
      route: { kind: 'hotel', id: '77', pathname: '/hotel/77' },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Mas déjà chargé' })).toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
    expect(api.requests).toEqual([]);
  });
});
