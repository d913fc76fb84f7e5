import { createdOrder, findStay, get, stayItems, type TestStay } from '../orders/purchase-fixtures';
import { TEST_ACCOUNT_HEADER, createPurchaseTestApp, type PurchaseTestApp } from '../orders/purchase-test-app';

let api: PurchaseTestApp;
beforeAll(async () => {
  api = await createPurchaseTestApp();
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

describe('GET /gateway/purchase/orders/:orderUUID', () => {
  it('shows an account’s order to that account alone', async () => {
    const order = await createdOrder(api.app, stayItems(freshStay()), as('account-a'));
    const owner = await get(api.app, `/gateway/purchase/orders/${order.orderUUID}`, { headers: as('account-a') });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().reference).toBe(order.reference);
    expect(owner.headers['cache-control']).toBe('no-store');
    for (const headers of [as('account-b'), {}]) {
      const response = await get(api.app, `/gateway/purchase/orders/${order.orderUUID}`, { headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No such order');
    }
  });

  it('shows an order placed without an account to whoever holds its UUID', async () => {
    const order = await createdOrder(api.app, stayItems(freshStay()));
    for (const headers of [{}, as('account-b')]) {
      const response = await get(api.app, `/gateway/purchase/orders/${order.orderUUID}`, { headers });
      expect([response.statusCode, response.json().orderUUID]).toEqual([200, order.orderUUID]);
    }
  });

  it('answers 404 for an unknown or malformed UUID', async () => {
    for (const uuid of [
      '7d0f2b8e-3c4a-4f5e-9a6b-1c2d3e4f5a6b',
      'abc',
      '1',
      '7D0F2B8E-3C4A-4F5E-9A6B-1C2D3E4F5A6B',
      'x'.repeat(150),
    ]) {
      expect((await get(api.app, `/gateway/purchase/orders/${uuid}`)).statusCode).toBe(404);
    }
  });
});
