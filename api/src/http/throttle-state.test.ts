import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openShopStore, type ShopStore } from '../store/shop-store';
import {
  POSTGRES_START_TIMEOUT_MS,
  describeWithPostgres,
  startPostgresTestServer,
  type PostgresTestServer,
} from '../test/postgres-test-server';
import {
  MemoryThrottleState,
  StoreThrottleState,
  THROTTLE_CLEANUP_INTERVAL_MS,
  type ThrottleState,
} from './throttle-state';

const MINUTE_MS = 60_000;

/** Adds one to a count kept for a minute, answering the new count. */
const countOne = (state: ThrottleState, key: string, now: number) =>
  state.change<number, number>([key], ([count]) => {
    const next = (count ?? 0) + 1;
    return { next: [{ value: next, expiresAt: now + MINUTE_MS }], result: next };
  });

/** What every throttle state does, in memory or in a store. */
function throttleStateContract(make: (now: () => number) => Promise<ThrottleState>) {
  let now: number;
  let state: ThrottleState;
  beforeEach(async () => {
    now = 1_000_000;
    state = await make(() => now);
  });

  it('gives back what was written, under its own key only', async () => {
    await countOne(state, 'a', now);
    await countOne(state, 'a', now);
    expect(await countOne(state, 'a', now)).toBe(3);
    expect(await countOne(state, 'b', now)).toBe(1);
  });

  it('counts changes sent together one after the other', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => countOne(state, 'burst', now)));
    expect([...answers].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
  });

  it('reads an expired entry as absent, and removes an entry decided undefined', async () => {
    await countOne(state, 'a', now);
    now += MINUTE_MS;
    expect(await countOne(state, 'a', now)).toBe(1);
    await state.change<number, void>(['a'], () => ({ next: [undefined], result: undefined }));
    expect(await countOne(state, 'a', now)).toBe(1);
  });

  it('changes several keys in one step', async () => {
    await countOne(state, 'x', now);
    const seen = await state.change<number, (number | undefined)[]>(['x', 'y'], (counts) => ({
      next: counts.map((count) => ({ value: (count ?? 0) + 10, expiresAt: now + MINUTE_MS })),
      result: counts,
    }));
    expect(seen).toEqual([1, undefined]);
    expect(await countOne(state, 'y', now)).toBe(11);
  });
}

describe('throttle state in memory (one api)', () => {
  throttleStateContract(async (now) => new MemoryThrottleState(now));

  it('keeps a bounded number of keys, forgetting the least recently changed first', async () => {
    const state = new MemoryThrottleState(() => 0, 3);
    for (const key of ['a', 'b', 'c', 'd']) await countOne(state, key, 0);
    await countOne(state, 'b', 0);
    expect(await countOne(state, 'a', 0)).toBe(1);
    expect(await countOne(state, 'b', 0)).toBe(3);
  });
});

describe('throttle state in the shop store (SQLite)', () => {
  const stores: ShopStore[] = [];
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
  });
  const openStore = async () => {
    const store = await openShopStore({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'throttle-state-')) });
    stores.push(store);
    return store;
  };
  throttleStateContract(async (now) => new StoreThrottleState(await openStore(), now));

  it('deletes expired entries now and then', async () => {
    const store = await openStore();
    let now = 1_000_000;
    const state = new StoreThrottleState(store, () => now);
    await countOne(state, 'old', now);
    now += THROTTLE_CLEANUP_INTERVAL_MS + MINUTE_MS;
    await countOne(state, 'new', now);
    expect((await store.db.selectFrom('throttle_entries').select('key').execute()).map((row) => row.key)).toEqual([
      'new',
    ]);
  });
});

describeWithPostgres('throttle state in the shop store (PostgreSQL), shared by two apis', () => {
  let server: PostgresTestServer;
  const stores: ShopStore[] = [];
  let databases = 0;
  beforeAll(async () => {
    server = await startPostgresTestServer();
  }, POSTGRES_START_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    server?.stop();
  });
  const openStore = async (databaseUrl: string) => {
    const store = await openShopStore({ dataDir: os.tmpdir(), databaseUrl });
    stores.push(store);
    return store;
  };
  throttleStateContract(async (now) => {
    databases += 1;
    return new StoreThrottleState(await openStore(await server.createDatabase(`throttles_${databases}`)), now);
  });

  it('counts the requests of two apis together', async () => {
    const databaseUrl = await server.createDatabase('two_apis_throttles');
    const apis = [await openStore(databaseUrl), await openStore(databaseUrl)].map(
      (store) => new StoreThrottleState(store, () => 0),
    );
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => countOne(apis[n % 2]!, 'shared', 0)));
    expect(Math.max(...answers)).toBe(10);
  });
});
