/**
 * A shop store that cannot be written, as when the disk under it turns read-only or fills up:
 * writes answer 503 with Retry-After, reads go on, the log gets one line, and the shop writes
 * again as soon as the store can.
 */
import type { ShopStore } from '../store/shop-store';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
let store: ShopStore;
const lines: { level: number; msg: string }[] = [];
beforeAll(async () => {
  testApp = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    onStoreOpened: (opened) => {
      store = opened;
    },
  });
});
afterAll(async () => {
  await testApp.close();
});

let addressCount = 0;
function subscribe(email: string) {
  addressCount += 1;
  return testApp.app.inject({
    method: 'POST',
    url: '/gateway/marketing/newsletter',
    payload: { email, country: 'FR', language: 'fr', source: 'footer' },
    remoteAddress: `10.77.0.${addressCount}`,
  });
}

const storeLines = () => lines.filter((line) => /shop store/.test(line.msg));

describe('a shop store that cannot be written', () => {
  it('answers 503 with Retry-After to every write of a burst, logs one line, and writes again once it can', async () => {
    store.sqliteFile!.pragma('query_only = ON');
    const burst = await Promise.all(Array.from({ length: 12 }, (_, n) => subscribe(`reader-${n}@example.fr`)));
    for (const response of burst) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The shop cannot save anything right now; please try again in a moment',
      });
    }
    // Reading the catalogue does not need the disk.
    expect((await testApp.app.inject({ url: '/health' })).statusCode).toBe(200);
    expect(storeLines()).toEqual([
      expect.objectContaining({ level: 50, msg: expect.stringMatching(/cannot be written \(SQLITE_READONLY/) }),
    ]);
    expect(lines.filter((line) => line.level >= 50)).toHaveLength(1);

    store.sqliteFile!.pragma('query_only = OFF');
    expect((await subscribe('reader-back@example.fr')).statusCode).toBe(200);
    expect(storeLines().at(-1)).toMatchObject({ level: 30, msg: expect.stringMatching(/can be written again/) });
  });
});
