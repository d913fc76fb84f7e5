import {
  createdOrder,
  findStay,
  get,
  pay,
  startPayment,
  stayItems,
  cancelOrder,
  type TestStay,
} from '../orders/purchase-fixtures';
import { TEST_ACCOUNT_HEADER, createPurchaseTestApp, type PurchaseTestApp } from '../orders/purchase-test-app';

let api: PurchaseTestApp;
let cards: Record<string, string>;
beforeAll(async () => {
  api = await createPurchaseTestApp();
  const answer = (await get(api.app, '/gateway/wallet-sandbox/cards?locale=fr_FR')).json();
  cards = Object.fromEntries(answer.cards.map((card: { id: string; outcome: string }) => [card.outcome, card.id]));
});
afterAll(async () => {
  await api.close();
});

const usedOffers = new Set<number>();
function freshStay(): TestStay {
  const stay = findStay(api.catalogue, { datedActivity: false, excludeOfferIds: usedOffers });
  usedOffers.add(stay.row.offer.id);
  return stay;
}

const as = (account: string) => ({ [TEST_ACCOUNT_HEADER]: account });
const tripsOf = (headers: Record<string, string>) => get(api.app, '/gateway/account/trips', { headers });

describe('GET /gateway/account/trips', () => {
  it('lists the customer’s orders, newest first, whatever became of them, and no one else’s', async () => {
    const account = as('account-trips-a');
    const paid = await createdOrder(api.app, stayItems(freshStay()), account);
    const intent = (await startPayment(api.app, paid.orderUUID, cards.success!, account)).json().paymentIntentId;
    expect((await pay(api.app, paid, intent, account)).statusCode).toBe(200);
    const failed = await createdOrder(api.app, stayItems(freshStay()), account);
    const declined = (await startPayment(api.app, failed.orderUUID, cards.declined!, account)).json().paymentIntentId;
    expect((await pay(api.app, failed, declined, account)).statusCode).toBe(402);
    const cancelled = await createdOrder(api.app, stayItems(freshStay()), account);
    expect((await cancelOrder(api.app, cancelled.orderUUID, account)).statusCode).toBe(200);
    const waiting = await createdOrder(api.app, stayItems(freshStay()), account);
    const someoneElses = await createdOrder(api.app, stayItems(freshStay()), as('account-trips-b'));
    const anonymous = await createdOrder(api.app, stayItems(freshStay()));

    const response = await tripsOf(account);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { orders } = response.json();
    expect(orders.map((order: { orderUUID: string; status: string }) => [order.orderUUID, order.status])).toEqual([
      [waiting.orderUUID, 'created'],
      [cancelled.orderUUID, 'cancelled'],
      [failed.orderUUID, 'failed'],
      [paid.orderUUID, 'paid'],
    ]);
    // Each in the shape of the order's own page.
    const page = (await get(api.app, `/gateway/purchase/orders/${paid.orderUUID}`, { headers: account })).json();
    expect(orders[3]).toEqual(page);

    const theirs = (await tripsOf(as('account-trips-b'))).json().orders;
    expect(theirs.map((order: { orderUUID: string }) => order.orderUUID)).toEqual([someoneElses.orderUUID]);
    expect(theirs.map((order: { orderUUID: string }) => order.orderUUID)).not.toContain(anonymous.orderUUID);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await tripsOf({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'SIGNED_OUT' });
  });
});
