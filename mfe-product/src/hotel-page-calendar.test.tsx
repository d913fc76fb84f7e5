import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { DateTime } from 'luxon';
import { AppRoot } from './app-root';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../platform/test-kit/fixed-clock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { hotelDetailFixture, hotelRoomFixture, roomOfferFixture } from './test/hotel-detail-fixture';
import { hotelDetailPath, stubHotelApi } from './test/stub-hotel-api';
import { availabilityMonthAnswer } from './test/stub-stay-api';

const HOTEL_ID = 77;
const AVAILABILITIES_PATH = `/hotels/${HOTEL_ID}/availabilities.json`;
/** Days of March 2030 one of the hotel's stays can start on, with the cheapest night (cents); the 15th is the best. */
const MARCH_PRICES = { '2030-03-14': 18_900, '2030-03-15': 15_900, '2030-03-16': 21_050, '2030-03-20': 18_900 };
/** The nights each stay of the fixture's rooms (501 and 502, 503 in the suite) allows from any check-in. */
const NIGHTS_BY_STAY: Readonly<Record<number, number[]>> = { 501: [1], 502: [3], 503: [1] };

const api = setupApiMock();

/** The shop's clock, read in Paris whatever the zone the tests run in. */
const parisTime = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' }).toJSDate();

/** The hotel, its availability (MARCH_PRICES, no other day in any month) and its stays' night counts. */
function stubHotelWithCalendar() {
  stubHotelApi(api, hotelDetailFixture());
  api.answer(AVAILABILITIES_PATH, ({ request }) => {
    const month = new URL(request.url).searchParams.get('month') ?? '';
    return HttpResponse.json(availabilityMonthAnswer(HOTEL_ID, month, MARCH_PRICES));
  });
  for (const [stayId, nights] of Object.entries(NIGHTS_BY_STAY)) {
    api.answer(`/weekend/${stayId}/packageCheckoutNights.json`, ({ request }) =>
      HttpResponse.json({
        offerId: Number(stayId),
        checkin: new URL(request.url).searchParams.get('checkin'),
        nights,
      }),
    );
  }
}

async function openHotelCalendar(hash = '') {
  stubHotelWithCalendar();
  const user = userEvent.setup();
  const view = renderRemote(AppRoot, {
    route: { kind: 'hotel', id: String(HOTEL_ID), pathname: `/hotel/${HOTEL_ID}`, hash },
  });
  const box = await screen.findByRole('region', { name: /vos dates/i });
  await user.click(within(box).getByRole('button', { name: /dates du séjour/i }));
  const dialog = await screen.findByRole('dialog', { name: 'Dates du séjour' });
  return { ...view, user, dialog };
}

const grid = (month: string) => screen.getByRole('grid', { name: month });
const day = (name: RegExp, month = 'mars 2030') => within(grid(month)).getByRole('button', { name });
const isRefused = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';

describe("hotel page's calendar", () => {
  beforeEach(() => fixClock(parisTime('2030-03-10T10:00')));
  afterEach(() => restoreClock());

  it("asks the hotel's availability for 12 months from the current one and shows each day's price", async () => {
    await openHotelCalendar();

    await waitFor(() => expect(day(/14 mars 2030/)).toHaveAccessibleName(/^jeudi 14 mars 2030, 189\s€$/));
    expect(within(day(/14 mars 2030/)).getByText(/^189\s€$/)).toBeInTheDocument();
    expect(day(/15 mars 2030/)).toHaveAccessibleName(/^vendredi 15 mars 2030, 159\s€, Meilleur prix du mois$/);
    expect(screen.getByText('Meilleur prix du mois', { selector: 'p' })).toBeInTheDocument();

    await waitFor(() => expect(api.requestsTo(AVAILABILITIES_PATH)).toHaveLength(12));
    const asked = api.requestsTo(AVAILABILITIES_PATH).map((sent) => Object.fromEntries(sent.url.searchParams));
    const months = Array.from({ length: 12 }, (_, index) =>
      DateTime.fromISO('2030-03-01').plus({ months: index }).toFormat('yyyy-MM'),
    );
    // The whole hotel: no stay of it is named, every stay counts.
    expect(asked).toEqual(
      months.map((month) => ({ locale: 'fr_FR', month, length: '1', adult: '2', child: '0', baby: '0' })),
    );
  });

  it('greys out and refuses the days no stay of the hotel can start on', async () => {
    await openHotelCalendar();

    await waitFor(() => expect(isRefused(day(/11 mars 2030/))).toBe(true));
    expect(isRefused(day(/17 mars 2030/))).toBe(true);
    expect(isRefused(day(/ 9 mars 2030/))).toBe(true);
    expect(isRefused(day(/14 mars 2030/))).toBe(false);
    expect(isRefused(day(/20 mars 2030/))).toBe(false);
    // A refused day shows no price.
    expect(day(/11 mars 2030/)).toHaveAccessibleName('lundi 11 mars 2030');
  });

  it('allows as checkout only the night counts one of the hotel stays allows, and writes the stay to the hash', async () => {
    const { user, props } = await openHotelCalendar();
    await waitFor(() => expect(day(/14 mars 2030/)).toHaveAccessibleName(/189\s€/));

    await user.click(day(/14 mars 2030/));
    // 1 night (stays 501 and 503) or 3 nights (stay 502): never 2.
    await waitFor(() => expect(isRefused(day(/16 mars 2030/))).toBe(true));
    expect(isRefused(day(/15 mars 2030/))).toBe(false);
    // A day no stay starts on can still end one.
    expect(isRefused(day(/17 mars 2030/))).toBe(false);
    expect(isRefused(day(/18 mars 2030/))).toBe(true);
    for (const stayId of Object.keys(NIGHTS_BY_STAY)) {
      expect(api.requestsTo(`/weekend/${stayId}/packageCheckoutNights.json`)[0]?.url.searchParams.get('checkin')).toBe(
        '2030-03-14',
      );
    }

    await user.click(day(/17 mars 2030/));
    expect(props.navigate).toHaveBeenCalledWith(
      expect.objectContaining({ hash: expect.stringMatching(/checkin=2030-03-14&checkout=2030-03-17&night=3/) }),
      { replace: true },
    );
  });

  it('still allows the nights of the stays listed before dates were chosen once the rooms list fewer', async () => {
    const { user, rerenderWith, props } = await openHotelCalendar();
    // On the dates chosen, only stay 501 (1 night) is left in the rooms.
    api.answer(hotelDetailPath(HOTEL_ID), ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.has('checkin')
          ? hotelDetailFixture({ rooms: [hotelRoomFixture({ offers: [roomOfferFixture()] })] })
          : hotelDetailFixture(),
      ),
    );
    await waitFor(() => expect(day(/14 mars 2030/)).toHaveAccessibleName(/189\s€/));
    await user.click(day(/20 mars 2030/));
    await user.click(day(/21 mars 2030/));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    rerenderWith({ route: { ...props.route, hash: 'checkin=2030-03-20&checkout=2030-03-21&night=1' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Suite Junior' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /dates du séjour/i }));
    await screen.findByRole('dialog', { name: 'Dates du séjour' });
    await user.click(day(/14 mars 2030/));
    // Stay 502 (3 nights) is no longer in the rooms, but its nights are still allowed.
    await waitFor(() => expect(isRefused(day(/16 mars 2030/))).toBe(true));
    expect(isRefused(day(/17 mars 2030/))).toBe(false);
  });
});
