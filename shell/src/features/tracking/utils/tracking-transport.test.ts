import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createEventBus } from '@escapade/shared-contracts/event-bus';
import type { PostAnalyticsEventRequest } from '../api/post-analytics-event';
import { ANALYTICS_SESSION_STORAGE_KEY, SESSION_DURATION_MS, touchSession } from './analytics-session';
import { CLIENT_ID_COOKIE } from './client-id';
import { saveReferralIdsFromUrl } from './referral-ids';
import { startTrackingTransport } from './tracking-transport';

function clearCookie(name: string) {
  document.cookie = `${name}=; path=/; max-age=0`;
}

function setup(options: { send?: jest.Mock } = {}) {
  const bus = createEventBus();
  const send = options.send ?? jest.fn(async (_request: PostAnalyticsEventRequest) => {});
  const stop = startTrackingTransport({
    bus,
    locale: 'fr_BE',
    pointOfSale: 'BE',
    careMode: false,
    api: createApiClient('http://api.test'),
    apiBase: 'http://api.test',
    send,
  });
  const hits = () => send.mock.calls.map(([request]) => (request as PostAnalyticsEventRequest).hit);
  return { bus, send, stop, hits };
}

describe('tracking transport', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    window.localStorage.clear();
    clearCookie(CLIENT_ID_COOKIE);
  });
  afterEach(() => jest.useRealTimers());

  it('sends a page view at once, with the client, user, session, page and event fields', async () => {
    saveReferralIdsFromUrl({ search: '?aff=partner-9&refid=rv-1', hash: '' });
    const { bus, send, hits } = setup();
    bus.emit('tracking:event', { name: 'page_view', params: { page_path: '/fr/recherche' } });
    await jest.advanceTimersByTimeAsync(0);

    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({ apiBase: 'http://api.test', pointOfSale: 'BE' });
    const [hit] = hits();
    expect(hit!.client.id).toMatch(/^\d+\.\d+$/);
    expect(hit!.user).toEqual({ careMode: false, referrals: { affiliateId: 'partner-9', reviewSiteRefId: 'rv-1' } });
    expect(hit!.session.id).toEqual(expect.any(String));
    expect(hit!.page).toMatchObject({ path: '/', locale: 'fr_BE', location: 'http://localhost/' });
    expect(hit!.event).toEqual({
      name: 'page_view',
      params: { page_path: '/fr/recherche' },
      timestamp: Date.parse('2025-03-01T10:00:00Z'),
    });
  });

  it('sets the _ga-style client id cookie when it is missing, and keeps it', async () => {
    const { bus, hits } = setup();
    expect(document.cookie).toMatch(/_ga=GA1\.1\.\d+\.\d+/);
    bus.emit('tracking:event', { name: 'page_view' });
    bus.emit('tracking:event', { name: 'search' });
    await jest.advanceTimersByTimeAsync(0);
    expect(new Set(hits().map((hit) => hit.client.id)).size).toBe(1);
  });

  it('waits up to 4 retries of 150 ms for a valid session before sending another event', async () => {
    const { bus, send, hits } = setup();
    bus.emit('tracking:event', { name: 'view_item_list' });

    await jest.advanceTimersByTimeAsync(599);
    expect(send).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    // No session came: the event starts one rather than being lost.
    expect(send).toHaveBeenCalledTimes(1);
    expect(hits()[0]!.session.id).toEqual(expect.any(String));
  });

  it('sends as soon as a valid session appears while waiting', async () => {
    const { bus, send, hits } = setup();
    bus.emit('tracking:event', {
      name: 'add_to_cart',
      items: [{ item_id: '1', item_category: 'weekend', quantity: 1, price: 200 }],
    });
    await jest.advanceTimersByTimeAsync(200);
    const session = touchSession(Date.now());
    await jest.advanceTimersByTimeAsync(99);
    expect(send).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(hits()[0]!.session.id).toBe(session.id);
  });

  it('keeps one session while events come less than 30 minutes apart, and starts another after', async () => {
    const { bus, hits } = setup();
    bus.emit('tracking:event', { name: 'page_view' });
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(SESSION_DURATION_MS - 1000);
    bus.emit('tracking:event', { name: 'page_view' });
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(SESSION_DURATION_MS - 1000);
    bus.emit('tracking:event', { name: 'page_view' });
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(SESSION_DURATION_MS);
    bus.emit('tracking:event', { name: 'page_view' });
    await jest.advanceTimersByTimeAsync(0);

    const ids = hits().map((hit) => hit.session.id);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toBe(ids[0]);
    expect(ids[3]).not.toBe(ids[0]);
    expect(JSON.parse(window.localStorage.getItem(ANALYTICS_SESSION_STORAGE_KEY)!).id).toBe(ids[3]);
  });

  it('ignores failures silently and goes on with the next events, in order', async () => {
    const send = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { bus, hits } = setup({ send });
    bus.emit('tracking:event', { name: 'page_view' });
    bus.emit('tracking:event', { name: 'select_item' });
    bus.emit('tracking:event', { name: 'view_item' });
    await jest.advanceTimersByTimeAsync(0);
    expect(hits().map((hit) => hit.event.name)).toEqual(['page_view', 'select_item', 'view_item']);
  });

  it('stops listening when stopped', async () => {
    const { bus, send, stop } = setup();
    stop();
    bus.emit('tracking:event', { name: 'page_view' });
    await jest.advanceTimersByTimeAsync(1000);
    expect(send).not.toHaveBeenCalled();
  });
});
