import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { DateTime } from 'luxon';
import { AppRoot } from './app-root';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../platform/test-kit/fixed-clock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { stayDetailFixture } from './test/stay-detail-fixture';
import { stubStayApi, type StayCalendarStub } from './test/stub-stay-api';

const DETAIL_PATH = '/weekend/4321/detail.json';
const api = setupApiMock();

/** The shop's clock, read in Paris whatever the zone the tests run in. */
const parisTime = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' }).toJSDate();

/** The stay priced for the dates asked: a final price with dates, the from-price without. */
function stubPricedStay(calendar: StayCalendarStub = {}) {
  stubStayApi(api, stayDetailFixture(), undefined, calendar);
  api.answer(DETAIL_PATH, ({ request }) => {
    const checkin = new URL(request.url).searchParams.get('checkin');
    const detail = stayDetailFixture();
    return HttpResponse.json(
      checkin ? { ...detail, price: { ...detail.price, priceType: 'final-price', checkin } } : detail,
    );
  });
}

function openLink(hash: string) {
  return renderRemote(AppRoot, {
    route: { kind: 'stay', id: '4321', pathname: '/sejour/4321', search: 'flow=booking', hash },
  });
}

const panel = () => screen.findByRole('complementary', { name: 'Votre réservation' });
const lastDetailQuery = () => Object.fromEntries(api.requestsTo(DETAIL_PATH).at(-1)!.url.searchParams);

describe('dates from a link', () => {
  afterEach(() => restoreClock());

  it('keeps today from a link before 20:00 and prices it', async () => {
    fixClock(parisTime('2030-03-10T19:30'));
    stubPricedStay();
    openLink('checkin=2030-03-10&checkout=2030-03-11&night=1');

    const booking = await panel();
    expect(
      within(booking).getByRole('button', { name: /^Dates du séjour : du dim\. 10 mars 2030 au lun\. 11 mars 2030/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(booking).queryByText('À partir de')).not.toBeInTheDocument());
  });

  it('drops today from a link opened from 20:00, as the calendar refuses it, and shows the from-price', async () => {
    fixClock(parisTime('2030-03-10T20:30'));
    stubPricedStay();
    openLink('checkin=2030-03-10&checkout=2030-03-11&night=1');

    const booking = await panel();
    expect(within(booking).getByRole('button', { name: 'Choisir les dates du séjour' })).toBeInTheDocument();
    expect(within(booking).getByText('À partir de')).toBeInTheDocument();
    expect(api.requestsTo(DETAIL_PATH).every((sent) => !sent.url.searchParams.has('checkin'))).toBe(true);
  });

  it('drops a check-in no stay can start on once the hotel availability says so', async () => {
    fixClock(parisTime('2030-03-10T10:00'));
    stubPricedStay({ prices: { '2030-03-14': 18_900, '2030-03-15': 15_900 } });
    openLink('checkin=2030-03-20&checkout=2030-03-21&night=1');

    const booking = await panel();
    expect(await within(booking).findByRole('button', { name: 'Choisir les dates du séjour' })).toBeInTheDocument();
    await waitFor(() => expect(lastDetailQuery()).not.toHaveProperty('checkin'));
    expect(within(booking).getByText('À partir de')).toBeInTheDocument();
  });

  it('drops a stay whose night count the offer does not allow from its check-in', async () => {
    fixClock(parisTime('2030-03-10T10:00'));
    stubPricedStay({ prices: { '2030-03-14': 18_900, '2030-03-15': 15_900 }, checkoutNights: [2, 3] });
    openLink('checkin=2030-03-14&checkout=2030-03-15&night=1');

    const booking = await panel();
    expect(await within(booking).findByRole('button', { name: 'Choisir les dates du séjour' })).toBeInTheDocument();
    await waitFor(() => expect(lastDetailQuery()).not.toHaveProperty('checkin'));
  });

  it('keeps a stay the availability and the allowed nights accept', async () => {
    fixClock(parisTime('2030-03-10T10:00'));
    stubPricedStay({ prices: { '2030-03-14': 18_900, '2030-03-15': 15_900 }, checkoutNights: [2, 3] });
    openLink('checkin=2030-03-14&checkout=2030-03-16&night=2');

    const booking = await panel();
    await waitFor(() => expect(api.requestsTo('/weekend/4321/packageCheckoutNights.json').length).toBeGreaterThan(0));
    expect(
      within(booking).getByRole('button', { name: /^Dates du séjour : du jeu\. 14 mars 2030 au sam\. 16 mars 2030/ }),
    ).toBeInTheDocument();
    expect(lastDetailQuery()).toMatchObject({ checkin: '2030-03-14', night: '2' });
  });
});
