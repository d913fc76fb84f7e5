import {
  TEST_BUYER,
  findStay,
  freshIdempotencyKey,
  get,
  orderBody,
  placeOrder,
  post,
  priceOf,
  stayItems,
  type TestStay,
} from '../orders/purchase-fixtures';
import { createPurchaseTestApp, type PurchaseTestApp } from '../orders/purchase-test-app';

let api: PurchaseTestApp;
beforeAll(async () => {
  api = await createPurchaseTestApp();
});
afterAll(async () => {
  await api.close();
});

/** Each test takes stays no other test of the file has held rooms of. */
const usedOffers = new Set<number>();
function freshStay(wish: Parameters<typeof findStay>[1] = {}): TestStay {
  const stay = findStay(api.catalogue, { datedActivity: false, ...wish, excludeOfferIds: usedOffers });
  usedOffers.add(stay.row.offer.id);
  return stay;
}

const count = async (table: 'orders' | 'room_nights_held') =>
  (
    await api.store.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/** Orders with a fresh key, the key given, or none (null). */
function submit(body: unknown, key: string | null = freshIdempotencyKey()) {
  return post(api.app, '/gateway/purchase/orders', body, { headers: key === null ? {} : { 'idempotency-key': key } });
}

describe('POST /gateway/purchase/orders', () => {
  it('creates the order at the price the api computed, and it reads back as bought', async () => {
    const stay = freshStay({ nights: 2 });
    const items = stayItems(stay, { insuranceItem: true });
    const price = await priceOf(api.app, items, 'it_IT');
    const response = await submit(orderBody(items, price.payToday, 'it_IT'));
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      orderUUID: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      reference: expect.stringMatching(/^\d{8}$/),
      status: 'created',
      amount: price.payToday,
      currency: 'EUR',
    });

    const order = (await get(api.app, `/gateway/purchase/orders/${created.orderUUID}`)).json();
    expect(order).toMatchObject({
      orderUUID: created.orderUUID,
      reference: created.reference,
      status: 'created',
      locale: 'it_IT',
      amount: price.payToday,
      buyer: { firstName: TEST_BUYER.firstName, lastName: TEST_BUYER.lastName, email: TEST_BUYER.email.email },
      item: {
        kind: 'stay',
        // Written in the language it was bought in.
        title: stay.row.offer.labels.it,
        hotel: { label: stay.row.hotel.name, stars: stay.row.hotel.stars, city: stay.row.city.labels.it },
        checkin: stay.checkin,
        checkout: stay.checkout,
        nights: 2,
        pax: { adults: 2, children: 0, babies: 0 },
        activityDates: [],
        insurance: true,
      },
      lines: price.lines,
      touristTax: price.touristTax,
    });
  });

  it('records the day chosen for each activity, with its title', async () => {
    const stay = freshStay({ datedActivity: true });
    const created = (await placeOrder(api.app, stayItems(stay))).json();
    const order = (await get(api.app, `/gateway/purchase/orders/${created.orderUUID}`)).json();
    expect(order.item.activityDates).toEqual(
      stay.activityDaySelections.map((selection) => ({
        activityId: Number(selection.split('_')[0]),
        title: expect.any(String),
        date: stay.checkin,
      })),
    );
  });

  it('refuses a changed amount with the right one, creating and holding nothing', async () => {
    const stay = freshStay({ roomsLeft: 1 });
    const items = stayItems(stay);
    const price = await priceOf(api.app, items);
    const [orders, held] = [await count('orders'), await count('room_nights_held')];
    const response = await submit(orderBody(items, price.payToday - 100));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PRICE_CHANGED', amount: price.payToday });
    expect([await count('orders'), await count('room_nights_held')]).toEqual([orders, held]);
    // The last room is still there for the same buyer at the right price.
    expect((await priceOf(api.app, items)).bookable).toBe(true);
    expect((await submit(orderBody(items, price.payToday))).statusCode).toBe(201);
  });

  it('creates one order for fifty simultaneous submissions of one key, answering each the same', async () => {
    const stay = freshStay();
    const items = stayItems(stay);
    const price = await priceOf(api.app, items);
    const key = freshIdempotencyKey();
    const before = await count('orders');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => submit(orderBody(items, price.payToday), key)),
    );
    expect(await count('orders')).toBe(before + 1);
    const first = responses[0]!.json();
    for (const response of responses) {
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(first);
    }
  });

  it('answers a replayed key as the first time, even with the keys of the body in another order', async () => {
    const stay = freshStay();
    const items = stayItems(stay);
    const body = orderBody(items, (await priceOf(api.app, items)).payToday);
    const key = freshIdempotencyKey();
    const first = await submit(body, key);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await submit(reordered, key);
    expect([again.statusCode, again.json()]).toEqual([first.statusCode, first.json()]);
  });

  it('refuses a key used before for another order', async () => {
    const stay = freshStay({ nights: 1 });
    const items = stayItems(stay);
    const price = await priceOf(api.app, items);
    const key = freshIdempotencyKey();
    expect((await submit(orderBody(items, price.payToday), key)).statusCode).toBe(201);
    const other = stayItems(stay, { promotionCodeItem: { code: 'BIENVENUE10' } });
    const response = await submit(orderBody(other, (await priceOf(api.app, other)).payToday), key);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('gives the last room to one of two buyers racing for it, and tells the other it is sold out', async () => {
    const stay = freshStay({ roomsLeft: 1 });
    const items = stayItems(stay);
    const price = await priceOf(api.app, items);
    const responses = await Promise.all([
      submit(orderBody(items, price.payToday)),
      submit({ ...orderBody(items, price.payToday), buyer: { ...TEST_BUYER, firstName: 'Zoé' } }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json().code).toBe('SOLD_OUT');
    expect(await priceOf(api.app, items)).toMatchObject({ bookable: false, code: 'SOLD_OUT' });
  });

  it('holds as many rooms as the stay is left with, then no more', async () => {
    const stay = freshStay({ roomsLeft: 2 });
    const items = stayItems(stay);
    expect((await placeOrder(api.app, items)).statusCode).toBe(201);
    expect((await placeOrder(api.app, items)).statusCode).toBe(201);
    expect(await priceOf(api.app, items)).toMatchObject({ bookable: false, code: 'SOLD_OUT' });
    const third = await placeOrder(api.app, items);
    expect([third.statusCode, third.json().code]).toEqual([409, 'SOLD_OUT']);
  });

  it('answers 422 NOT_BOOKABLE for what the catalogue does not sell', async () => {
    const stay = freshStay();
    const past = stayItems({ ...stay, checkin: '2020-03-06', checkout: '2020-03-07' });
    const response = await submit(orderBody(past, 10_000));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'NOT_BOOKABLE',
      message: 'The offer is not bookable with these criterias',
    });
  });

  it('refuses orders sent from another site’s page', async () => {
    const stay = freshStay();
    const items = stayItems(stay);
    const body = orderBody(items, (await priceOf(api.app, items)).payToday);
    const before = await count('orders');
    const otherSites: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of otherSites) {
      const response = await post(api.app, '/gateway/purchase/orders', body, {
        headers: { 'idempotency-key': freshIdempotencyKey(), ...headers },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await count('orders')).toBe(before);
  });

  it('needs an Idempotency-Key of 8 to 128 letters, digits, - or _', async () => {
    const stay = freshStay();
    const items = stayItems(stay);
    const body = orderBody(items, (await priceOf(api.app, items)).payToday);
    const before = await count('orders');
    for (const key of [null, '', 'short', 'with spaces in it', 'k'.repeat(129), 'clé-accentuée']) {
      const response = await submit(body, key);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Idempotency-Key/);
    }
    expect(await count('orders')).toBe(before);
  });

  it('refuses buyers and bodies no form sends with 400, never 500', async () => {
    const stay = freshStay();
    const items = stayItems(stay);
    const body = orderBody(items, (await priceOf(api.app, items)).payToday);
    const before = await count('orders');
    const wrongBuyers: [Record<string, unknown>, RegExp][] = [
      [{ firstName: 'R2D2' }, /firstName must hold only letters/],
      [{ lastName: '' }, /lastName must NOT have fewer than 1/],
      [{ lastName: 'x'.repeat(51) }, /lastName must NOT have more than 50/],
      [{ phoneNumber: 'call me maybe' }, /phoneNumber must hold only digits/],
      [{ phoneNumber: '12345' }, /phoneNumber must NOT have fewer than 6/],
      [{ email: { email: 'not-an-address' } }, /email must match format "email"/],
      [{ country: 'fr' }, /country must be a country code/],
      [{ postalCode: '7500#' }, /postalCode must hold only/],
      [{ postalCode: '1'.repeat(21) }, /postalCode must NOT have more than 20/],
      [{ civility: 'DR' }, /civility must be equal to one of/],
    ];
    for (const [change, message] of wrongBuyers) {
      const response = await submit({ ...body, buyer: { ...TEST_BUYER, ...change } });
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message: expect.stringMatching(message),
      });
    }
    const wrongBodies: unknown[] = [
      { ...body, currency: 'USD' },
      { ...body, expectedAmount: -1 },
      { ...body, expectedAmount: 12.5 },
      { ...body, expectedAmount: '1e400' },
      { ...body, items: undefined },
      { ...body, buyer: 'me' },
      [body],
      null,
    ];
    for (const wrong of wrongBodies) {
      const response = await submit(wrong);
      expect(response.statusCode).toBe(400);
    }
    const accented = await submit({
      ...body,
      buyer: { ...TEST_BUYER, firstName: 'Anne-Sophie', lastName: "d'Ørsted Núñez" },
    });
    expect(accented.statusCode).toBe(201);
    expect(await count('orders')).toBe(before + 1);
  });
});
