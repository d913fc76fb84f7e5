/**
 * The purchase calls in the shop's own api, with customers signed in through their accounts: an
 * order placed while signed in belongs to that account.
 */
import { signedUpCustomer } from '../accounts/account-test-client';
import { createdOrder, findStay, get, stayItems } from '../orders/purchase-fixtures';
import { openTestCatalogue, type TestCatalogue } from '../test/test-catalogue';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
let testCatalogue: TestCatalogue;
beforeAll(async () => {
  testApp = await createTestApp();
  testCatalogue = openTestCatalogue(testApp.dataDir);
});
afterAll(async () => {
  testCatalogue.close();
  await testApp.close();
});

describe('orders of signed-in customers', () => {
  it('belong to the customer: on their trips, hidden from everyone else', async () => {
    const alice = await signedUpCustomer(testApp.app);
    const bruno = await signedUpCustomer(testApp.app);
    const stay = findStay(testCatalogue.catalogue, { datedActivity: false });
    const order = await createdOrder(testApp.app, stayItems(stay), { cookie: alice.cookie });

    const url = `/gateway/purchase/orders/${order.orderUUID}`;
    expect((await get(testApp.app, url, { headers: { cookie: alice.cookie } })).statusCode).toBe(200);
    expect((await get(testApp.app, url, { headers: { cookie: bruno.cookie } })).statusCode).toBe(404);
    expect((await get(testApp.app, url)).statusCode).toBe(404);

    const trips = (headers: Record<string, string>) => get(testApp.app, '/gateway/account/trips', { headers });
    const alicesTrips = (await trips({ cookie: alice.cookie })).json().orders;
    expect(alicesTrips.map((trip: { orderUUID: string }) => trip.orderUUID)).toEqual([order.orderUUID]);
    expect((await trips({ cookie: bruno.cookie })).json().orders).toEqual([]);
    expect((await trips({})).statusCode).toBe(401);

    // Signed out, the browser's cookies name no one any more, and it is told to forget them.
    const signOut = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/account/sign-out',
      headers: { cookie: alice.cookie },
      remoteAddress: '10.200.0.1',
    });
    expect(signOut.statusCode).toBe(204);
    const after = await trips({ cookie: alice.cookie });
    expect(after.statusCode).toBe(401);
    expect(String(after.headers['set-cookie'])).toMatch(/escapade_access_token=;/);
    expect((await get(testApp.app, url, { headers: { cookie: alice.cookie } })).statusCode).toBe(404);
  });
});
