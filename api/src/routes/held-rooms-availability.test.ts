import { Catalogue } from '../catalogue/catalogue';
import { openCatalogueFile } from '../catalogue/open-catalogue-file';
import { DEFAULT_SEED } from '../generator/generate-catalogue';
import { localTodayIso } from '../pricing/dates';
import { cancelOrder, createdOrder, findStay, get, stayItems } from '../orders/purchase-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// The rooms of orders placed are off sale on the product page too: its calendar and its quote.

let api: TestApp;
let catalogue: Catalogue;

beforeAll(async () => {
  api = await createTestApp();
  const opened = openCatalogueFile({ dataDir: api.dataDir, seed: DEFAULT_SEED, today: localTodayIso() });
  catalogue = new Catalogue(opened.db, opened.meta);
});
afterAll(() => api.close());

async function quoteOf(offerId: number, checkin: string) {
  const response = await get(api.app, `/product/${offerId}/quote?locale=fr_FR&checkin=${checkin}&nights=1`);
  expect(response.statusCode).toBe(200);
  return response.json() as { bookable: boolean; error?: string };
}

async function calendarDay(hotelId: number, offerId: number, day: string) {
  const month = day.slice(0, 7);
  const response = await get(
    api.app,
    `/hotels/${hotelId}/availabilities.json?locale=fr_FR&month=${month}&length=1&offerId=${offerId}`,
  );
  expect(response.statusCode).toBe(200);
  return (response.json() as { availabilities: { day: string; price: number | null }[] }).availabilities.find(
    (entry) => entry.day === day,
  );
}

it('takes the last room off the calendar and the quote while an order holds it, and back once cancelled', async () => {
  const stay = findStay(catalogue, { roomsLeft: 1, datedActivity: false });
  const offerId = stay.row.offer.id;
  const hotelId = stay.row.hotel.id;
  expect(await quoteOf(offerId, stay.checkin)).toMatchObject({ bookable: true });
  expect((await calendarDay(hotelId, offerId, stay.checkin))?.price).not.toBeNull();

  const order = await createdOrder(api.app, stayItems(stay));

  expect(await quoteOf(offerId, stay.checkin)).toMatchObject({ bookable: false });
  expect((await calendarDay(hotelId, offerId, stay.checkin))?.price).toBeNull();

  expect((await cancelOrder(api.app, order.orderUUID)).statusCode).toBe(200);
  expect(await quoteOf(offerId, stay.checkin)).toMatchObject({ bookable: true });
  expect((await calendarDay(hotelId, offerId, stay.checkin))?.price).not.toBeNull();
});
