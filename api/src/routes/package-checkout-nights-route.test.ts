import { PARIS_CITY_ID, createTestApp, daysFromToday, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function checkoutNights(offerId: number, checkin: string) {
  const response = await testApp.app.inject({
    url: `/weekend/${offerId}/packageCheckoutNights.json?checkin=${checkin}&adult=2&locale=fr_FR`,
  });
  return { status: response.statusCode, body: response.json() };
}

/** A stay the search finds bookable for 2 nights from that check-in. */
async function stayBookableFrom(checkin: string): Promise<number> {
  const response = await testApp.app.inject({
    url: `/api/offers.json?locale=fr_FR&cityId=${PARIS_CITY_ID}&checkin=${checkin}&night=2&adult=2&limit=1`,
  });
  return response.json().exactMatch[0].id;
}

describe('GET /weekend/{id}/packageCheckoutNights.json', () => {
  it('lists the nights of a check-in that can be booked, without an error', async () => {
    const checkin = daysFromToday(40);
    const offerId = await stayBookableFrom(checkin);
    const { status, body } = await checkoutNights(offerId, checkin);
    expect(status).toBe(200);
    expect(body).toMatchObject({ offerId, checkin, error: null });
    expect(body.nights).toContain(2);
  });

  it('says PACKAGE_NOT_AVAILABLE_CHECKIN for a check-in no stay of the offer can start on', async () => {
    const offerId = await stayBookableFrom(daysFromToday(40));
    const checkin = daysFromToday(-2);
    const { status, body } = await checkoutNights(offerId, checkin);
    expect(status).toBe(200);
    expect(body).toEqual({ offerId, checkin, nights: [], error: 'PACKAGE_NOT_AVAILABLE_CHECKIN' });
  });

  it('answers 404 for an unknown stay', async () => {
    const { status, body } = await checkoutNights(99_999_999, daysFromToday(40));
    expect(status).toBe(404);
    expect(body.message).toBe('No stay with id 99999999');
  });
});
