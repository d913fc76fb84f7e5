import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { AppRoot } from './app-root';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../platform/test-kit/fixed-clock';
import { renderRemote, type RenderedRemote } from '../../platform/test-kit/render-remote';
import { stayDetailFixture } from './test/stay-detail-fixture';
import { stubStayApi } from './test/stub-stay-api';

const DETAIL_PATH = '/weekend/4321/detail.json';
const api = setupApiMock();

/** The shop's clock, read in Paris whatever the zone the tests run in. */
const parisTime = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' }).toJSDate();

function openStay(search: string, hash: string) {
  return renderRemote(AppRoot, {
    route: { kind: 'stay', id: '4321', pathname: '/sejour/4321', search, hash },
  });
}

/** The shell follows the page's last navigation: the page renders again on the new address. */
function followLastNavigation(view: RenderedRemote) {
  const [target] = view.props.navigate.mock.lastCall as [RouteTarget];
  const search = new URLSearchParams((target.query ?? {}) as Record<string, string>).toString();
  view.rerenderWith({ route: { ...view.props.route, search, hash: target.hash ?? '' } });
}

const bookingPanel = () => screen.findByRole('complementary', { name: 'Votre réservation' });
const giftPanel = () => screen.findByRole('complementary', { name: 'Offrir ce séjour' });

describe('switching a stay between "Pour moi" and "À offrir"', () => {
  beforeEach(() => fixClock(parisTime('2030-03-10T10:00')));
  afterEach(() => restoreClock());

  it('keeps the dates and travellers chosen when the shopper goes to the gift and comes back', async () => {
    stubStayApi(api, { ...stayDetailFixture(), isGiftable: true });
    const user = userEvent.setup();
    const view = openStay('flow=booking', 'checkin=2030-04-12&checkout=2030-04-14&night=2&a=3');

    let panel = await bookingPanel();
    const datesName = /^Dates du séjour : du ven\. 12 avr\. 2030 au dim\. 14 avr\. 2030/;
    expect(within(panel).getByRole('button', { name: datesName })).toBeInTheDocument();

    await user.click(within(panel).getByRole('radio', { name: 'À offrir' }));
    followLastNavigation(view);
    const gift = await giftPanel();
    // The stay's two nights become the gift's, for two people.
    expect(within(gift).getByText('Coffret cadeau : 2 nuits pour 2 personnes')).toBeInTheDocument();
    // A gift has no dates: the stay is asked without them in the gifting flow.
    expect(api.requestsTo(DETAIL_PATH).at(-1)!.url.searchParams.has('checkin')).toBe(false);

    await user.click(within(gift).getByRole('radio', { name: 'Pour moi' }));
    followLastNavigation(view);
    panel = await bookingPanel();
    expect(within(panel).getByRole('button', { name: datesName })).toBeInTheDocument();
    expect(within(panel).getByText(/3 adultes/)).toBeInTheDocument();
  });

  it('books a stay that cannot be offered even when the address asks for the gifting flow', async () => {
    stubStayApi(api, { ...stayDetailFixture(), isGiftable: false });
    openStay('flow=gifting', 'checkin=2030-04-12&checkout=2030-04-14&night=2&giftNights=2&giftAdult=2');

    const panel = await bookingPanel();
    expect(within(panel).getByRole('button', { name: 'Réserver' })).toBeInTheDocument();
    expect(within(panel).queryByRole('radio', { name: 'À offrir' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Offrir ce séjour' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offrir' })).not.toBeInTheDocument();
    // The dates of the address are the booking's.
    expect(
      within(panel).getByRole('button', { name: /^Dates du séjour : du ven\. 12 avr\. 2030 au dim\. 14 avr\. 2030/ }),
    ).toBeInTheDocument();
  });
});
