import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import type { RouteKind } from '@escapade/shared-contracts/routes';
import { AppRoot } from './app-root';
import type {
  Voucher,
  VoucherFacets,
  VoucherOffer,
  VoucherOffersPage,
} from './features/beneficiary/utils/beneficiary-shapes';
import { beneficiaryLoginPageServerData } from './pages/beneficiary-login-page-server-data';
import { beneficiaryOffersPageServerData } from './pages/beneficiary-offers-page-server-data';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { TEST_API_BASE, fakeRemoteProps, type RemotePropsOverrides } from '../../platform/test-kit/fake-remote-props';
import { fixClock, restoreClock } from '../../platform/test-kit/fixed-clock';
import { renderRemote } from '../../platform/test-kit/render-remote';

const SESSION_PATH = '/gateway/beneficiary/session';
const LOGIN_PATH = '/gateway/beneficiary/login';
const SIGN_OUT_PATH = '/gateway/beneficiary/sign-out';
const BOX_OFFERS_PATH = '/gateway/beneficiary/boxes/offers';
const BOX_FACETS_PATH = '/gateway/beneficiary/boxes/facets';
const SINGLE_OFFERS_PATH = '/gateway/beneficiary/single-vouchers/offers';
const SINGLE_FACETS_PATH = '/gateway/beneficiary/single-vouchers/facets';

const BOX_VOUCHER: Voucher = {
  kind: 'box',
  title: 'Coffret Bien-être',
  boxCode: 'WELLNESS-EBOX',
  offerId: null,
  nights: 2,
  people: 2,
  amount: 15990,
  validUntil: '2026-12-31',
};

const GIFT_CARD_VOUCHER: Voucher = {
  kind: 'giftCard',
  title: 'Carte cadeau',
  boxCode: null,
  offerId: null,
  nights: null,
  people: 2,
  amount: 15000,
  validUntil: '2027-02-28',
};

function offer(id: number): VoucherOffer {
  return {
    id,
    label: `Séjour détente n° ${id}`,
    imageUrl: `/images/stay/${id}.svg`,
    nights: 2,
    hotel: { id: id * 10, label: `Hôtel des Pins ${id}`, stars: 4, review: { count: 80, average: 8.6 } },
    location: { label: 'Arcachon', lat: 44.66, lng: -1.17 },
    region: { id: 'nouvelle-aquitaine', label: 'Nouvelle-Aquitaine' },
    themes: [{ id: 'spa', label: 'Bien-être' }],
  };
}

const FACETS: VoucherFacets = {
  regions: [
    { id: 'nouvelle-aquitaine', label: 'Nouvelle-Aquitaine', count: 12 },
    { id: 'provence', label: 'Provence', count: 8 },
    { id: 'bretagne', label: 'Bretagne', count: 0 },
  ],
  themes: [
    { id: 'spa', label: 'Bien-être', count: 15 },
    { id: 'gastronomy', label: 'Gastronomie', count: 5 },
  ],
};

const api = setupApiMock();

/** The api's pages of `total` stays, 8 a page, counted from 0 (the first asked without a number). */
function answerOffers(path: string, total: number) {
  api.answer(path, ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '0');
    const offers = Array.from({ length: total }, (_, index) => offer(2001 + index)).slice(page * 8, page * 8 + 8);
    return HttpResponse.json({ offers, totalCount: total, page, pageSize: 8 } satisfies VoucherOffersPage);
  });
}

function renderPage(kind: RouteKind, overrides: RemotePropsOverrides = {}) {
  return renderRemote(AppRoot, {
    ...overrides,
    route: { kind, pathname: `/${kind}`, ...overrides.route },
  });
}

beforeEach(() => fixClock(new Date('2026-03-15T10:00:00')));
afterEach(() => restoreClock());

describe('BeneficiaryLoginPage', () => {
  it('asks for the gift code, once the browser knows no code is open', async () => {
    let sessionAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (sessionAnswered = resolve));
    api.answer(SESSION_PATH, () => {
      sessionAnswered();
      return HttpResponse.json({ message: 'No gift code session' }, { status: 401 });
    });
    const { props } = renderPage('beneficiaryLogin');

    expect(screen.getByRole('heading', { level: 1, name: 'Vous avez reçu un cadeau ?' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Code cadeau' });
    expect(field).toHaveAccessibleDescription('12 lettres et chiffres, au format XXXX-XXXX-XXXX');
    expect(screen.getByRole('button', { name: 'Découvrir mes séjours' })).toBeInTheDocument();
    expect(props.bus.last('page:meta')).toEqual({ title: 'Activer mon cadeau', robots: 'noindex, follow' });

    await answered;
    await screen.findByRole('textbox', { name: 'Code cadeau' });
    expect(api.requestsTo(SESSION_PATH)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Voir les séjours de ce cadeau' })).not.toBeInTheDocument();
    expect(props.reportError).not.toHaveBeenCalled();
  });

  it('sends the code as the api stores it, and opens the stays of the gift', async () => {
    api.error(SESSION_PATH, 401);
    api.json(LOGIN_PATH, { voucher: BOX_VOUCHER }, { method: 'POST' });
    const { props } = renderPage('beneficiaryLogin');
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Code cadeau' }), 'abcd efgh 2345');
    await user.click(screen.getByRole('button', { name: 'Découvrir mes séjours' }));

    expect(await screen.findByRole('button', { name: 'Vérification du code…' })).toBeInTheDocument();
    expect(api.bodiesOf('POST', LOGIN_PATH)).toEqual([{ code: 'ABCD-EFGH-2345' }]);
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'beneficiaryOffers' });
  });

  it.each([
    ['', 'Saisissez votre code cadeau'],
    ['ABCD-EFGH-JK', 'Votre code compte 12 caractères, au format XXXX-XXXX-XXXX'],
    [
      'ABCD-EFGH-JK0N',
      "Ce code contient un caractère inconnu : nos codes n'utilisent que des lettres et des chiffres, jamais O, I, 0 ni 1",
    ],
  ])('keeps %j from being sent, and says why', async (typed, message) => {
    api.error(SESSION_PATH, 401);
    renderPage('beneficiaryLogin');
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Code cadeau' });

    if (typed) await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Découvrir mes séjours' }));

    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveFocus();
    expect(api.requestsTo(LOGIN_PATH)).toEqual([]);
  });

  it.each([
    [404, 'Ce code ne correspond à aucun cadeau'],
    [410, 'Ce cadeau a expiré'],
    [429, 'Trop de tentatives, réessayez dans quelques minutes'],
  ])('says what the api answered %s means', async (status, message) => {
    api.error(SESSION_PATH, 401);
    api.error(LOGIN_PATH, status, { method: 'POST' });
    const { props } = renderPage('beneficiaryLogin');
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Code cadeau' }), 'ABCD-EFGH-JKMN');
    await user.click(screen.getByRole('button', { name: 'Découvrir mes séjours' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(props.navigate).not.toHaveBeenCalled();
    expect(props.reportError).not.toHaveBeenCalled();
    // Sent once: a refused code is not tried again behind the visitor's back.
    expect(api.requestsTo(LOGIN_PATH)).toHaveLength(1);
  });

  it('says something went wrong when the api fails, and reports it', async () => {
    api.error(SESSION_PATH, 401);
    api.error(LOGIN_PATH, 500, { method: 'POST' });
    const { props } = renderPage('beneficiaryLogin', { locale: 'es_ES' });
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Código regalo' }), 'ABCD-EFGH-JKMN');
    await user.click(screen.getByRole('button', { name: 'Descubrir mis escapadas' }));

    expect(await screen.findByText('Vaya, algo ha salido mal. Vuelve a intentarlo en un momento.')).toBeInTheDocument();
    expect(props.reportError).toHaveBeenCalledWith(expect.anything(), 'mfe-gift/beneficiary');
  });

  it('offers the stays of a code already open in this browser', async () => {
    api.json(SESSION_PATH, { voucher: BOX_VOUCHER });
    const { props } = renderPage('boxLogin');
    const user = userEvent.setup();

    const link = await screen.findByRole('link', { name: 'Voir les séjours de ce cadeau' });
    expect(screen.getByText("Coffret Bien-être, valable jusqu'au 31 décembre 2026.")).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/beneficiaryOffers');
    await user.click(link);
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'beneficiaryOffers' });
    // Another code can still be typed.
    expect(screen.getByRole('textbox', { name: 'Code cadeau' })).toBeInTheDocument();
  });
});

describe('BeneficiaryOffersPage', () => {
  it('shows placeholders while the browser asks which gift is open', () => {
    api.never(SESSION_PATH);
    const { props } = renderPage('beneficiaryOffers');

    expect(screen.getByRole('heading', { level: 1, name: 'Chargement de votre cadeau…' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(props.bus.last('page:meta')).toEqual({ title: 'Choisir mon séjour cadeau', robots: 'noindex, follow' });
    expect(api.requestsTo(BOX_OFFERS_PATH)).toEqual([]);
  });

  it('sends back to the code entry when no code is open', async () => {
    api.error(SESSION_PATH, 401);
    const { props } = renderPage('beneficiaryOffers');

    expect(await screen.findByRole('heading', { level: 1, name: 'Saisissez votre code cadeau' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saisir mon code' })).toHaveAttribute('href', '/beneficiaryLogin');
    expect(props.reportError).not.toHaveBeenCalled();
  });

  it('shows the box, then its stays 8 at a time', async () => {
    api.json(SESSION_PATH, { voucher: BOX_VOUCHER });
    api.json(BOX_FACETS_PATH, FACETS);
    answerOffers(BOX_OFFERS_PATH, 12);
    // A box's stays are not asked per hotel.
    const { props } = renderPage('beneficiaryOffers', { route: { search: 'hotelId=340' } });
    const user = userEvent.setup();

    const gift = await screen.findByRole('region', { name: 'Votre cadeau' });
    expect(within(gift).getByText('Coffret cadeau')).toBeInTheDocument();
    expect(within(gift).getByRole('heading', { name: 'Coffret Bien-être' })).toBeInTheDocument();
    expect(within(gift).getByText('2 nuits pour 2 personnes')).toBeInTheDocument();
    expect(within(gift).getByText("Valable jusqu'au 31 décembre 2026")).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 2, name: '12 séjours à réserver' })).toBeInTheDocument();
    let cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(8);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'Séjour détente n° 2001' })).toHaveAttribute('href', '/stay/2001');
    expect(within(first).getByText('Hôtel des Pins 2001')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '4 étoiles' })).toBeInTheDocument();
    expect(within(first).getByText('Arcachon')).toBeInTheDocument();
    expect(within(first).getByText('2 nuits')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('8 séjours affichés sur 12');

    await user.click(screen.getByRole('button', { name: 'Afficher plus de séjours' }));
    expect(await screen.findByRole('link', { name: 'Séjour détente n° 2012' })).toBeInTheDocument();
    cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Afficher plus de séjours' })).not.toBeInTheDocument();

    const asked = api.requestsTo(BOX_OFFERS_PATH).map((sent) => Object.fromEntries(sent.url.searchParams));
    expect(asked).toEqual([{ locale: 'fr_FR' }, { locale: 'fr_FR', page: '1' }]);
    expect(api.requestsTo(SINGLE_OFFERS_PATH)).toEqual([]);
    expect(screen.queryByText("Séjours d'un seul hôtel")).not.toBeInTheDocument();

    await user.click(within(first).getByRole('link', { name: 'Séjour détente n° 2001' }));
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'stay', id: '2001' });
  });

  it("asks a gift card's stays among every giftable stay, with the page's filters", async () => {
    api.json(SESSION_PATH, { voucher: GIFT_CARD_VOUCHER });
    api.json(SINGLE_FACETS_PATH, FACETS);
    answerOffers(SINGLE_OFFERS_PATH, 3);
    renderPage('beneficiaryOffers', { route: { search: 'hotelId=340&region=provence&checkinDate=2026-06-12' } });

    const gift = await screen.findByRole('region', { name: 'Votre cadeau' });
    expect(within(gift).getByText('Carte cadeau', { selector: 'p' })).toBeInTheDocument();
    expect(within(gift).getByText(/^D'une valeur de 150\s€$/)).toBeInTheDocument();
    expect(within(gift).getByText("Valable jusqu'au 28 février 2027")).toBeInTheDocument();

    const link = await screen.findByRole('link', { name: 'Séjour détente n° 2001' });
    // The stay opens on the chosen check-in, for the nights of the stay.
    expect(link).toHaveAttribute('href', '/stay/2001#checkin=2026-06-12&checkout=2026-06-14');
    const [sent] = api.requestsTo(SINGLE_OFFERS_PATH);
    expect(Object.fromEntries(sent!.url.searchParams)).toEqual({
      locale: 'fr_FR',
      numberOfPackagesPerHotel: '20',
      matchOfferRangePriceWithGiftAmount: 'false',
      checkinDate: '2026-06-12',
      hotelId: '340',
      region: 'provence',
    });
    const [facets] = api.requestsTo(SINGLE_FACETS_PATH);
    expect(facets!.url.searchParams.get('page')).toBeNull();
    expect(facets!.url.searchParams.get('hotelId')).toBe('340');
    expect(screen.getByText("Séjours d'un seul hôtel")).toBeInTheDocument();
  });

  it('narrows the stays by region and theme through the address, which reloads them', async () => {
    api.json(SESSION_PATH, { voucher: BOX_VOUCHER });
    api.json(BOX_FACETS_PATH, FACETS);
    answerOffers(BOX_OFFERS_PATH, 3);
    const view = renderPage('beneficiaryOffers');
    const user = userEvent.setup();

    const regions = await screen.findByRole('radiogroup', { name: 'Région' });
    expect(
      within(regions)
        .getAllByRole('radio')
        .map((chip) => chip.textContent),
    ).toEqual(['Nouvelle-Aquitaine (12)', 'Provence (8)']);
    await user.click(within(regions).getByRole('radio', { name: 'Provence (8)' }));
    expect(view.props.navigate).toHaveBeenLastCalledWith({ kind: 'beneficiaryOffers', query: { region: 'provence' } });

    view.rerenderWith({ route: { ...view.props.route, search: 'region=provence' } });
    expect(await screen.findByRole('radio', { name: 'Provence (8)' })).toBeChecked();
    await screen.findByRole('heading', { level: 2, name: '3 séjours à réserver' });
    expect(api.requestsTo(BOX_OFFERS_PATH).at(-1)!.url.searchParams.get('region')).toBe('provence');
    expect(api.requestsTo(BOX_FACETS_PATH).at(-1)!.url.searchParams.get('region')).toBe('provence');

    const themes = screen.getByRole('radiogroup', { name: 'Thème' });
    await user.click(within(themes).getByRole('radio', { name: 'Gastronomie (5)' }));
    expect(view.props.navigate).toHaveBeenLastCalledWith({
      kind: 'beneficiaryOffers',
      query: { region: 'provence', theme: 'gastronomy' },
    });

    // Choosing the chosen region again lifts it.
    await user.click(screen.getByRole('radio', { name: 'Provence (8)' }));
    expect(view.props.navigate).toHaveBeenLastCalledWith({ kind: 'beneficiaryOffers', query: {} });
  });

  it('takes a check-in day from today to a year ahead', async () => {
    api.json(SESSION_PATH, { voucher: BOX_VOUCHER });
    api.json(BOX_FACETS_PATH, FACETS);
    answerOffers(BOX_OFFERS_PATH, 3);
    const { props } = renderPage('beneficiaryOffers');

    const day = await screen.findByLabelText("Date d'arrivée (facultatif)");
    expect(day).toHaveAttribute('min', '2026-03-15');
    expect(day).toHaveAttribute('max', '2027-03-15');

    fireEvent.change(day, { target: { value: '2027-04-01' } });
    expect(props.navigate).not.toHaveBeenCalled();
    fireEvent.change(day, { target: { value: '2026-05-01' } });
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'beneficiaryOffers', query: { checkinDate: '2026-05-01' } });
  });

  it('says no stay matches the filters, and lifts them on request', async () => {
    api.json(SESSION_PATH, { voucher: BOX_VOUCHER });
    api.json(BOX_FACETS_PATH, { regions: [], themes: [] });
    answerOffers(BOX_OFFERS_PATH, 0);
    const { props } = renderPage('beneficiaryOffers', { route: { search: 'theme=spa&checkinDate=2026-04-02' } });
    const user = userEvent.setup();

    const empty = await screen.findByRole('region', { name: 'Aucun séjour ne correspond à ces filtres' });
    await user.click(within(empty).getByRole('button', { name: 'Effacer les filtres' }));
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'beneficiaryOffers', query: {} });
  });

  it('says something went wrong when the stays cannot be had, and tries again', async () => {
    api.json(SESSION_PATH, { voucher: BOX_VOUCHER });
    api.json(BOX_FACETS_PATH, FACETS);
    api.error(BOX_OFFERS_PATH, 500);
    const { props } = renderPage('beneficiaryOffers');
    const user = userEvent.setup();

    expect(await screen.findByRole('alert')).toHaveTextContent('Oups, une erreur est survenue');
    expect(props.reportError).toHaveBeenCalledWith(expect.anything(), 'mfe-gift/beneficiary');

    answerOffers(BOX_OFFERS_PATH, 2);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('closes the code and goes back to the code entry for another one', async () => {
    api.json(SESSION_PATH, { voucher: BOX_VOUCHER });
    api.json(BOX_FACETS_PATH, FACETS);
    answerOffers(BOX_OFFERS_PATH, 2);
    api.answer(SIGN_OUT_PATH, () => new HttpResponse(null, { status: 204 }), { method: 'POST' });
    const { props } = renderPage('beneficiaryOffers', { locale: 'nl_NL' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Een andere code gebruiken' }));

    expect(api.requestsTo(SIGN_OUT_PATH, 'POST')).toHaveLength(1);
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'beneficiaryLogin' });
  });
});

describe('beneficiary pages on the server', () => {
  it('send their head only: what a code opens is read by the browser', async () => {
    const queryClient = createQueryClient();
    const client = createApiClient(TEST_API_BASE);

    expect(await beneficiaryLoginPageServerData(queryClient, client, fakeRemoteProps({ locale: 'it_IT' }))).toEqual({
      title: 'Attiva il tuo regalo',
      robots: 'noindex, follow',
    });
    expect(await beneficiaryOffersPageServerData(queryClient, client, fakeRemoteProps({ locale: 'nl_BE' }))).toEqual({
      title: 'Mijn cadeauverblijf kiezen',
      robots: 'noindex, follow',
    });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(api.requests).toEqual([]);
  });
});
