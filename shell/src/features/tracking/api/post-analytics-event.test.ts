import { postAnalyticsEvent, type AnalyticsHit } from './post-analytics-event';

const hit: AnalyticsHit = {
  client: { id: '1.2', language: 'fr-FR' },
  user: { careMode: false, referrals: {} },
  session: { id: 's', startedAt: 1 },
  page: { location: 'http://localhost/', path: '/', title: 'Escapade', referrer: '', locale: 'fr_FR' },
  event: { name: 'page_view', timestamp: 2 },
};

describe('postAnalyticsEvent', () => {
  const originalBeacon = navigator.sendBeacon;
  let fetchMock: jest.Mock;
  let sentBodies: string[];
  beforeEach(() => {
    sentBodies = [];
    fetchMock = jest.fn(async (request: Request) => {
      sentBodies.push(await request.clone().text());
      return new Response(null, { status: 204 });
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: originalBeacon, configurable: true });
  });

  it('uses the beacon when the browser has one', async () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    await postAnalyticsEvent({ apiBase: '', pointOfSale: 'ES', hit });
    expect(sendBeacon).toHaveBeenCalledWith('/analytics/ga/collect/ES', JSON.stringify(hit));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch without a beacon, or when the beacon queue is full', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    await postAnalyticsEvent({ apiBase: 'http://shop.test', pointOfSale: 'FR', hit });
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.url).toBe('http://shop.test/analytics/ga/collect/FR');
    expect(request.method).toBe('POST');
    expect(request.keepalive).toBe(true);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(sentBodies[0]!)).toEqual(hit);

    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    await postAnalyticsEvent({ apiBase: 'http://shop.test', pointOfSale: 'FR', hit });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
