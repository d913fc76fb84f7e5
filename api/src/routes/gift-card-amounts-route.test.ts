import { LOCALES } from '@escapade/shared-contracts/locales';
import { GIFT_CARD_TITLES } from '../orders/gift-card-amounts';
import {
  TEST_BUYER,
  freshIdempotencyKey,
  get,
  giftCardItems,
  orderBody,
  post,
  priceOf,
} from '../orders/purchase-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface GiftCardAmounts {
  amounts: number[];
  defaultAmount: number;
  min: number;
  max: number;
  validityMonths: number;
}

const amountsFor = (query: string) => get(testApp.app, `/gateway/giftcard/amounts${query}`);

async function amounts(locale = 'fr_FR'): Promise<GiftCardAmounts> {
  const response = await amountsFor(`?locale=${locale}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

function order(body: unknown, key: string) {
  return post(testApp.app, '/gateway/purchase/orders', body, { headers: { 'idempotency-key': key } });
}

describe('GET /gateway/giftcard/amounts', () => {
  it('offers whole-euro amounts, in order, within the range, starting on one of them', async () => {
    const answer = await amounts();
    expect(answer.amounts.length).toBeGreaterThan(1);
    expect([...answer.amounts].sort((a, b) => a - b)).toEqual(answer.amounts);
    for (const amount of answer.amounts) {
      expect(amount % 100).toBe(0);
      expect(amount).toBeGreaterThanOrEqual(answer.min);
      expect(amount).toBeLessThanOrEqual(answer.max);
    }
    expect(answer.amounts).toContain(answer.defaultAmount);
    expect(answer.min).toBeLessThan(answer.max);
    expect(answer.validityMonths).toBe(12);
  });

  it('answers the same on every site', async () => {
    const answers = await Promise.all(LOCALES.map((locale) => amounts(locale)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('answers 400 without a locale or for one the shop does not sell in', async () => {
    for (const query of ['', '?locale=en_US', '?locale=nl', '?amount=5000']) {
      const response = await amountsFor(query);
      expect([response.statusCode, response.json().message]).toEqual([400, expect.stringMatching(/locale/)]);
    }
  });
});

describe('a gift card of these amounts, bought', () => {
  it('costs each offered amount, and any other whole number of euros within the range', async () => {
    const { amounts: offered, min, max } = await amounts();
    for (const amount of [...offered, min, max, min + 100, max - 100]) {
      const price = await priceOf(testApp.app, giftCardItems(amount));
      expect(price.lines).toEqual([{ kind: 'giftCard', amount }]);
      expect(price.payToday).toBe(amount);
    }
  });

  it('refuses what the range does not take with a 400', async () => {
    const { min, max } = await amounts();
    for (const amount of [min - 100, max + 100, min + 50, 0]) {
      const response = await post(testApp.app, '/gateway/purchase/price', {
        locale: 'fr_FR',
        items: giftCardItems(amount),
      });
      expect([amount, response.statusCode]).toEqual([amount, 400]);
      expect(response.json().message).toMatch(/body\/items\/giftItem\/amount/);
    }
  });

  it('is ordered once per key, and the order shows the card in the language it was bought in', async () => {
    const { defaultAmount } = await amounts('it_IT');
    const items = giftCardItems(defaultAmount, 'physical', {
      customisation: { fromName: 'Giulia', message: 'Buon compleanno!' },
    });
    const price = await priceOf(testApp.app, items, 'it_IT');
    const body = orderBody(items, price.payToday, 'it_IT');
    const key = freshIdempotencyKey();

    const first = await order(body, key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'created', amount: price.payToday, currency: 'EUR' });
    const again = await order(body, key);
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    // The same key for another card is refused; the first order is untouched.
    const other = await order(orderBody(giftCardItems(defaultAmount + 1_000), defaultAmount + 1_000, 'it_IT'), key);
    expect([other.statusCode, other.json().code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);

    const read = await get(testApp.app, `/gateway/purchase/orders/${first.json().orderUUID}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      status: 'created',
      locale: 'it_IT',
      amount: price.payToday,
      buyer: { firstName: TEST_BUYER.firstName },
      item: {
        kind: 'giftCard',
        title: GIFT_CARD_TITLES.it,
        amount: defaultAmount,
        giftFormat: 'physical',
        insurance: false,
      },
      lines: price.lines,
      touristTax: null,
    });
  });

  it('is refused at a price other than its amount', async () => {
    const { defaultAmount } = await amounts();
    const response = await order(orderBody(giftCardItems(defaultAmount), defaultAmount - 100), freshIdempotencyKey());
    expect([response.statusCode, response.json()]).toEqual([
      409,
      expect.objectContaining({ code: 'PRICE_CHANGED', amount: defaultAmount }),
    ]);
  });
});
