/**
 * First-order codes (BIENVENUE10) against the shopper who tries them twice: by the same account,
 * by the same mailbox written another way, and by several orders sent at once.
 */
import type { Buyer } from '../orders/buyer';
import {
  TEST_BUYER,
  cancelOrder,
  findStay,
  freshIdempotencyKey,
  orderBody,
  pay,
  post,
  priceOf,
  sandboxCardId,
  startPayment,
  stayItems,
  type TestStay,
} from '../orders/purchase-fixtures';
import { createPurchaseTestApp, TEST_ACCOUNT_HEADER, type PurchaseTestApp } from '../orders/purchase-test-app';
import type { PurchaseItems } from '../orders/purchase-items';

const CODE = 'BIENVENUE10';

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
function freshStay(): TestStay {
  const stay = findStay(api.catalogue, { nights: 2, datedActivity: false, excludeOfferIds: usedOffers });
  usedOffers.add(stay.row.offer.id);
  return stay;
}

let shopperCount = 0;
function freshShopper(): { account: Record<string, string>; buyer: Buyer; email: string } {
  shopperCount += 1;
  const email = `first-order-${shopperCount}@example.com`;
  return {
    account: { [TEST_ACCOUNT_HEADER]: `account-${shopperCount}` },
    buyer: { ...TEST_BUYER, email: { email } },
    email,
  };
}

function order(items: PurchaseItems, amount: number, buyer: Buyer, headers: Record<string, string> = {}) {
  return post(
    api.app,
    '/gateway/purchase/orders',
    { ...orderBody(items, amount), buyer },
    { headers: { 'idempotency-key': freshIdempotencyKey(), ...headers } },
  );
}

/** The items with the code, and what the checkout shows for them (asserting the code applies). */
async function withCode(headers: Record<string, string> = {}) {
  const items = stayItems(freshStay(), { promotionCodeItem: { code: CODE } });
  const price = (await post(api.app, '/gateway/purchase/price', { locale: 'fr_FR', items }, { headers })).json();
  return { items, price };
}

async function paidOrder(buyer: Buyer, headers: Record<string, string> = {}) {
  const items = stayItems(freshStay());
  const price = await priceOf(api.app, items);
  const created = await order(items, price.payToday, buyer, headers);
  expect(created.statusCode).toBe(201);
  const { orderUUID } = created.json();
  const intent = await startPayment(api.app, orderUUID, successCard, headers);
  const body = { ...orderBody(items, price.payToday), buyer };
  const paid = await pay(api.app, { orderUUID, body }, intent.json().paymentIntentId, headers);
  expect(paid.statusCode).toBe(200);
}

describe('first-order codes', () => {
  it('are refused, with a clear message, on a second order of the same account', async () => {
    const shopper = freshShopper();
    const first = await withCode(shopper.account);
    expect(first.price.promotion).toMatchObject({ code: CODE, status: 'applied' });
    await paidOrder(shopper.buyer, shopper.account);

    // The checkout says so before the buyer form...
    const second = await withCode(shopper.account);
    expect(second.price.promotion).toEqual({
      code: CODE,
      status: 'notApplicable',
      amount: 0,
      refusal: 'firstOrderOnly',
    });
    expect(second.price.lines.map((line: { kind: string }) => line.kind)).not.toContain('promotion');
    // ...an order expecting the discount all the same is refused and says why...
    const discounted = second.price.payToday - Math.round(second.price.payToday / 10);
    const refused = await order(second.items, discounted, shopper.buyer, shopper.account);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PROMOTION_CODE_REFUSED', promotionCode: CODE });
    expect(refused.json().message).toMatch(/first order only/);
    // ...and the order at the full price the checkout showed goes through.
    const full = await order(second.items, second.price.payToday, shopper.buyer, shopper.account);
    expect(full.statusCode).toBe(201);
    expect(full.json().amount).toBe(second.price.payToday);
  });

  it('are refused to an email that has ordered, written in another case or with a +tag, signed in or not', async () => {
    const shopper = freshShopper();
    await paidOrder(shopper.buyer);
    const [local, domain] = shopper.email.split('@');
    const sameMailbox = {
      ...shopper.buyer,
      email: { email: `${local!.toUpperCase()}+promo@${domain!.toUpperCase()}` },
    };

    const signedOut = await withCode();
    expect(signedOut.price.promotion.status).toBe('applied');
    const refused = await order(signedOut.items, signedOut.price.payToday, sameMailbox);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'PROMOTION_CODE_REFUSED']);

    const newAccount = freshShopper().account;
    const signedIn = await withCode(newAccount);
    const alsoRefused = await order(signedIn.items, signedIn.price.payToday, sameMailbox, newAccount);
    expect([alsoRefused.statusCode, alsoRefused.json().code]).toEqual([409, 'PROMOTION_CODE_REFUSED']);
  });

  it('go to one order only of several sent at once, by one account or by one email', async () => {
    const byAccount = freshShopper();
    const accountOrders = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const { items, price } = await withCode(byAccount.account);
        const buyer = { ...byAccount.buyer, email: { email: `other-${n}-${byAccount.email}` } };
        return order(items, price.payToday, buyer, byAccount.account);
      }),
    );
    const byEmail = freshShopper();
    const emailOrders = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const { items, price } = await withCode();
        return order(items, price.payToday, byEmail.buyer);
      }),
    );
    for (const answers of [accountOrders, emailOrders]) {
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
      for (const answer of answers.filter((one) => one.statusCode === 409)) {
        expect(answer.json().code).toBe('PROMOTION_CODE_REFUSED');
      }
    }
  });

  it('stay free for a shopper whose earlier order was given up, or is still unpaid without a code', async () => {
    const shopper = freshShopper();
    const givenUp = await withCode(shopper.account);
    const created = await order(givenUp.items, givenUp.price.payToday, shopper.buyer, shopper.account);
    expect(created.statusCode).toBe(201);
    expect((await cancelOrder(api.app, created.json().orderUUID, shopper.account)).statusCode).toBe(200);

    const plain = stayItems(freshStay());
    const pending = await order(plain, (await priceOf(api.app, plain)).payToday, shopper.buyer, shopper.account);
    expect(pending.statusCode).toBe(201);

    const again = await withCode(shopper.account);
    expect(again.price.promotion.status).toBe('applied');
    const placed = await order(again.items, again.price.payToday, shopper.buyer, shopper.account);
    expect(placed.statusCode).toBe(201);
  });
});
