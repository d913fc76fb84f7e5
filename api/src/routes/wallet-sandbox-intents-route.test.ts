import {
  cancelOrder,
  createdOrder,
  findStay,
  get,
  startPayment,
  stayItems,
  type TestStay,
} from '../orders/purchase-fixtures';
import { createPurchaseTestApp, type PurchaseTestApp } from '../orders/purchase-test-app';
import { TEST_ACCOUNT_HEADER } from '../orders/purchase-test-app';

let api: PurchaseTestApp;
let cards: { id: string; outcome: string }[];
beforeAll(async () => {
  api = await createPurchaseTestApp();
  cards = (await get(api.app, '/gateway/wallet-sandbox/cards?locale=fr_FR')).json().cards;
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

const cardFor = (outcome: string) => cards.find((card) => card.outcome === outcome)!.id;

describe('POST /gateway/wallet-sandbox/intents', () => {
  it('starts paying a created order with a test card', async () => {
    const order = await createdOrder(api.app, stayItems(freshStay()));
    for (const outcome of ['success', 'declined']) {
      const response = await startPayment(api.app, order.orderUUID, cardFor(outcome));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        paymentIntentId: expect.stringMatching(/^pi_[0-9a-f]{32}$/),
        paymentMethod: 'EscaPay',
      });
    }
  });

  it('fails to start with the card made for it, leaving the order waiting for its payment', async () => {
    const order = await createdOrder(api.app, stayItems(freshStay()));
    const response = await startPayment(api.app, order.orderUUID, cardFor('initFailure'));
    expect(response.statusCode).toBe(424);
    expect(response.json()).toMatchObject({ code: 'WALLET_INIT_FAILED' });
    expect((await get(api.app, `/gateway/purchase/orders/${order.orderUUID}`)).json().status).toBe('created');
  });

  it('refuses an order that no longer waits for its payment', async () => {
    const order = await createdOrder(api.app, stayItems(freshStay()));
    await cancelOrder(api.app, order.orderUUID);
    const response = await startPayment(api.app, order.orderUUID, cardFor('success'));
    expect([response.statusCode, response.json().code]).toEqual([409, 'ORDER_NOT_PAYABLE']);
  });

  it('answers 404 for an unknown order or another customer’s, 400 for an unknown card', async () => {
    const mine = await createdOrder(api.app, stayItems(freshStay()), { [TEST_ACCOUNT_HEADER]: 'account-a' });
    const theirs = await startPayment(api.app, mine.orderUUID, cardFor('success'), {
      [TEST_ACCOUNT_HEADER]: 'account-b',
    });
    expect(theirs.statusCode).toBe(404);
    for (const orderUUID of ['7d0f2b8e-3c4a-4f5e-9a6b-1c2d3e4f5a6b', 'not-a-uuid']) {
      expect((await startPayment(api.app, orderUUID, cardFor('success'))).statusCode).toBe(404);
    }
    const unknownCard = await startPayment(api.app, mine.orderUUID, 'card_amex_0005', {
      [TEST_ACCOUNT_HEADER]: 'account-a',
    });
    expect(unknownCard.statusCode).toBe(400);
  });
});
