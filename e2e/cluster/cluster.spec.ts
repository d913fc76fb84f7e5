/**
 * What only the cluster can show (`npm run cluster`, see playwright.cluster.config.ts): two apis
 * that are one shop over PostgreSQL, and a load balancer that hides the loss of an edge and of an
 * api. Api calls go to each api directly (4101, 4102) or through HAProxy (:8080 for the shop,
 * which the edges proxy to the apis' balancer); orders are gift cards, which need no room.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { CLUSTER_PORTS, clusterProcessesFile, type ClusterProcess } from '../../platform/cluster-layout';

const DATABASE_URL = `postgres://escapade@127.0.0.1:${CLUSTER_PORTS.postgres}/escapade`;
const apiOrigin = (index: number) => `http://127.0.0.1:${CLUSTER_PORTS.apis[index]}`;
const SHOP = `http://127.0.0.1:${CLUSTER_PORTS.shop}`;
/** The shop's pages answer for their site's name only. */
const SITE = { host: 'localhost' };
const GIFT_CARD_ITEMS = {
  insuranceItem: false,
  promotionCodeItem: null,
  giftItem: { kind: 'giftCard', amount: 5_000, format: 'digital', customisation: null },
};
const BUYER = {
  email: { email: 'camille.durand@example.com' },
  civility: 'MRS',
  firstName: 'Camille',
  lastName: 'Durand',
  phoneNumber: '+33 6 12 34 56 78',
  addressLine: '12 rue des Lilas',
  postalCode: '69003',
  city: 'Lyon',
  country: 'FR',
};

let visitors = 0;
/** A visitor's address not used before: the apis' per-address limits count each apart. */
function freshVisitor(): Record<string, string> {
  visitors += 1;
  return { 'x-forwarded-for': `203.0.${113 + ((visitors >> 8) & 1)}.${visitors & 255}` };
}

async function rowCount(query: string, values: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return Number((await client.query(query, values)).rows[0].count);
  } finally {
    await client.end();
  }
}

async function giftCardPrice(origin: string): Promise<number> {
  const response = await fetch(`${origin}/gateway/purchase/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SITE, ...freshVisitor() },
    body: JSON.stringify({ locale: 'fr_FR', items: GIFT_CARD_ITEMS }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).payToday;
}

function orderGiftCard(origin: string, key: string, amount: number, visitor = freshVisitor()) {
  return fetch(`${origin}/gateway/purchase/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, ...SITE, ...visitor },
    body: JSON.stringify({
      locale: 'fr_FR',
      currency: 'EUR',
      expectedAmount: amount,
      buyer: BUYER,
      items: GIFT_CARD_ITEMS,
    }),
  });
}

const freshKey = (name: string) => `cluster-${name}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

test('an order written through one api is a row in PostgreSQL and reads the same through the other', async () => {
  const amount = await giftCardPrice(apiOrigin(0));
  const created = await orderGiftCard(apiOrigin(0), freshKey('read-back'), amount);
  expect(created.status).toBe(201);
  const { orderUUID, reference } = await created.json();
  expect(await rowCount('SELECT COUNT(*) AS count FROM orders WHERE uuid = $1', [orderUUID])).toBe(1);
  const readBack = await fetch(`${apiOrigin(1)}/gateway/purchase/orders/${orderUUID}`, { headers: freshVisitor() });
  expect(readBack.status).toBe(200);
  expect(await readBack.json()).toMatchObject({ reference });
});

test('fifty copies of one submission through the balancer book one order, each answered the same', async () => {
  const amount = await giftCardPrice(SHOP);
  const key = freshKey('fifty');
  const visitor = freshVisitor();
  // The apis allow 20 orders a minute per address: the copies come from many addresses, as retries behind a carrier's NAT would.
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, n) =>
      orderGiftCard(SHOP, key, amount, n < 15 ? visitor : freshVisitor()).then(async (response) => ({
        status: response.status,
        body: await response.text(),
      })),
    ),
  );
  expect(new Set(answers.map((answer) => `${answer.status} ${answer.body}`)).size).toBe(1);
  expect(answers[0]!.status).toBe(201);
  expect(await rowCount('SELECT COUNT(*) AS count FROM idempotency_keys WHERE key = $1', [key])).toBe(1);
});

test('five wrong passwords sent alternately to the two apis lock as five do on one', async () => {
  const email = `cluster.${Date.now()}@example.com`;
  const visitor = freshVisitor();
  const signUp = await fetch(`${apiOrigin(0)}/gateway/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...visitor },
    body: JSON.stringify({
      email,
      password: 'weekend-a-Biarritz-2026',
      firstName: 'Élodie',
      lastName: 'Argent',
      locale: 'fr_FR',
    }),
  });
  expect(signUp.status).toBe(201);
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const response = await fetch(`${apiOrigin(attempt % 2)}/gateway/account/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitor },
      body: JSON.stringify({ email, password: `not-the-password-${attempt}` }),
    });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});

/** A stay of one night for two in one room, on a night when its last room is for sale, with no activity day to pick. */
async function stayWithOneRoomLeft(): Promise<{ offerId: number; checkin: string; checkout: string }> {
  const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  for (let offerId = 20_001; offerId < 20_400; offerId++) {
    for (let days = 30; days < 60; days++) {
      const checkin = dayAhead(days);
      const response = await fetch(
        `${apiOrigin(0)}/weekend/${offerId}/detail.json?locale=fr_FR&checkin=${checkin}&night=1&adult=2`,
      );
      if (response.status === 404) break;
      const detail = await response.json();
      if (detail.price?.availableRooms === 1 && detail.price.nbRooms === 1 && detail.activityDates.length === 0)
        return { offerId, checkin, checkout: dayAhead(days + 1) };
    }
  }
  throw new Error('no stay of the catalogue has its last room for sale in the next two months');
}

test('two buyers of the last room, each on another api, get it once', async () => {
  const { offerId, checkin, checkout } = await stayWithOneRoomLeft();
  const items = {
    insuranceItem: false,
    promotionCodeItem: null,
    shortStayItem: {
      gift: false,
      reservationCriteria: {
        offerId,
        activityDaySelections: [],
        pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
        travelPeriod: { checkinDate: checkin, checkoutDate: checkout },
        minisiteId: null,
      },
      specialRequest: '',
    },
  };
  const priced = await fetch(`${apiOrigin(0)}/gateway/purchase/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...freshVisitor() },
    body: JSON.stringify({ locale: 'fr_FR', items }),
  });
  const { payToday, bookable } = await priced.json();
  expect(bookable).toBe(true);
  const order = (index: number, firstName: string) =>
    fetch(`${apiOrigin(index)}/gateway/purchase/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': freshKey('last-room'), ...freshVisitor() },
      body: JSON.stringify({
        locale: 'fr_FR',
        currency: 'EUR',
        expectedAmount: payToday,
        buyer: { ...BUYER, firstName },
        items,
      }),
    }).then((response) => response.status);
  const statuses = await Promise.all([order(0, 'Camille'), order(1, 'Zoé')]);
  expect([...statuses].sort()).toEqual([201, 409]);
});

test('the loss of an edge and of an api under load fails no page and loses or doubles no order', async () => {
  test.setTimeout(120_000);
  const LOAD_MS = 30_000;
  const processes = JSON.parse(fs.readFileSync(clusterProcessesFile(), 'utf8')) as ClusterProcess[];
  const pidOf = (name: string) => processes.find((child) => child.name === name)!.pid;
  const amount = await giftCardPrice(SHOP);
  const failures: string[] = [];
  const createdKeys = new Set<string>();
  const triedKeys: string[] = [];
  const startedAt = new Date().toISOString();
  const until = Date.now() + LOAD_MS;

  const pages = async () => {
    while (Date.now() < until) {
      const response = await fetch(`${SHOP}/`, { headers: SITE }).catch((error: Error) => error);
      if (response instanceof Error || response.status !== 200)
        failures.push(`page: ${response instanceof Error ? response.message : response.status}`);
      else await response.arrayBuffer();
    }
  };
  const orders = async () => {
    while (Date.now() < until) {
      // A shopper's browser sends a failed order again with the same key, as the checkout does.
      const key = freshKey('load');
      triedKeys.push(key);
      const visitor = freshVisitor();
      let status = 0;
      for (let attempt = 0; attempt < 3 && status !== 201; attempt++) {
        const response = await orderGiftCard(SHOP, key, amount, visitor).catch(() => null);
        status = response?.status ?? 0;
      }
      if (status === 201) createdKeys.add(key);
      else failures.push(`order ${key}: ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const kills = async () => {
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS / 3));
    process.kill(pidOf('edge-1'), 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS / 3));
    process.kill(pidOf('api-1'), 'SIGKILL');
  };
  await Promise.all([pages(), pages(), pages(), orders(), orders(), kills()]);

  expect(failures).toEqual([]);
  expect(createdKeys.size).toBe(triedKeys.length);
  // One order per key: nothing lost, nothing doubled (the journeys run one at a time: these are all the orders since).
  expect(await rowCount('SELECT COUNT(*) AS count FROM idempotency_keys WHERE key = ANY($1)', [triedKeys])).toBe(
    triedKeys.length,
  );
  expect(await rowCount('SELECT COUNT(*) AS count FROM orders WHERE created_at >= $1', [startedAt])).toBe(
    triedKeys.length,
  );
});
