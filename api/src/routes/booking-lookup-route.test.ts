import type Database from 'better-sqlite3';
import { Catalogue } from '../catalogue/catalogue';
import { openCatalogueFile } from '../catalogue/open-catalogue-file';
import { DEFAULT_SEED } from '../generator/generate-catalogue';
import { WRITE_RATE_LIMITS } from '../http/write-rate-limits';
import { TEST_BUYER, createdOrder, findStay, freshAddress, get, stayItems } from '../orders/purchase-fixtures';
import { localTodayIso } from '../pricing/dates';
import { LOOKUP_FAILURE_LIMIT, LOOKUP_FAILURE_WINDOW_MS } from '../service-desk/booking-lookup';
import { postJson } from '../service-desk/service-desk-test-support';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
let catalogueDb: Database.Database;
let order: { orderUUID: string; reference: string };
beforeAll(async () => {
  testApp = await createTestApp();
  const opened = openCatalogueFile({ dataDir: testApp.dataDir, seed: DEFAULT_SEED, today: localTodayIso() });
  catalogueDb = opened.db;
  const stay = findStay(new Catalogue(opened.db, opened.meta), { datedActivity: false });
  order = await createdOrder(testApp.app, stayItems(stay));
});
afterAll(async () => {
  catalogueDb.close();
  await testApp.close();
});

const BUYER_EMAIL = TEST_BUYER.email.email;

function lookUp(body: unknown, options: { address?: string; headers?: Record<string, string> } = {}) {
  return postJson(testApp.app, '/api/orders/lookup', body, options);
}

/** A booking number no order of this test has. */
function otherNumber(reference: string): string {
  return String((Number(reference) + 1) % 100_000_000).padStart(8, '0');
}

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'BOOKING_NOT_FOUND' };

describe('POST /api/orders/lookup', () => {
  it('shows the booking as its confirmation page does when the number and the buyer’s email match', async () => {
    const response = await lookUp({ bookingNumber: order.reference, email: BUYER_EMAIL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = await get(testApp.app, `/gateway/purchase/orders/${order.orderUUID}`);
    expect(response.json()).toEqual(page.json());
    expect(response.json()).toMatchObject({ reference: order.reference, status: 'created' });
  });

  it('reads the email without case or surrounding spaces, and the number without surrounding spaces', async () => {
    const response = await lookUp({ bookingNumber: ` ${order.reference} `, email: ` ${BUYER_EMAIL.toUpperCase()} ` });
    expect([response.statusCode, response.json().reference]).toEqual([200, order.reference]);
  });

  it('answers the same 404 for a wrong email and for a wrong number', async () => {
    const wrongEmail = await lookUp({ bookingNumber: order.reference, email: 'someone.else@example.fr' });
    const wrongNumber = await lookUp({ bookingNumber: otherNumber(order.reference), email: BUYER_EMAIL });
    for (const response of [wrongEmail, wrongNumber]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(wrongEmail.body).toBe(wrongNumber.body);
  });

  it('refuses a booking number that is not 8 digits with a 400 naming it', async () => {
    for (const bookingNumber of ['1234567', '123456789', '1234567a', '']) {
      const response = await lookUp({ bookingNumber, email: BUYER_EMAIL });
      expect([bookingNumber, response.statusCode, response.json().message]).toEqual([
        bookingNumber,
        400,
        'body/bookingNumber: Booking number is composed of 8 digits',
      ]);
    }
    const missing = await lookUp({ email: BUYER_EMAIL });
    expect([missing.statusCode, missing.json().message]).toEqual([
      400,
      "body must have required property 'bookingNumber'",
    ]);
  });

  it('stops an address that misses too often, even with the right booking, and says when to retry', async () => {
    const address = freshAddress();
    let number = order.reference;
    for (let i = 0; i < LOOKUP_FAILURE_LIMIT; i++) {
      number = otherNumber(number);
      expect((await lookUp({ bookingNumber: number, email: BUYER_EMAIL }, { address })).statusCode).toBe(404);
    }
    const right = await lookUp({ bookingNumber: order.reference, email: BUYER_EMAIL }, { address });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'TOO_MANY_ATTEMPTS' });
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOOKUP_FAILURE_WINDOW_MS / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOOKUP_FAILURE_WINDOW_MS / 1000);
    // Another address is not held back.
    expect((await lookUp({ bookingNumber: order.reference, email: BUYER_EMAIL })).statusCode).toBe(200);
  });

  it('does not count right lookups as misses', async () => {
    const address = freshAddress();
    for (let i = 0; i < LOOKUP_FAILURE_LIMIT + 1; i++)
      expect((await lookUp({ bookingNumber: order.reference, email: BUYER_EMAIL }, { address })).statusCode).toBe(200);
  });

  it('limits the lookups of one address per minute', async () => {
    const address = freshAddress();
    for (let i = 0; i < WRITE_RATE_LIMITS.bookingLookups.max; i++)
      expect((await lookUp({ bookingNumber: 'x', email: BUYER_EMAIL }, { address })).statusCode).toBe(400);
    const limited = await lookUp({ bookingNumber: order.reference, email: BUYER_EMAIL }, { address });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a lookup sent by another site’s page', async () => {
    const response = await lookUp(
      { bookingNumber: order.reference, email: BUYER_EMAIL },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect([response.statusCode, response.json().message]).toEqual([403, 'OTHER_SITE']);
  });
});
