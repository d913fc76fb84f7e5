import { FRANCE_COUNTRY_ID, PARIS_CITY_ID, createTestApp, type TestApp } from '../test/test-app';
import { addDaysIso, localTodayIso } from '../pricing/dates';
import { NOT_BOOKABLE_MESSAGE } from './product-quote-route';

/**
 * The stay calls hold on any day of the year: with today's clock (the run's catalogue), and with the
 * clock pinned to days that cross a month, a year or a leap day, in the evening past the same-day
 * cut-off (20:00) and in the morning. A pinned clock gets a catalogue generated from its own day.
 */
const PINNED_CLOCKS = ['2026-12-31T23:30:00', '2027-02-27T20:15:00', '2027-07-14T08:00:00', '2028-01-20T20:00:00'];

const CLOCKS: [string, string | null][] = [
  ['now', null],
  ...PINNED_CLOCKS.map((clock): [string, string] => [clock, clock]),
];

describe.each(CLOCKS)('with the clock at %s', (_label, pinned) => {
  const now = () => (pinned === null ? new Date() : new Date(pinned));
  /** A date `days` from the clock's today, yyyy-MM-dd. */
  const daysFromToday = (days: number) => addDaysIso(localTodayIso(now()), days);

  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(pinned === null ? {} : { now });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = async (url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };

  /** A stay bookable for 2 nights in 40 days, as the search shows it. */
  async function bookableStay(): Promise<{ id: number; hotelId: number; checkin: string; sellPrice: number }> {
    const checkin = daysFromToday(40);
    const result = await get(
      `/api/offers.json?locale=fr_FR&cityId=${PARIS_CITY_ID}&checkin=${checkin}&night=2&adult=2&child=1&limit=1`,
    );
    const offer = result.body.exactMatch[0];
    return { id: offer.id, hotelId: offer.hotel.id, checkin, sellPrice: offer.sellPrice };
  }

  describe('GET /weekend/{id}/detail.json', () => {
    it('describes a stay in the locale’s language, with a from-price without dates', async () => {
      const stay = await bookableStay();
      const { status, body } = await get(`/weekend/${stay.id}/detail.json?locale=it_IT`);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: stay.id,
        published: true,
        hotel: {
          id: stay.hotelId,
          checkInOut: { checkin: expect.stringMatching(/^\d\d:00$/), checkout: expect.stringMatching(/^\d\d:00$/) },
        },
        price: { priceType: 'from-price', adults: 2 },
        imagesBySize: { '640_360': expect.any(Array), '960_540': expect.any(Array) },
      });
      expect(body.hotel.location.label).toBe('Parigi');
      expect(body.programLines[0]).toMatchObject({ type: 'room', title: expect.stringMatching(/^\d nott[ei] in /) });
      expect(body.imagesBySize['640_360'][0]).toMatch(/^\/images\/\w+\/\d+\.webp\?w=640&h=360$/);
    });

    it('prices the dates and travellers asked, like the search did', async () => {
      const stay = await bookableStay();
      const { body } = await get(
        `/weekend/${stay.id}/detail.json?locale=fr_FR&checkin=${stay.checkin}&night=2&adult=2&child=1`,
      );
      expect(body.price).toMatchObject({
        priceType: 'final-price',
        sellPrice: stay.sellPrice,
        nights: 2,
        checkin: stay.checkin,
        error: null,
      });
      expect(body.programLines[0].title).toMatch(/^2 nuits en /);
    });

    it('answers 404 for an unknown stay', async () => {
      const { status, body } = await get('/weekend/123/detail.json?locale=fr_FR');
      expect(status).toBe(404);
      expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No stay with id 123' });
    });

    it('answers 400 for an id that is not a number', async () => {
      const { status, body } = await get('/weekend/abc/detail.json?locale=fr_FR');
      expect(status).toBe(400);
      expect(body.message).toBe('params/id must be integer');
    });
  });

  describe('GET /product/{id}/quote', () => {
    it('computes the price on the server, consistent with the detail', async () => {
      const stay = await bookableStay();
      const detail = (
        await get(`/weekend/${stay.id}/detail.json?locale=fr_FR&checkin=${stay.checkin}&night=2&adult=2&child=1`)
      ).body;
      const { status, body } = await get(
        `/product/${stay.id}/quote?locale=fr_FR&checkin=${stay.checkin}&nights=2&adult=2&child=1&baby=0`,
      );
      expect(status).toBe(200);
      expect(body.bookable).toBe(true);
      expect(body.priceInfo).toMatchObject({
        sellPrice: detail.price.sellPrice,
        refPrice: detail.price.refPrice,
        promoPercentageRounded: detail.price.promoPercentageRounded,
        moneySaved: detail.price.refPrice - detail.price.sellPrice,
        priceType: 'final-price',
        nights: 2,
      });
      expect(body.reservationCriteria).toEqual({
        offerId: stay.id,
        checkin: stay.checkin,
        checkout: daysFromToday(42),
        nights: 2,
        adults: 2,
        children: 1,
        babies: 0,
      });
      expect(body.programLineList.length).toBeGreaterThan(0);
      expect(body.localTaxTotalAmount).toBeGreaterThanOrEqual(0);
    });

    it('says when the stay cannot be booked on those dates', async () => {
      const stay = await bookableStay();
      const { body } = await get(`/product/${stay.id}/quote?locale=fr_FR&checkin=${daysFromToday(-1)}&nights=2`);
      expect(body).toMatchObject({ bookable: false, error: NOT_BOOKABLE_MESSAGE, priceInfo: null });
    });

    it('requires the dates', async () => {
      const stay = await bookableStay();
      const { status, body } = await get(`/product/${stay.id}/quote?locale=fr_FR`);
      expect(status).toBe(400);
      expect(body.message).toBe("querystring must have required property 'checkin'");
    });
  });

  describe('calendar calls', () => {
    it('lists the nights that can be booked from a check-in', async () => {
      const stay = await bookableStay();
      const { body } = await get(
        `/weekend/${stay.id}/packageCheckoutNights.json?checkin=${stay.checkin}&adult=2&locale=fr_FR`,
      );
      expect(body.offerId).toBe(stay.id);
      expect(body.nights).toContain(2);
      expect([...body.nights].sort((a: number, b: number) => a - b)).toEqual(body.nights);
    });

    it('gives a hotel’s cheapest night per day for whole months', async () => {
      const stay = await bookableStay();
      const month = stay.checkin.slice(0, 7);
      const { status, body } = await get(
        `/hotels/${stay.hotelId}/availabilities.json?locale=fr_FR&month=${month}&length=2`,
      );
      expect(status).toBe(200);
      expect(body.availabilities.length).toBeGreaterThanOrEqual(59);
      expect(body.availabilities[0].day).toBe(`${month}-01`);
      const checkinDay = body.availabilities.find((entry: { day: string }) => entry.day === stay.checkin);
      expect(checkinDay.price).toEqual(expect.any(Number));
      const open = body.availabilities.filter((entry: { price: number | null }) => entry.price !== null);
      expect(
        open.filter((entry: { bestPriceOfTheMonth: boolean }) => entry.bestPriceOfTheMonth).length,
      ).toBeGreaterThanOrEqual(1);
      expect(
        body.availabilities.every(
          (entry: { price: number | null; promo: number | null }) => (entry.price === null) === (entry.promo === null),
        ),
      ).toBe(true);
    });

    it('answers 400 for a badly written month and 404 for an unknown hotel', async () => {
      expect((await get('/hotels/1001/availabilities.json?locale=fr_FR&month=2025-13')).body.message).toBe(
        'querystring/month must be a month as yyyy-MM',
      );
      expect((await get('/hotels/7/availabilities.json?locale=fr_FR&month=2025-05')).status).toBe(404);
    });
  });

  describe('GET /gateway/gift/{id}/price-list', () => {
    it('lists gift prices for 1 to 3 nights for 2 people', async () => {
      const first = (await get(`/api/offers.json?locale=fr_FR&countryId=${FRANCE_COUNTRY_ID}&flow=gifting&limit=1`))
        .body.exactMatch[0];
      const { body } = await get(`/gateway/gift/${first.id}/price-list?locale=nl_BE`);
      expect(body).toMatchObject({ offerId: first.id, isGiftable: true, giftNights: 1 });
      expect(body.priceList.map((entry: { nights: number }) => entry.nights)).toEqual([1, 2, 3]);
      expect(body.priceList[0].sellPrice).toBe(first.sellPrice);
      expect(body.priceList[2].sellPrice).toBeGreaterThan(body.priceList[0].sellPrice);
    });
  });

  describe('GET /api/hotel/{id}/reviews.json', () => {
    it('pages a hotel’s reviews, newest first, in one language or all', async () => {
      const stay = await bookableStay();
      const all = (await get(`/api/hotel/${stay.hotelId}/reviews.json?locale=fr_FR`)).body;
      expect(all).toMatchObject({ totalCount: expect.any(Number), score: expect.any(Number), list: expect.any(Array) });
      const dates = all.list.map((review: { date: string }) => review.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      const french = (await get(`/api/hotel/${stay.hotelId}/reviews.json?locale=fr_FR&language=fr`)).body;
      expect(french.list.every((review: { locale: string }) => review.locale === 'fr')).toBe(true);
    });
  });
});
