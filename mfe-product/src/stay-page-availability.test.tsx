import { screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { AppRoot } from './app-root';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../platform/test-kit/fixed-clock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import type { RemotePropsOverrides } from '../../platform/test-kit/fake-remote-props';
import { stayDetailFixture } from './test/stay-detail-fixture';
import { bookableQuote, stubStayApi } from './test/stub-stay-api';

const QUOTE_PATH = '/product/4321/quote';
const OFFERS_PATH = '/product/4321/offers';
const NO_MORE_AVAILABILITY =
  'Plus de disponibilités. Modifiez vos critères de séjour pour profiter des offres du produit.';
const api = setupApiMock();

/** The shop's clock, read in Paris whatever the zone the tests run in. */
const parisTime = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' }).toJSDate();

/** The api's answer for dates the stay can no longer be sold on: the from-price, and a refusing quote. */
function stubSoldOutDates() {
  const detail = stayDetailFixture();
  detail.price = { ...detail.price, sellPrice: 13400, error: 'PACKAGE_NOT_AVAILABLE_CHECKIN' };
  stubStayApi(api, detail);
  api.json(QUOTE_PATH, {
    ...bookableQuote(0),
    bookable: false,
    priceInfo: null,
    error: 'The offer is not bookable with these criterias',
  });
}

function openStay(hash: string, overrides: RemotePropsOverrides = {}) {
  return renderRemote(AppRoot, {
    ...overrides,
    route: { kind: 'stay', id: '4321', pathname: '/sejour/4321', search: 'flow=booking', hash },
  });
}

const panel = () => screen.findByRole('complementary', { name: 'Votre réservation' });

describe('no more availability', () => {
  beforeEach(() => fixClock(parisTime('2030-03-10T10:00')));
  afterEach(() => restoreClock());

  it('says so as soon as the quote for the dates of the link refuses them, before any Book press', async () => {
    stubSoldOutDates();
    const { props } = openStay('checkin=2030-03-20&checkout=2030-03-22&night=2');

    const booking = await panel();
    expect(await within(booking).findByRole('alert')).toHaveTextContent(NO_MORE_AVAILABILITY);
    expect(Object.fromEntries(api.requestsTo(QUOTE_PATH)[0]!.url.searchParams)).toEqual({
      locale: 'fr_FR',
      checkin: '2030-03-20',
      nights: '2',
      adult: '2',
      child: '0',
      baby: '0',
    });
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('says so when the offers for the criteria cannot be had', async () => {
    stubStayApi(api, stayDetailFixture());
    api.error(OFFERS_PATH, 500);
    openStay('');

    const booking = await panel();
    expect(await within(booking).findByRole('alert')).toHaveTextContent(NO_MORE_AVAILABILITY);
  });

  it('stays quiet while the quote accepts the dates', async () => {
    stubStayApi(api, stayDetailFixture());
    openStay('checkin=2030-03-20&checkout=2030-03-22&night=2');

    const booking = await panel();
    await waitFor(() => expect(api.requestsTo(QUOTE_PATH)).toHaveLength(1));
    await waitFor(() => expect(api.requestsTo(OFFERS_PATH)).toHaveLength(1));
    expect(within(booking).queryByText(NO_MORE_AVAILABILITY)).not.toBeInTheDocument();
  });

  it('says it in the language of the page', async () => {
    stubSoldOutDates();
    openStay('checkin=2030-03-20&checkout=2030-03-22&night=2', { locale: 'es_ES' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No quedan disponibilidades. Modifica los criterios de tu estancia para disfrutar de las ofertas del producto.',
    );
  });
});
