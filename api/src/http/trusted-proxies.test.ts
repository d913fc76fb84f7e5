import { LOOKUP_FAILURE_LIMIT } from '../service-desk/booking-lookup';
import { createTestApp, type TestApp } from '../test/test-app';
import { trustedProxiesFromEnvironment } from './trusted-proxies';

describe('TRUSTED_PROXIES', () => {
  it('trusts the edge on loopback unless told otherwise', () => {
    expect(trustedProxiesFromEnvironment({})).toEqual(['loopback']);
    expect(trustedProxiesFromEnvironment({ TRUSTED_PROXIES: '  ' })).toEqual(['loopback']);
  });

  it('reads addresses, CIDR ranges and range names, comma-separated', () => {
    expect(
      trustedProxiesFromEnvironment({ TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.5,fd00::/8 ,UniqueLocal,::1' }),
    ).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8', 'uniquelocal', '::1']);
  });

  it.each(['10.0.0.0/33', 'edge-1', '10.0.0', '*', '10.0.0.0/8/1', 'fd00::/129', ''])(
    'refuses to start on %j, naming the variable',
    (entry) => {
      expect(() => trustedProxiesFromEnvironment({ TRUSTED_PROXIES: `loopback,${entry}` })).toThrow(
        /TRUSTED_PROXIES lists addresses, CIDR ranges/,
      );
    },
  );
});

/**
 * Two apis start in one hook: twice the one api the suites' usual timeout is set for
 * (src/test/longer-timeouts.ts), which a busy machine can take.
 */
const TWO_APIS_START_TIMEOUT_MS = 60_000;

describe('the visitor behind a proxy', () => {
  const EDGE = '10.1.2.3';
  let trusting: TestApp;
  let defaults: TestApp;
  beforeAll(async () => {
    trusting = await createTestApp({ trustedProxies: ['loopback', '10.1.0.0/16'] });
    defaults = await createTestApp();
  }, TWO_APIS_START_TIMEOUT_MS);
  afterAll(async () => {
    await trusting?.close();
    await defaults?.close();
  });

  /** A booking lookup that misses, sent by `visitor` through the edge at EDGE. */
  const missViaEdge = (testApp: TestApp, visitor: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/orders/lookup',
      remoteAddress: EDGE,
      headers: { 'x-forwarded-for': visitor },
      payload: { bookingNumber: '00000000', email: 'nobody@example.com' },
    });

  it('is told apart by the address a trusted edge forwards, so one visitor’s misses do not hold back another', async () => {
    for (let i = 0; i < LOOKUP_FAILURE_LIMIT; i++)
      expect((await missViaEdge(trusting, '203.0.113.7')).statusCode).toBe(404);
    expect((await missViaEdge(trusting, '203.0.113.7')).statusCode).toBe(429);
    expect((await missViaEdge(trusting, '198.51.100.20')).statusCode).toBe(404);
  });

  it('is the proxy itself when the proxy is not trusted: a forwarded address cannot be made up', async () => {
    for (let i = 0; i < LOOKUP_FAILURE_LIMIT; i++)
      expect((await missViaEdge(defaults, `203.0.113.${i + 1}`)).statusCode).toBe(404);
    expect((await missViaEdge(defaults, '198.51.100.20')).statusCode).toBe(429);
  });
});
