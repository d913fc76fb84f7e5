import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { AppRoot } from './app-root';
import { TEST_API_BASE } from '../../platform/test-kit/fake-remote-props';
import { hotelAvailabilitiesQuery } from './features/booking-bar/api/get-hotel-availabilities';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { stayDetailFixture } from './test/stay-detail-fixture';
import { bookableQuote, stubStayApi } from './test/stub-stay-api';

const api = setupApiMock();
const QUOTE_PATH = '/product/4321/quote';
/** Far enough ahead for every instalment rule (7 days at least). */
const CHECKIN = DateTime.now().plus({ days: 40 }).toISODate()!;
const DAY_2 = DateTime.now().plus({ days: 41 }).toISODate()!;
const CHECKOUT = DateTime.now().plus({ days: 42 }).toISODate()!;
const normalizeSpaces = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

/** A two-night stay for 2 at 397 €, with a horse ride whose day is chosen when booking. */
function stayWithDates() {
  const detail = stayDetailFixture({
    activityDates: [
      {
        activityId: 111,
        title: 'Balade à cheval',
        dates: [
          { value: `111_${CHECKIN}`, date: CHECKIN },
          { value: `111_${DAY_2}`, date: DAY_2 },
        ],
      },
    ],
    cancellationPolicy: {
      type: 'FLEXIBLE',
      cancellable: true,
      cancellationDeadline: DateTime.now().plus({ days: 33 }).toISODate()!,
      message: 'Annulation gratuite',
    },
  });
  detail.price = {
    ...detail.price,
    sellPrice: 39700,
    refPrice: 39700,
    promoPercentageRounded: 0,
    priceType: 'final-price',
    nights: 2,
  };
  return detail;
}

function renderBooking(search = 'flow=booking', queryClient = createQueryClient()) {
  const view = renderRemote((props) => <AppRoot {...props} queryClient={queryClient} />, {
    route: {
      kind: 'stay',
      id: '4321',
      pathname: '/sejour/4321',
      search,
      hash: `checkin=${CHECKIN}&checkout=${CHECKOUT}&night=2`,
    },
  });
  const trackingEvents: TrackingEvent[] = [];
  view.props.bus.on('tracking:event', (event) => trackingEvents.push(event));
  return { ...view, trackingEvents };
}

async function bookingPanel() {
  return screen.findByRole('complementary', { name: 'Votre réservation' });
}

describe('booking a stay', () => {
  it('asks for the activity days and a cancellation option before anything is sent', async () => {
    stubStayApi(api, stayWithDates());
    const user = userEvent.setup();
    const { props } = renderBooking();
    const panel = await bookingPanel();
    // With dates, the page asks the quote once for them alone, to tell whether they can still be sold.
    await waitFor(() => expect(api.requestsTo(QUOTE_PATH)).toHaveLength(1));

    await user.click(within(panel).getByRole('button', { name: 'Réserver' }));

    expect(within(panel).getByText('Veuillez choisir les dates de vos activités.')).toBeInTheDocument();
    expect(within(panel).getByText('Veuillez choisir une option')).toBeInTheDocument();
    expect(api.requestsTo(QUOTE_PATH)).toHaveLength(1);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('prices the insurance, and goes to the checkout entry with the activity day and the choice once the quote agrees', async () => {
    stubStayApi(api, stayWithDates());
    api.json(QUOTE_PATH, bookableQuote(39700));
    // The calendar found the check-in to be its month's best price.
    const queryClient = createQueryClient();
    const travellers = { adults: 2, children: 0, babies: 0 };
    queryClient.setQueryData(
      hotelAvailabilitiesQuery(createApiClient(TEST_API_BASE), {
        hotelId: 77,
        offerId: '4321',
        locale: 'fr_FR',
        month: CHECKIN.slice(0, 7),
        travellers,
      }).queryKey,
      [{ day: CHECKIN, price: 39700, promo: 0, bestPriceOfTheMonth: true }],
    );
    const user = userEvent.setup();
    const { props, trackingEvents } = renderBooking('flow=booking', queryClient);
    const panel = await bookingPanel();

    const insurance = await within(panel).findByRole('radio', { name: /Assurance annulation/ });
    await waitFor(() => expect(normalizeSpaces(insurance.closest('label')!.textContent)).toContain('+18 €'));
    expect(within(panel).getByRole('radio', { name: /Annulation flexible/ })).toBeInTheDocument();
    await user.click(insurance);

    await user.click(within(panel).getByRole('button', { name: /Balade à cheval/ }));
    await user.click(await screen.findByRole('option', { name: new RegExp(String(DateTime.fromISO(DAY_2).day)) }));
    await user.click(within(panel).getByRole('button', { name: 'Réserver' }));

    await waitFor(() => expect(props.navigate).toHaveBeenCalled());
    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'bookingSummary',
      id: '4321',
      query: { flow: 'booking', activities: `111_${DAY_2}`, cancellation: 'insurance', bestPrice: '1' },
      hash: `checkin=${CHECKIN}&checkout=${CHECKOUT}&night=2`,
    });
    const quote = api.requestsTo(QUOTE_PATH).at(-1);
    expect(Object.fromEntries(quote!.url.searchParams)).toEqual({
      locale: 'fr_FR',
      checkin: CHECKIN,
      nights: '2',
      adult: '2',
      child: '0',
      baby: '0',
      activitySelectionList: `111_${DAY_2}`,
    });
    expect(trackingEvents.map((event) => event.name)).toEqual(['view_item', 'add_to_cart']);
  });

  it('stays on the page with the reason when the api says the stay cannot be booked', async () => {
    stubStayApi(api, stayWithDates());
    api.json(
      QUOTE_PATH,
      {
        ...bookableQuote(0),
        bookable: false,
        priceInfo: null,
        error: 'The offer is not bookable with these criterias',
      },
      { delayMs: 300 },
    );
    const user = userEvent.setup();
    const { props } = renderBooking();
    const panel = await bookingPanel();

    await user.click(await within(panel).findByRole('radio', { name: /Annulation flexible/ }));
    await user.click(within(panel).getByRole('button', { name: /Balade à cheval/ }));
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(within(panel).getByRole('button', { name: 'Réserver' }));
    // While the api prices the stay, a dialog says so and Book cannot be pressed again.
    expect(
      await screen.findByRole('dialog', { name: 'Nous vérifions la disponibilité de votre séjour…' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Réserver', hidden: true })).toBeDisabled();

    // Besides the warning that the dates can no longer be sold, the quote's own reason.
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toContainEqual(expect.stringContaining("L'offre n'est pas réservable avec ces critères.")),
    );
    expect(props.navigate).not.toHaveBeenCalled();
    expect(props.reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-product (quote)');
  });

  it('shows the tourist tax paid at the hotel and the instalments the provider accepts', async () => {
    const detail = stayWithDates();
    detail.hotel.localTax = { amount: 150, currency: 'EUR', type: 'PER_PERSON_PER_NIGHT', toBePaidAtHotel: true };
    stubStayApi(api, detail);
    api.json('/gateway/purchase/alma/eligibility', {
      paymentMethods: [
        {
          type: '3x',
          paymentFee: 596,
          splitPayments: [
            { amount: 13_830, date: '2027-01-10' },
            { amount: 13_233, date: '2027-02-10' },
            { amount: 13_233, date: '2027-03-10' },
          ],
        },
        {
          type: '4x',
          paymentFee: 794,
          splitPayments: [
            { amount: 10_719, date: '2027-01-10' },
            { amount: 9_925, date: '2027-02-10' },
            { amount: 9_925, date: '2027-03-10' },
            { amount: 9_925, date: '2027-04-10' },
          ],
        },
      ],
    });
    renderBooking();
    const panel = await bookingPanel();

    // 1.50 € × 2 nights × 2 adults.
    const tax = within(panel).getByText('Taxe de séjour, à régler sur place').closest('div')!;
    expect(normalizeSpaces(tax.textContent)).toContain('6 €');
    expect(normalizeSpaces(within(panel).getByText('Total du séjour').closest('div')!.textContent)).toContain('403 €');

    const instalments = await within(panel).findByRole('region', { name: 'Payez plus tard ou en plusieurs fois' });
    expect(within(instalments).getByText('Payez en 3 fois')).toBeInTheDocument();
    // 397 € in three: 132.34 € + the 5.96 € fee today, then 132.33 € twice.
    expect(normalizeSpaces(instalments.textContent)).toContain("138,30 € aujourd'hui");
    expect(normalizeSpaces(instalments.textContent)).toContain('132,33 € le 10 février');
    expect(within(instalments).getByText('Payez en 4 fois')).toBeInTheDocument();
    expect(within(instalments).queryByText('Payez plus tard')).not.toBeInTheDocument();
  });

  it('switches the same stay to a gift for two, and offers it through the gift set-up', async () => {
    stubStayApi(api, { ...stayWithDates(), isGiftable: true });
    const user = userEvent.setup();
    const { props, trackingEvents, rerenderWith } = renderBooking();
    const panel = await bookingPanel();

    await user.click(within(panel).getByRole('radio', { name: 'À offrir' }));
    // The chosen dates stay in the address for a way back to "Pour moi"; the gift is priced without them.
    const giftHash = `checkin=${CHECKIN}&checkout=${CHECKOUT}&night=2&giftNights=2&giftAdult=2`;
    expect(props.navigate).toHaveBeenCalledWith(
      { kind: 'stay', id: '4321', query: { flow: 'gifting' }, hash: giftHash },
      { replace: true },
    );
    expect(trackingEvents.map((event) => event.name)).toEqual(['view_item', 'select_item', 'view_item']);

    rerenderWith({ route: { ...props.route, search: '?flow=gifting', hash: giftHash } });
    const giftPanel = await screen.findByRole('complementary', { name: 'Offrir ce séjour' });
    expect(within(giftPanel).getByText('Coffret cadeau : 2 nuits pour 2 personnes')).toBeInTheDocument();
    await waitFor(() => expect(normalizeSpaces(giftPanel.textContent)).toContain('415 €'));
    expect(within(giftPanel).queryByRole('button', { name: /Dates du séjour/ })).not.toBeInTheDocument();

    await user.click(within(giftPanel).getByRole('button', { name: 'Offrir' }));
    expect(props.navigate).toHaveBeenLastCalledWith({
      kind: 'giftSetup',
      id: '4321',
      query: { flow: 'gifting' },
      hash: giftHash,
    });
  });
});
