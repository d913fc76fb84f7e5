import {
  cancelOrder,
  createdOrder,
  findStay,
  get,
  pay,
  priceOf,
  startPayment,
  stayItems,
  type TestStay,
} from '../orders/purchase-fixtures';
import { createPurchaseTestApp, type PurchaseTestApp } from '../orders/purchase-test-app';

let api: PurchaseTestApp;
let cardIds: Record<'success' | 'declined' | 'initFailure', string>;
beforeAll(async () => {
  api = await createPurchaseTestApp();
  const { cards } = (await get(api.app, '/gateway/wallet-sandbox/cards?locale=fr_FR')).json();
  cardIds = Object.fromEntries(cards.map((card: { id: string; outcome: string }) => [card.outcome, card.id])) as never;
});
afterAll(async () => {
  await api.close();
});

const usedOffers = new Set<number>();
function freshStay(wish: Parameters<typeof findStay>[1] = {}): TestStay {
  const stay = findStay(api.catalogue, { datedActivity: false, ...wish, excludeOfferIds: usedOffers });
  usedOffers.add(stay.row.offer.id);
  return stay;
}

async function intentFor(orderUUID: string, outcome: keyof typeof cardIds): Promise<string> {
  const response = await startPayment(api.app, orderUUID, cardIds[outcome]);
  expect(response.statusCode).toBe(201);
  return response.json().paymentIntentId;
}

const statusOf = async (orderUUID: string) =>
  (await get(api.app, `/gateway/purchase/orders/${orderUUID}`)).json().status;

describe('POST /gateway/purchase/zeppto', () => {
  it('pays the order with an accepted card, and paying it again answers the same booking', async () => {
    const order = await createdOrder(api.app, stayItems(freshStay()));
    const intent = await intentFor(order.orderUUID, 'success');
    const response = await pay(api.app, order, intent);
    expect(response.statusCode).toBe(200);
    const booking = { booking: { orderUUID: order.orderUUID, reference: order.reference, status: 'paid' } };
    expect(response.json()).toEqual(booking);
    expect(await statusOf(order.orderUUID)).toBe('paid');

    const again = await pay(api.app, order, intent);
    expect([again.statusCode, again.json()]).toEqual([200, booking]);
  });

  it('fails the order on a declined card and frees its room for the next buyer', async () => {
    const stay = freshStay({ roomsLeft: 1 });
    const order = await createdOrder(api.app, stayItems(stay));
    expect(await priceOf(api.app, stayItems(stay))).toMatchObject({ bookable: false, code: 'SOLD_OUT' });
    const accepted = await intentFor(order.orderUUID, 'success');
    const declined = await intentFor(order.orderUUID, 'declined');

    const response = await pay(api.app, order, declined);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'PAYMENT_DECLINED', message: 'Payment declined by the bank' });
    expect(await statusOf(order.orderUUID)).toBe('failed');

    // A failed order stays failed, whatever card comes next.
    const late = await pay(api.app, order, accepted);
    expect([late.statusCode, late.json().code]).toEqual([409, 'ORDER_NOT_PAYABLE']);
    expect(await statusOf(order.orderUUID)).toBe('failed');

    const next = await createdOrder(api.app, stayItems(stay));
    expect(await statusOf(next.orderUUID)).toBe('created');
  });

  it('refuses a payment whose body, amount or intent is not the order’s', async () => {
    const order = await createdOrder(api.app, stayItems(freshStay()));
    const other = await createdOrder(api.app, stayItems(freshStay()));
    const intent = await intentFor(order.orderUUID, 'success');
    const otherIntent = await intentFor(other.orderUUID, 'success');
    const attempts = [
      pay(api.app, { ...order, body: { ...order.body, expectedAmount: order.amount - 1 } }, intent),
      pay(api.app, { ...order, body: other.body }, intent),
      pay(api.app, order, otherIntent),
      pay(api.app, order, 'pi_0000000000000000000000000000000a'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect([response.statusCode, response.json().code]).toEqual([409, 'ORDER_MISMATCH']);
    }
    expect(await statusOf(order.orderUUID)).toBe('created');
  });

  it('refuses to pay a cancelled order, and answers 404 for an unknown one', async () => {
    const order = await createdOrder(api.app, stayItems(freshStay()));
    const intent = await intentFor(order.orderUUID, 'success');
    expect((await cancelOrder(api.app, order.orderUUID)).statusCode).toBe(200);
    const response = await pay(api.app, order, intent);
    expect([response.statusCode, response.json().code]).toEqual([409, 'ORDER_NOT_PAYABLE']);

    const unknown = await pay(api.app, { ...order, orderUUID: '7d0f2b8e-3c4a-4f5e-9a6b-1c2d3e4f5a6b' }, intent);
    expect(unknown.statusCode).toBe(404);
    const malformed = await pay(api.app, { ...order, orderUUID: '../../orders' }, intent);
    expect(malformed.statusCode).toBe(404);
  });

  it('answers 400 for an authorisation of another wallet or a malformed body', async () => {
    const order = await createdOrder(api.app, stayItems(freshStay()));
    const intent = await intentFor(order.orderUUID, 'success');
    const base = { ...order.body, orderUUID: order.orderUUID };
    for (const body of [
      { ...base, pspAuthorization: { paymentIntentId: intent, paymentMethod: 'OtherPay' } },
      { ...base, pspAuthorization: { paymentIntentId: 'x'.repeat(101), paymentMethod: 'EscaPay' } },
      base,
      { ...base, pspAuthorization: { paymentIntentId: intent, paymentMethod: 'EscaPay' }, buyer: null },
    ]) {
      const response = await api.app.inject({ method: 'POST', url: '/gateway/purchase/zeppto', payload: body });
      expect(response.statusCode).toBe(400);
    }
    expect(await statusOf(order.orderUUID)).toBe('created');
  });
});
