import {
  cancelOrder,
  createdOrder,
  findStay,
  get,
  pay,
  placeOrder,
  priceOf,
  sandboxCardId,
  startPayment,
  stayItems,
  type TestStay,
} from '../orders/purchase-fixtures';
import { UNPAID_ORDER_LIFETIME_MS } from '../orders/order-store';
import { TEST_ACCOUNT_HEADER, createPurchaseTestApp, type PurchaseTestApp } from '../orders/purchase-test-app';

let api: PurchaseTestApp;
let successCard: string;
beforeAll(async () => {
  api = await createPurchaseTestApp();
  successCard = await sandboxCardId(api.app, 'success');
});
afterAll(async () => {
  await api.close();
});

const usedOffers = new Set<number>();
function lastRoomStay(): TestStay {
  const stay = findStay(api.catalogue, { datedActivity: false, roomsLeft: 1, excludeOfferIds: usedOffers });
  usedOffers.add(stay.row.offer.id);
  return stay;
}

const statusOf = async (orderUUID: string) =>
  (await get(api.app, `/gateway/purchase/orders/${orderUUID}`)).json().status;

describe('POST /gateway/purchase/orders/:orderUUID/cancel', () => {
  it('cancels a created order and frees its room, once', async () => {
    const stay = lastRoomStay();
    const order = await createdOrder(api.app, stayItems(stay));
    expect((await placeOrder(api.app, stayItems(stay))).json().code).toBe('SOLD_OUT');

    const response = await cancelOrder(api.app, order.orderUUID);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orderUUID: order.orderUUID, status: 'cancelled' });
    expect((await priceOf(api.app, stayItems(stay))).bookable).toBe(true);

    const again = await cancelOrder(api.app, order.orderUUID);
    expect([again.statusCode, again.json().code]).toEqual([409, 'ORDER_NOT_CANCELLABLE']);
    expect((await placeOrder(api.app, stayItems(stay))).statusCode).toBe(201);
  });

  it('does not cancel a paid order, which keeps its room', async () => {
    const stay = lastRoomStay();
    const order = await createdOrder(api.app, stayItems(stay));
    const intent = (await startPayment(api.app, order.orderUUID, successCard)).json().paymentIntentId;
    expect((await pay(api.app, order, intent)).statusCode).toBe(200);
    const response = await cancelOrder(api.app, order.orderUUID);
    expect([response.statusCode, response.json().code]).toEqual([409, 'ORDER_NOT_CANCELLABLE']);
    expect(await statusOf(order.orderUUID)).toBe('paid');
    expect(await priceOf(api.app, stayItems(stay))).toMatchObject({ bookable: false, code: 'SOLD_OUT' });
  });

  it('answers 404 for another account’s order, which stays as it was', async () => {
    const headers = { [TEST_ACCOUNT_HEADER]: 'account-a' };
    const order = await createdOrder(api.app, stayItems(lastRoomStay()), headers);
    for (const other of [{ [TEST_ACCOUNT_HEADER]: 'account-b' }, {}] as Record<string, string>[]) {
      expect((await cancelOrder(api.app, order.orderUUID, other)).statusCode).toBe(404);
    }
    expect((await get(api.app, `/gateway/purchase/orders/${order.orderUUID}`, { headers })).json().status).toBe(
      'created',
    );
    expect((await cancelOrder(api.app, 'not-an-order')).statusCode).toBe(404);
  });

  // Last: it moves the orders' clock on.
  it('counts an order left unpaid past its lifetime as cancelled, its room free', async () => {
    const stay = lastRoomStay();
    const order = await createdOrder(api.app, stayItems(stay));
    api.advanceClock(UNPAID_ORDER_LIFETIME_MS - 60_000);
    expect(await statusOf(order.orderUUID)).toBe('created');
    expect((await priceOf(api.app, stayItems(stay))).code).toBe('SOLD_OUT');

    api.advanceClock(61_000);
    expect(await statusOf(order.orderUUID)).toBe('cancelled');
    expect((await priceOf(api.app, stayItems(stay))).bookable).toBe(true);
    const payment = await startPayment(api.app, order.orderUUID, successCard);
    expect([payment.statusCode, payment.json().code]).toEqual([409, 'ORDER_NOT_PAYABLE']);
    expect((await cancelOrder(api.app, order.orderUUID)).statusCode).toBe(409);
    expect((await placeOrder(api.app, stayItems(stay))).statusCode).toBe(201);
  });
});
