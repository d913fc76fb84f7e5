/**
 * Two apis on one PostgreSQL database, as behind the cluster's load balancer: a visitor's
 * requests land on either, and the shop must behave as if there were one. Both apps are the full
 * api (`buildApp`), started together so that they also race to migrate.
 */
import type { FastifyInstance } from 'fastify';
import { accountCall, signedUpCustomer } from '../accounts/account-test-client';
import { ACCOUNT_AT_ADDRESS_RULE } from '../care/sign-in-throttle';
import { WRITE_RATE_LIMITS } from '../http/write-rate-limits';
import {
  TEST_BUYER,
  findStay,
  freshIdempotencyKey,
  get,
  orderBody,
  post,
  priceOf,
  stayItems,
} from '../orders/purchase-fixtures';
import { Catalogue } from '../catalogue/catalogue';
import { openCatalogueFile } from '../catalogue/open-catalogue-file';
import { DEFAULT_SEED } from '../generator/generate-catalogue';
import { localTodayIso } from '../pricing/dates';
import {
  POSTGRES_START_TIMEOUT_MS,
  describeWithPostgres,
  startPostgresTestServer,
  type PostgresTestServer,
} from '../test/postgres-test-server';
import { createTestApp, type TestApp } from '../test/test-app';

/** A throwaway PostgreSQL, then three apis, each loading the catalogue: a minute or more on a busy machine. */
const SERVERS_START_TIMEOUT_MS = 3 * POSTGRES_START_TIMEOUT_MS;

describeWithPostgres('two apis sharing one PostgreSQL shop store', () => {
  let server: PostgresTestServer;
  let apis: TestApp[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let catalogue: Catalogue;
  // Apis sharing a store sign with the same keys, which only the environment can give them all.
  const environment = { ...process.env };
  beforeAll(async () => {
    server = await startPostgresTestServer();
    const databaseUrl = await server.createDatabase('two_apis');
    await expect(createTestApp({ databaseUrl })).rejects.toThrow(/CARE_TOKEN_SECRET must be set when DATABASE_URL is/);
    process.env.CARE_TOKEN_SECRET = 'care-token-secret-of-the-test-cluster-0123456789';
    process.env.CAPTCHA_HMAC_SECRET = 'captcha-secret-of-the-test-cluster-0123456789';
    apis = await Promise.all([createTestApp({ databaseUrl }), createTestApp({ databaseUrl })]);
    [a, b] = apis.map((api) => api.app) as [FastifyInstance, FastifyInstance];
    const opened = openCatalogueFile({ dataDir: apis[0]!.dataDir, seed: DEFAULT_SEED, today: localTodayIso() });
    catalogue = new Catalogue(opened.db, opened.meta);
  }, SERVERS_START_TIMEOUT_MS);
  afterAll(async () => {
    process.env = environment;
    await Promise.all(apis.map((api) => api.close()));
    server?.stop();
  });

  /** Offers an earlier test holds rooms of. */
  const booked = new Set<number>();
  const submit = (app: FastifyInstance, body: unknown, key: string) =>
    post(app, '/gateway/purchase/orders', body, { headers: { 'idempotency-key': key } });

  it('keeps a customer signed in whichever api answers', async () => {
    const customer = await signedUpCustomer(a);
    const me = await accountCall(b, 'GET', '/gateway/account/me', { cookie: customer.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: customer.email });
  });

  it('counts wrong passwords over both apis: a guesser gains nothing by reaching several', async () => {
    const customer = await signedUpCustomer(a);
    const signIn = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/gateway/account/sign-in',
        payload: { email: customer.email, password: 'not-the-password-0' },
        remoteAddress: '198.51.100.7',
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < ACCOUNT_AT_ADDRESS_RULE.freeFailures + 1; attempt++)
      statuses.push((await signIn(attempt % 2 === 0 ? a : b)).statusCode);
    expect(statuses).toEqual([...Array(ACCOUNT_AT_ADDRESS_RULE.freeFailures).fill(401), 429]);
  });

  it('holds a per-address limit over both apis', async () => {
    const limit = WRITE_RATE_LIMITS.newsletter.max;
    const statuses = await Promise.all(
      Array.from({ length: limit + 2 }, (_, n) =>
        (n % 2 === 0 ? a : b)
          .inject({
            method: 'POST',
            url: '/gateway/marketing/newsletter',
            payload: { email: `reader.${n}@example.fr`, country: 'FR', language: 'fr', source: 'footer' },
            remoteAddress: '198.51.100.8',
          })
          .then((response) => response.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  it('books one order for a submission retried on both apis at once, and both answer it', async () => {
    const stay = findStay(catalogue, { datedActivity: false });
    booked.add(stay.row.offer.id);
    const items = stayItems(stay);
    const price = await priceOf(a, items);
    const key = freshIdempotencyKey();
    const body = orderBody(items, price.payToday);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, n) => submit(n % 2 === 0 ? a : b, body, key)));
    const answers = new Set(responses.map((response) => `${response.statusCode} ${response.body}`));
    expect(answers.size).toBe(1);
    const created = responses[0]!.json();
    expect(responses[0]!.statusCode).toBe(201);
    const readBack = await get(b, `/gateway/purchase/orders/${created.orderUUID}`);
    expect(readBack.statusCode).toBe(200);
  });

  it('gives the last room to one of two buyers sent to different apis', async () => {
    const stay = findStay(catalogue, { datedActivity: false, roomsLeft: 1, excludeOfferIds: booked });
    const items = stayItems(stay);
    const price = await priceOf(a, items);
    const responses = await Promise.all([
      submit(a, orderBody(items, price.payToday), freshIdempotencyKey()),
      submit(
        b,
        { ...orderBody(items, price.payToday), buyer: { ...TEST_BUYER, firstName: 'Zoé' } },
        freshIdempotencyKey(),
      ),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    // Each api now prices the stay as sold out.
    expect((await priceOf(a, items)).bookable).toBe(false);
    expect((await priceOf(b, items)).bookable).toBe(false);
  });
});
