/**
 * @jest-environment node
 */
import { QueryClient } from '@tanstack/react-query';
import { FRAME_DATA_TTL_MS, prefetchSharedFrameQuery, sharedFrameValue } from './shared-frame-data';

describe("the frame's data, kept for every page of a locale", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks the api once for the pages of a locale, each page getting the data in its own cache', async () => {
    const read = jest.fn(async () => ['Paris', 'Lyon']);
    const pages = [new QueryClient(), new QueryClient()];
    for (const page of pages)
      await prefetchSharedFrameQuery(page, 'it_IT', { queryKey: ['nav-links', 'it_IT'], queryFn: read });
    expect(read).toHaveBeenCalledTimes(1);
    for (const page of pages) expect(page.getQueryData(['nav-links', 'it_IT'])).toEqual(['Paris', 'Lyon']);

    await prefetchSharedFrameQuery(new QueryClient(), 'nl_NL', { queryKey: ['nav-links', 'nl_NL'], queryFn: read });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('asks again once the data is older than its time', async () => {
    const read = jest.fn(async () => ({ boxes: true }));
    await sharedFrameValue('es_ES', 'flags', read);
    jest.advanceTimersByTime(FRAME_DATA_TTL_MS - 1);
    await sharedFrameValue('es_ES', 'flags', read);
    expect(read).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await sharedFrameValue('es_ES', 'flags', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: the page goes without the data and the next page asks again', async () => {
    const read = jest.fn().mockRejectedValueOnce(new Error('api down')).mockResolvedValueOnce(['promo']);
    const first = new QueryClient();
    await prefetchSharedFrameQuery(first, 'fr_BE', { queryKey: ['promo-bars', 'fr_BE'], queryFn: read });
    expect(first.getQueryData(['promo-bars', 'fr_BE'])).toBeUndefined();
    const next = new QueryClient();
    await prefetchSharedFrameQuery(next, 'fr_BE', { queryKey: ['promo-bars', 'fr_BE'], queryFn: read });
    expect(next.getQueryData(['promo-bars', 'fr_BE'])).toEqual(['promo']);
  });
});
