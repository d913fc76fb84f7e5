import { HttpResponse } from 'msw';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { postAnalyticsEvent, type AnalyticsHit } from './post-analytics-event';

const api = setupApiMock('http://shop.test');
const shopApi = createApiClient('http://shop.test');

const hit: AnalyticsHit = {
  client: { id: '1.2', language: 'fr-FR' },
  user: { careMode: false, referrals: {} },
  session: { id: 's', startedAt: 1 },
  page: { location: 'http://localhost/', path: '/', title: 'Escapade', referrer: '', locale: 'fr_FR' },
  event: { name: 'page_view', timestamp: 2 },
};

describe('postAnalyticsEvent', () => {
  const originalBeacon = navigator.sendBeacon;
  let keepalive: boolean[];
  let contentTypes: (string | null)[];
  beforeEach(() => {
    keepalive = [];
    contentTypes = [];
    api.answer(
      '/analytics/ga/collect/:pos',
      ({ request }) => {
        keepalive.push(request.keepalive);
        contentTypes.push(request.headers.get('content-type'));
        return new HttpResponse(null, { status: 204 });
      },
      { method: 'POST' },
    );
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: originalBeacon, configurable: true });
  });

  it('uses the beacon when the browser has one', async () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    await postAnalyticsEvent(createApiClient(''), { apiBase: '', pointOfSale: 'ES', hit });
    expect(sendBeacon).toHaveBeenCalledWith('/analytics/ga/collect/ES', JSON.stringify(hit));
    expect(api.requests).toHaveLength(0);
  });

  it('falls back to a keepalive fetch without a beacon, or when the beacon queue is full', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    await postAnalyticsEvent(shopApi, { apiBase: 'http://shop.test', pointOfSale: 'FR', hit });
    const [request] = api.requests;
    expect(request!.url.href).toBe('http://shop.test/analytics/ga/collect/FR');
    expect(request!.method).toBe('POST');
    expect(keepalive).toEqual([true]);
    expect(contentTypes).toEqual(['application/json']);
    expect(request!.body).toEqual(hit);

    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    await postAnalyticsEvent(shopApi, { apiBase: 'http://shop.test', pointOfSale: 'FR', hit });
    expect(api.requests).toHaveLength(2);
  });
});
