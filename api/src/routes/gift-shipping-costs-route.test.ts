import { LOCALES, POINTS_OF_SALE } from '@escapade/shared-contracts/locales';
import { PHYSICAL_DELIVERY_DAYS, PHYSICAL_SHIPPING_COST } from '../orders/gift-extras';
import { get, giftCardItems, priceOf } from '../orders/purchase-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const shippingCosts = (query: string) => get(testApp.app, `/gateway/gift/shipping-costs${query}`);

describe('GET /gateway/gift/shipping-costs', () => {
  it('tells what posting a gift costs the shop, and that the buyer pays what the checkout charges for it', async () => {
    const response = await shippingCosts('?locale=fr_FR');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      amount: PHYSICAL_SHIPPING_COST,
      currency: 'EUR',
      deliveryDays: PHYSICAL_DELIVERY_DAYS,
    });
    expect(answer.amount).toBeGreaterThan(0);

    // What the page announces is what the order's shipping line charges: nothing.
    const physical = await priceOf(testApp.app, giftCardItems(5_000, 'physical'));
    const shipping = physical.lines.find((line: { kind: string }) => line.kind === 'shipping');
    expect(answer.charge).toBe(shipping.amount);
    expect(answer.charge).toBe(0);
  });

  it('posts to every country the shop sells in and its neighbours, free of charge', async () => {
    const { internationalShippingFeesPerCountry: fees, charge } = (await shippingCosts('?locale=nl_BE')).json();
    for (const pointOfSale of POINTS_OF_SALE) expect(fees[pointOfSale.id]).toBe(charge);
    expect(Object.keys(fees)).toEqual(expect.arrayContaining(['LU', 'DE', 'CH']));
    expect(Object.values(fees).every((fee) => fee === charge)).toBe(true);
    for (const country of Object.keys(fees)) expect(country).toMatch(/^[A-Z]{2}$/);
  });

  it('answers the same on every site', async () => {
    const answers = await Promise.all(LOCALES.map(async (locale) => (await shippingCosts(`?locale=${locale}`)).json()));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('answers 400 without a locale or for one the shop does not sell in', async () => {
    for (const query of ['', '?locale=en_GB', '?locale=fr', '?locale=FR_fr']) {
      const response = await shippingCosts(query);
      expect([response.statusCode, response.json().message]).toEqual([400, expect.stringMatching(/locale/)]);
    }
  });
});
