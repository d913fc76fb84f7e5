import { LOCALES, pointOfSaleOf } from '@escapade/shared-contracts/locales';
import { findStay, freshIdempotencyKey, get, post, priceOf, stayItems } from '../orders/purchase-fixtures';
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

describe('GET /gateway/wallet-sandbox/cards', () => {
  it('offers a card that pays, one the bank declines and one the wallet fails to start with', async () => {
    const response = await get(testApp.app, '/gateway/wallet-sandbox/cards?locale=fr_FR');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.paymentMethod).toBe('EscaPay');
    expect(answer.cards).toEqual([
      { id: expect.any(String), brand: expect.any(String), last4: '4242', outcome: 'success' },
      { id: expect.any(String), brand: expect.any(String), last4: '0002', outcome: 'declined' },
      { id: expect.any(String), brand: expect.any(String), last4: '0119', outcome: 'initFailure' },
    ]);
  });

  it('holds a customer of each site, living in its country, whom the shop takes as a buyer', async () => {
    const emails = new Set<string>();
    const usedOffers = new Set<number>();
    for (const locale of LOCALES) {
      const stay = findStay(testCatalogue.catalogue, { datedActivity: false, excludeOfferIds: usedOffers });
      usedOffers.add(stay.row.offer.id);
      const { contact } = (await get(testApp.app, `/gateway/wallet-sandbox/cards?locale=${locale}`)).json();
      expect(contact.country).toBe(pointOfSaleOf(locale).id);
      emails.add(contact.email.email);
      const items = stayItems(stay);
      const price = await priceOf(testApp.app, items, locale);
      const order = await post(
        testApp.app,
        '/gateway/purchase/orders',
        { locale, currency: 'EUR', expectedAmount: price.payToday, buyer: contact, items },
        { headers: { 'idempotency-key': freshIdempotencyKey() } },
      );
      expect(order.statusCode).toBe(201);
    }
    expect(emails.size).toBe(LOCALES.length);
  });

  it('needs the locale', async () => {
    expect((await get(testApp.app, '/gateway/wallet-sandbox/cards')).statusCode).toBe(400);
    expect((await get(testApp.app, '/gateway/wallet-sandbox/cards?locale=de_DE')).statusCode).toBe(400);
  });
});
