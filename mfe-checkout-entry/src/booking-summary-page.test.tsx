import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { DateTime } from 'luxon';
import type { CurrentRoute } from '@escapade/shared-contracts/routes';
import { DEFAULT_FLAGS, type RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { dehydrate } from '@tanstack/react-query';
import { AppRoot } from './app-root';
import { renderRoute } from './server';
import { offerDetailQuery } from './features/offer/api/get-offer-detail';
import { stayQuoteQuery } from './features/booking-summary/api/get-stay-quote';
import { purchasePriceQuery } from './features/checkout-price/api/get-purchase-price';
import type { PurchaseItems, PurchasePrice } from './utils/purchase-body';
import { offerDetailFixture, stayQuoteFixture } from './test/booking-fixtures';
import { paymentMethodsFixture, purchasePriceFixture } from './test/checkout-fixtures';
import { forgetPaymentProps, lastPaymentProps } from './test/payment-stand-in';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { TEST_API_BASE, fakeRemoteProps } from '../../platform/test-kit/fake-remote-props';

jest.mock('./features/payment/components/checkout-payment', () => jest.requireActual('./test/payment-stand-in'));

const QUOTE_PATH = '/product/4321/quote';
const DETAIL_PATH = '/weekend/4321/detail.json';
const PRICE_PATH = '/gateway/purchase/price';
const ELIGIBILITY_PATH = '/gateway/purchase/alma/eligibility';
/** A check-in comfortably in the future, so the criteria keep it. */
const CHECKIN = DateTime.now().plus({ days: 30 });
const CHECKOUT = CHECKIN.plus({ days: 2 });
const DEADLINE = CHECKIN.minus({ days: 7 });
const DATED_HASH = `checkin=${CHECKIN.toISODate()}&checkout=${CHECKOUT.toISODate()}&night=2&c=1`;
/** The day picked for the horse ride (activity 12), the second day of the stay. */
const RIDE_DAY = CHECKIN.plus({ days: 1 });
const RIDE_SELECTION = `12_${RIDE_DAY.toISODate()}`;
/** U+202F and U+00A0 are the spaces Intl puts in French amounts. */
const normalizeSpaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
/** "samedi 12 décembre 2026", as the page writes French dates. */
const frenchLongDate = (date: DateTime) => date.setLocale('fr').toFormat('cccc d LLLL yyyy');

const api = setupApiMock();
afterEach(forgetPaymentProps);

/** The props a server render gets: a mount's, without what only the browser has. */
function serverSideProps() {
  const { mountWidget: _browserOnly, ...props } = fakeRemoteProps();
  return props;
}

function renderSummary(route: Partial<CurrentRoute> = {}, overrides: Partial<RemoteProps> = {}) {
  return renderRemote(AppRoot, {
    ...overrides,
    route: { kind: 'bookingSummary', id: '4321', pathname: '/booking/4321', ...route },
  }).props;
}

/** The flexible terms of the fixture's stay: modifiable until 7 days before the arrival. */
const FLEXIBLE_POLICY = {
  type: 'FLEXIBLE',
  cancellable: true,
  cancellationDeadline: DEADLINE.toISODate(),
  message: `Modifiable jusqu’au ${DEADLINE.toISODate()}`,
};

/** The quote, the offer's presentation, the price and the instalments, as the api answers them. */
function stubSummaryApi({
  quote = {},
  price = purchasePriceFixture(),
}: { quote?: Parameters<typeof stayQuoteFixture>[1]; price?: PurchasePrice } = {}) {
  api.json(QUOTE_PATH, stayQuoteFixture({ checkin: CHECKIN.toISODate()!, checkout: CHECKOUT.toISODate()! }, quote));
  api.json(
    DETAIL_PATH,
    offerDetailFixture({
      activityDates: [
        { activityId: 12, title: 'Balade à cheval dans le Luberon', dates: [] },
        { activityId: 14, title: 'Atelier truffe', dates: [] },
      ],
    }),
  );
  api.json(PRICE_PATH, price, { method: 'POST' });
  api.json(ELIGIBILITY_PATH, { paymentMethods: [] });
}

/** The value shown for a label in a description list. */
function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return normalizeSpaces(term.nextElementSibling?.textContent);
}

/** The items the page prices for the fixture's stay, given its choices. */
function stayItemsFor(changes: Partial<PurchaseItems> = {}, activityDaySelections: string[] = []): PurchaseItems {
  return {
    insuranceItem: false,
    promotionCodeItem: null,
    shortStayItem: {
      gift: false,
      reservationCriteria: {
        offerId: 4321,
        activityDaySelections,
        pax: { numberOfAdults: 2, numberOfChildren: 1, numberOfBabies: 0 },
        travelPeriod: { checkinDate: CHECKIN.toISODate()!, checkoutDate: CHECKOUT.toISODate()! },
        minisiteId: null,
      },
      specialRequest: '',
    },
    ...changes,
  };
}

describe('BookingSummaryPage', () => {
  it('summarises the stay, its activity days and cancellation, and prices it with the api', async () => {
    stubSummaryApi({ quote: { cancellationPolicy: FLEXIBLE_POLICY } });
    const props = renderSummary({
      hash: DATED_HASH,
      search: `flow=booking&activities=${RIDE_SELECTION}&cancellation=flexible`,
    });

    expect(screen.getByRole('status')).toHaveTextContent('Chargement du récapitulatif…');
    // The stay's card may show before its quote: the summary is there once its dates are.
    expect(await screen.findByText('Arrivée')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Escapade gourmande en Provence' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Récapitulatif de votre réservation' })).toBeInTheDocument();
    expect(screen.getByText('Mas des Oliviers')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 étoiles' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Escapade gourmande en Provence, Mas des Oliviers' })).toHaveAttribute(
      'src',
      'http://api.test/images/hotel/1.svg?w=960&h=540',
    );

    expect(valueOf('Arrivée')).toBe(`${frenchLongDate(CHECKIN)} à partir de 15:00`);
    expect(valueOf('Départ')).toBe(`${frenchLongDate(CHECKOUT)} avant 11:00`);
    expect(valueOf('Durée')).toBe('2 nuits');
    expect(valueOf('Voyageurs')).toBe('2 adultes, 1 enfant');

    // The one activity whose day was picked, named from the offer's detail.
    const activities = screen.getByRole('region', { name: 'Votre activité' });
    expect(within(activities).getByText('Balade à cheval dans le Luberon')).toBeInTheDocument();
    expect(valueOf('Balade à cheval dans le Luberon')).toBe(frenchLongDate(RIDE_DAY));
    expect(screen.queryByText('Atelier truffe')).not.toBeInTheDocument();

    const includes = screen.getByRole('region', { name: 'Votre séjour comprend' });
    expect(
      within(includes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 nuits en chambre Supérieure', '2 petits-déjeuners', '1 dîner 3 plats']);
    const cancellation = screen.getByRole('region', { name: "Conditions d'annulation" });
    expect(cancellation).toHaveTextContent(
      `Modifiable et remboursable partiellement jusqu'au ${frenchLongDate(DEADLINE)}`,
    );
    expect(cancellation).toHaveTextContent('80 % de chaque nuit vous sont remboursés');

    // The price column shows the api's amounts, with the stay's own promotion beside its line.
    const price = await screen.findByRole('region', { name: 'Détail du prix' });
    expect(within(price).getByRole('deletion')).toHaveTextContent('473');
    expect(valueOf('Séjour')).toBe('473 € -20 % 378,50 €');
    expect(valueOf("Taxe de séjour, à régler à l'hôtel")).toBe('6,60 €');
    expect(valueOf("À payer aujourd'hui")).toBe('378,50 €');
    expect(valueOf("À régler à l'hôtel")).toBe('6,60 €');
    expect(valueOf('Total, taxe de séjour comprise')).toBe('385,10 €');
    expect(within(price).getByText('Pour 2 nuits, 2 adultes, 1 enfant')).toBeInTheDocument();

    const items = stayItemsFor({}, [RIDE_SELECTION]);
    expect(api.bodiesOf('POST', PRICE_PATH)).toEqual([{ locale: 'fr_FR', items }]);
    expect(Object.fromEntries(api.requestsTo(QUOTE_PATH)[0]!.url.searchParams)).toEqual({
      checkin: CHECKIN.toISODate(),
      nights: '2',
      adult: '2',
      child: '1',
      baby: '0',
      locale: 'fr_FR',
    });
    expect(Object.fromEntries(api.requestsTo(DETAIL_PATH)[0]!.url.searchParams)).toEqual({ locale: 'fr_FR' });

    // The payment gets the priced items and the stay as tracking names it.
    expect(screen.getByRole('region', { name: 'Paiement' })).toBeInTheDocument();
    expect(lastPaymentProps()).toMatchObject({
      draft: { locale: 'fr_FR', items, price: purchasePriceFixture() },
      trackingItem: {
        item_id: '4321',
        item_name: 'Escapade gourmande en Provence',
        item_category: 'weekend',
        quantity: 1,
        price: 378.5,
        value: 378.5,
      },
    });
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Récapitulatif de votre réservation – Escapade gourmande en Provence',
      robots: 'noindex, follow',
    });
  });

  it('adds the paid insurance when it was chosen, with its price line', async () => {
    stubSummaryApi({
      quote: { cancellationPolicy: FLEXIBLE_POLICY },
      price: purchasePriceFixture({
        lines: [
          { kind: 'stay', amount: 37850 },
          { kind: 'insurance', amount: 1704 },
        ],
        payToday: 39554,
      }),
    });
    renderSummary({ hash: DATED_HASH, search: 'flow=booking&cancellation=insurance' });

    await screen.findByRole('region', { name: 'Détail du prix' });
    expect(valueOf('Assurance annulation')).toBe('17,04 €');
    expect(valueOf("À payer aujourd'hui")).toBe('395,54 €');
    const cancellation = screen.getByRole('region', { name: "Conditions d'annulation" });
    expect(cancellation).toHaveTextContent('Assurance annulation : 17,04 €');
    expect(cancellation).toHaveTextContent('Remboursement sous 72 h, plus de 25 motifs d');
    expect(api.bodiesOf('POST', PRICE_PATH)).toEqual([
      { locale: 'fr_FR', items: stayItemsFor({ insuranceItem: true }) },
    ]);
  });

  it('leaves the insurance out where the shop does not offer it', async () => {
    stubSummaryApi();
    renderSummary(
      { hash: DATED_HASH, search: 'cancellation=insurance' },
      { flags: { ...DEFAULT_FLAGS, cancellationInsurance: false } },
    );

    await screen.findByRole('region', { name: 'Détail du prix' });
    expect(api.bodiesOf('POST', PRICE_PATH)).toEqual([{ locale: 'fr_FR', items: stayItemsFor() }]);
    expect(screen.queryByText(/Assurance annulation/)).not.toBeInTheDocument();
  });

  it('says when the stay can be neither exchanged nor refunded', async () => {
    stubSummaryApi({
      quote: {
        cancellationPolicy: {
          type: 'NCNR',
          cancellable: false,
          cancellationDeadline: null,
          message: 'Non remboursable',
        },
      },
    });
    renderSummary({ hash: DATED_HASH, search: 'cancellation=nonCancellable' });

    expect(await screen.findByRole('region', { name: "Conditions d'annulation" })).toHaveTextContent(
      'Ni échangeable, ni remboursable',
    );
  });

  it('counts the tourist tax in what is paid today when the api says so', async () => {
    stubSummaryApi({
      price: purchasePriceFixture({
        lines: [
          { kind: 'stay', amount: 37850 },
          { kind: 'autoDiscount', amount: -1500 },
          { kind: 'touristTax', amount: 660 },
        ],
        touristTax: { amount: 660, toBePaidAtHotel: false },
        payToday: 37010,
        payAtHotel: 0,
      }),
    });
    renderSummary({ hash: DATED_HASH });

    await screen.findByRole('region', { name: 'Détail du prix' });
    expect(valueOf('Remise immédiate')).toBe('-15 €');
    expect(screen.getAllByText('Taxe de séjour', { selector: 'dt' })).toHaveLength(1);
    expect(valueOf('Taxe de séjour')).toBe('6,60 €');
    expect(valueOf("À payer aujourd'hui")).toBe('370,10 €');
    expect(screen.queryByText("À régler à l'hôtel")).not.toBeInTheDocument();
  });

  it('applies a promotion code, says when one is unknown, and removes it', async () => {
    stubSummaryApi();
    api.answer(
      PRICE_PATH,
      async ({ request }) => {
        const { items } = (await request.json()) as { items: PurchaseItems };
        const code = items.promotionCodeItem?.code;
        if (code === 'ETE10') {
          return HttpResponse.json(
            purchasePriceFixture({
              lines: [
                { kind: 'stay', amount: 37850 },
                { kind: 'promotion', amount: -3785 },
              ],
              promotion: { code: 'ETE10', status: 'applied', amount: 3785 },
              payToday: 34065,
            }),
          );
        }
        if (code === 'SKI2024') {
          return HttpResponse.json(purchasePriceFixture({ promotion: { code, status: 'notApplicable', amount: 0 } }));
        }
        if (code) return HttpResponse.json(purchasePriceFixture({ promotion: { code, status: 'unknown', amount: 0 } }));
        return HttpResponse.json(purchasePriceFixture());
      },
      { method: 'POST' },
    );
    const user = userEvent.setup();
    renderSummary({ hash: DATED_HASH });

    const field = await screen.findByRole('textbox', { name: 'Code promo' });
    await user.type(field, 'FAUX10');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(
      await screen.findByText("Le code FAUX10 n'existe pas. Vérifiez son orthographe et réessayez."),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(valueOf("À payer aujourd'hui")).toBe('378,50 €');

    await user.clear(field);
    await user.type(field, 'SKI2024');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(
      await screen.findByText('Le code SKI2024 ne peut pas être utilisé pour cette commande.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Code promo' }));
    await user.type(screen.getByRole('textbox', { name: 'Code promo' }), ' ETE10 ');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(normalizeSpaces((await screen.findByText(/Code ETE10 appliqué/)).textContent)).toBe(
      'Code ETE10 appliqué : 37,85 € de réduction',
    );
    expect(valueOf('Code promo ETE10')).toBe('-37,85 €');
    expect(valueOf("À payer aujourd'hui")).toBe('340,65 €');
    expect(api.bodiesOf('POST', PRICE_PATH).at(-1)).toEqual({
      locale: 'fr_FR',
      items: stayItemsFor({ promotionCodeItem: { code: 'ETE10' } }),
    });
    expect(lastPaymentProps()?.draft.items.promotionCodeItem).toEqual({ code: 'ETE10' });
    expect(lastPaymentProps()?.draft.price.payToday).toBe(34065);

    await user.click(screen.getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(valueOf("À payer aujourd'hui")).toBe('378,50 €'));
    expect(screen.getByRole('textbox', { name: 'Code promo' })).toHaveValue('');
    expect(lastPaymentProps()?.draft.items.promotionCodeItem).toBeNull();
  });

  it('offers paying later or in instalments, as the payment provider accepts them', async () => {
    stubSummaryApi({ quote: { cancellationPolicy: FLEXIBLE_POLICY } });
    const today = DateTime.now().toISODate()!;
    api.json(ELIGIBILITY_PATH, { paymentMethods: paymentMethodsFixture(37850, DEADLINE.toISODate()!, today) });
    const user = userEvent.setup();
    renderSummary({ hash: DATED_HASH });

    const instalments = await screen.findByRole('region', { name: 'Payez plus tard ou en plusieurs fois' });
    expect(normalizeSpaces(within(instalments).getByText('Payez plus tard').parentElement?.textContent)).toBe(
      `Payez plus tard382,29 € le ${DEADLINE.setLocale('fr').toFormat('d LLLL')}`,
    );
    expect(normalizeSpaces(within(instalments).getByText('Payez en 3 fois').parentElement?.textContent)).toBe(
      "Payez en 3 fois131,86 € aujourd'hui, puis 2 × 126,16 €",
    );
    await user.click(within(instalments).getByText('Payez en 4 fois'));
    expect(within(instalments).getByText('Dont 7,57 € de frais')).toBeVisible();
    expect(Object.fromEntries(api.requestsTo(ELIGIBILITY_PATH)[0]!.url.searchParams)).toEqual({
      amount: '37850',
      cancellationPolicyType: 'FLEXIBLE',
      cancellableUntil: DEADLINE.toISODate(),
      checkinDate: CHECKIN.toISODate(),
      pointOfSale: 'fr_FR',
    });
  });

  it('does not offer instalments where the locale or the flag does not allow them', async () => {
    stubSummaryApi();
    renderSummary({ hash: DATED_HASH }, { locale: 'nl_NL', language: 'nl' });
    await screen.findByRole('region', { name: 'Prijsoverzicht' });

    renderSummary({ hash: DATED_HASH }, { flags: { ...DEFAULT_FLAGS, instalments: false } });
    await screen.findByRole('region', { name: 'Détail du prix' });

    expect(api.requestsTo(ELIGIBILITY_PATH)).toEqual([]);
    expect(screen.queryByText('Payez plus tard ou en plusieurs fois')).not.toBeInTheDocument();
  });

  it('asks for the price again when the payment finds it changed', async () => {
    stubSummaryApi();
    const user = userEvent.setup();
    renderSummary({ hash: DATED_HASH });
    await screen.findByRole('region', { name: 'Détail du prix' });
    api.json(PRICE_PATH, purchasePriceFixture({ lines: [{ kind: 'stay', amount: 39900 }], payToday: 39900 }), {
      method: 'POST',
    });

    await user.click(screen.getByRole('button', { name: 'Le prix a changé' }));
    await waitFor(() => expect(valueOf("À payer aujourd'hui")).toBe('399 €'));
    expect(api.bodiesOf('POST', PRICE_PATH)).toHaveLength(2);
    expect(lastPaymentProps()?.draft.price.payToday).toBe(39900);
  });

  it('draws the stay the server read at once, as the server showed it, and the dates and price once the quote comes', async () => {
    api.json(DETAIL_PATH, offerDetailFixture());
    const server = await renderRoute(
      {
        ...serverSideProps(),
        route: { kind: 'bookingSummary', id: '4321', pathname: '/booking/4321', search: '', hash: '' },
      },
      { apiOrigin: TEST_API_BASE },
    );
    const serverPhoto = new DOMParser().parseFromString(server.html, 'text/html').querySelector('img');
    api.never(QUOTE_PATH);
    api.json(PRICE_PATH, purchasePriceFixture(), { method: 'POST' });
    api.json(ELIGIBILITY_PATH, { paymentMethods: [] });
    const detailRequests = api.requestsTo(DETAIL_PATH).length;

    renderSummary({ hash: DATED_HASH }, { serverData: server.state });

    // The first draw, before any answer: the server's card, not a grey block in its place.
    const card = screen.getByRole('region', { name: 'Escapade gourmande en Provence' });
    expect(within(card).getByRole('img', { name: 'Escapade gourmande en Provence, Mas des Oliviers' })).toHaveAttribute(
      'src',
      serverPhoto?.getAttribute('src'),
    );
    expect(within(card).getByText('Mas des Oliviers')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement du récapitulatif…');
    expect(screen.queryByText('Arrivée')).not.toBeInTheDocument();
    expect(api.requestsTo(DETAIL_PATH)).toHaveLength(detailRequests);
  });

  it('shows the dates under the stay the server read once the quote comes', async () => {
    stubSummaryApi();
    const queryClient = createQueryClient();
    queryClient.setQueryData(
      offerDetailQuery(createApiClient(TEST_API_BASE), { offerId: '4321', locale: 'fr_FR' }).queryKey,
      offerDetailFixture(),
    );
    renderSummary({ hash: DATED_HASH }, { serverData: dehydrate(queryClient) });

    expect(screen.getByRole('region', { name: 'Escapade gourmande en Provence' })).toBeInTheDocument();
    expect(await screen.findByText('Arrivée')).toBeInTheDocument();
    expect(valueOf('Arrivée')).toContain(frenchLongDate(CHECKIN));
    expect(api.requestsTo(DETAIL_PATH)).toHaveLength(0);
  });

  it('shows the summary the server already fetched without asking the api again', () => {
    const queryClient = createQueryClient();
    const client = createApiClient(TEST_API_BASE);
    const quoteRequest = {
      offerId: '4321',
      locale: 'fr_FR',
      checkin: CHECKIN.toISODate()!,
      nights: 2,
      adults: 2,
      children: 1,
      babies: 0,
    } as const;
    queryClient.setQueryData(
      stayQuoteQuery(client, quoteRequest).queryKey,
      stayQuoteFixture({ checkin: CHECKIN.toISODate()!, checkout: CHECKOUT.toISODate()! }),
    );
    queryClient.setQueryData(
      offerDetailQuery(client, { offerId: '4321', locale: 'fr_FR' }).queryKey,
      offerDetailFixture({ label: 'Escapade déjà chargée' }),
    );
    const items = stayItemsFor();
    queryClient.setQueryData(purchasePriceQuery(client, { locale: 'fr_FR', items }).queryKey, {
      items,
      price: purchasePriceFixture(),
    });
    renderRemote((props) => <AppRoot {...props} queryClient={queryClient} />, {
      route: { kind: 'bookingSummary', id: '4321', pathname: '/booking/4321', hash: DATED_HASH },
      flags: { ...DEFAULT_FLAGS, instalments: false },
    });

    expect(screen.getByRole('heading', { level: 2, name: 'Escapade déjà chargée' })).toBeInTheDocument();
    expect(valueOf("À payer aujourd'hui")).toBe('378,50 €');
    expect(queryClient.isFetching()).toBe(0);
    expect(api.requests).toEqual([]);
  });

  it('leaves the way back to the shell’s funnel header: no back link of its own', async () => {
    stubSummaryApi();
    renderSummary({ hash: DATED_HASH, search: 'flow=booking' });
    await screen.findByText('Arrivée');
    expect(screen.queryByRole('link', { name: "Retour à l'offre" })).not.toBeInTheDocument();
  });

  it('marks a check-in that was the best price of its month, only then', async () => {
    stubSummaryApi();
    const { unmount } = renderRemote(AppRoot, {
      route: { kind: 'bookingSummary', id: '4321', hash: DATED_HASH, search: 'flow=booking&bestPrice=1' },
    });
    await screen.findByText('Arrivée');
    expect(screen.getByText('Meilleur prix du mois')).toBeInTheDocument();
    unmount();

    renderSummary({ hash: DATED_HASH, search: 'flow=booking' });
    await screen.findByText('Arrivée');
    expect(screen.queryByText('Meilleur prix du mois')).not.toBeInTheDocument();
  });

  it('shows the dates and amounts in the language of the locale', async () => {
    stubSummaryApi({ price: purchasePriceFixture({ touristTax: null, payAtHotel: 0 }) });
    renderSummary({ hash: DATED_HASH }, { locale: 'nl_NL', language: 'nl' });

    await screen.findByRole('heading', { level: 1, name: 'Overzicht van je boeking' });
    expect(await screen.findByText('Aankomst')).toBeInTheDocument();
    expect(valueOf('Aankomst')).toBe(`${CHECKIN.setLocale('nl').toFormat('cccc d LLLL yyyy')} vanaf 15:00`);
    await screen.findByRole('region', { name: 'Prijsoverzicht' });
    expect(valueOf('Vandaag te betalen')).toBe('€ 378,50');
    expect(screen.queryByText('Toeristenbelasting, te betalen in het hotel')).not.toBeInTheDocument();
  });

  it('says the offer is not bookable with these criteria, with a link back', async () => {
    stubSummaryApi({
      quote: { bookable: false, error: 'The offer is not bookable with these criterias', priceInfo: null },
    });
    const props = renderSummary({ hash: DATED_HASH });

    expect(await screen.findByRole('alert')).toHaveTextContent("L'offre n'est pas réservable avec ces critères");
    expect(within(screen.getByRole('alert')).getByRole('link', { name: "Retour à l'offre" })).toHaveAttribute(
      'href',
      `/stay/4321?flow=booking#${DATED_HASH}&s=true`,
    );
    expect(screen.queryByText("À payer aujourd'hui")).not.toBeInTheDocument();
    expect(props.reportError).toHaveBeenCalledWith(
      new Error('The offer is not bookable with these criterias'),
      'mfe-checkout-entry',
    );
  });

  it('says the last room has just gone when the price answers SOLD_OUT', async () => {
    stubSummaryApi({ price: purchasePriceFixture({ bookable: false, code: 'SOLD_OUT' }) });
    renderSummary({ hash: DATED_HASH });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('la dernière chambre disponible à ces dates vient d');
    expect(within(alert).getByRole('link', { name: "Choisir d'autres dates" })).toHaveAttribute(
      'href',
      `/stay/4321?flow=booking#${DATED_HASH}&s=true`,
    );
    expect(screen.queryByRole('region', { name: 'Paiement' })).not.toBeInTheDocument();
  });

  it('says the offer is not bookable when the price answers NOT_BOOKABLE', async () => {
    stubSummaryApi({ price: purchasePriceFixture({ bookable: false, code: 'NOT_BOOKABLE' }) });
    renderSummary({ hash: DATED_HASH });

    expect(await screen.findByRole('alert')).toHaveTextContent("L'offre n'est pas réservable avec ces critères");
    expect(screen.queryByRole('region', { name: 'Paiement' })).not.toBeInTheDocument();
  });

  it('asks for travel dates when the hash has none, without calling the api', async () => {
    const props = renderSummary({ hash: 'checkin=2001-01-01&night=2&a=3' });

    expect(screen.getByText('Veuillez choisir vos dates de voyage.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir mes dates' })).toHaveAttribute(
      'href',
      '/stay/4321?flow=booking#a=3',
    );
    expect(api.requests).toEqual([]);
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Récapitulatif de votre réservation',
      robots: 'noindex, follow',
    });
  });

  it('says something went wrong when the quote fails, and tries again on demand', async () => {
    // The first load fails even after ky's retry; the visitor's retry then succeeds.
    stubSummaryApi();
    api.error(QUOTE_PATH, 503, { once: true });
    api.error(QUOTE_PATH, 503, { once: true });
    const user = userEvent.setup();
    const props = renderSummary({ hash: DATED_HASH });

    expect(await screen.findByRole('heading', { name: "Oups, une erreur s'est produite" })).toBeInTheDocument();
    expect(props.reportError).toHaveBeenCalledWith(expect.anything(), 'mfe-checkout-entry');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText("À payer aujourd'hui")).toBeInTheDocument();
  });

  it('keeps the summary when the price fails, and prices it again on demand', async () => {
    stubSummaryApi();
    api.error(PRICE_PATH, 503, { method: 'POST', once: true });
    api.error(PRICE_PATH, 503, { method: 'POST', once: true });
    const user = userEvent.setup();
    const props = renderSummary({ hash: DATED_HASH });

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent("Oups, une erreur s'est produite");
    expect(screen.getByRole('heading', { level: 2, name: 'Escapade gourmande en Provence' })).toBeInTheDocument();
    expect(props.reportError).toHaveBeenCalledWith(expect.anything(), 'mfe-checkout-entry');
    // ky tried the price twice, like a read.
    expect(api.requestsTo(PRICE_PATH)).toHaveLength(2);

    await user.click(within(error).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Détail du prix' })).toBeInTheDocument();
    expect(valueOf("À payer aujourd'hui")).toBe('378,50 €');
  });

  it('says "Too late!" when the offer no longer exists', async () => {
    api.error(QUOTE_PATH, 404, { body: { message: 'Unknown offer' } });
    api.error(DETAIL_PATH, 404, { body: { message: 'Unknown offer' } });
    api.error(PRICE_PATH, 404, { method: 'POST', body: { message: 'Unknown offer' } });
    renderSummary({ hash: DATED_HASH });

    expect(await screen.findByRole('heading', { name: 'Trop tard !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Voir d'autres offres" })).toHaveAttribute(
      'href',
      `/search?flow=booking#${DATED_HASH}&s=true`,
    );
  });
});
