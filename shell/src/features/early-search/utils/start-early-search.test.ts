import { takeEarlyRequest } from '@escapade/shared-contracts/early-requests';
import { earlyOffersSearchKey, offersSearchRequest } from '@escapade/shared-contracts/offers-search-request';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { startEarlySearch } from './start-early-search';

const sent: { method: string; url: string; body: unknown }[] = [];
const fetchMock = jest.fn(async (request: Request) => {
  sent.push({ method: request.method, url: request.url, body: await request.json() });
  return new Response(JSON.stringify({ total: 53 }), { status: 200 });
});

beforeEach(() => {
  fetchMock.mockClear();
  sent.length = 0;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const API = 'http://api.test';
const address = (pathname: string, search: string, hash: string) => ({ hostname: 'localhost', pathname, search, hash });

describe('the search started by the first script', () => {
  it('asks for the results of the hash’s criteria, under the key the search remote takes them by', async () => {
    expect(startEarlySearch(address('/recherche', '?flow=booking', '#city=10001&stars=5,4'), API)).toBe(true);
    const body = offersSearchRequest(
      parseSearchCriteria({ hash: 'city=10001&stars=4,5', search: 'flow=booking' }),
      'fr_FR',
    );
    await expect(takeEarlyRequest(earlyOffersSearchKey(body))).resolves.toEqual({ total: 53 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ method: 'POST', url: `${API}/api/offers.json`, body }]);
  });

  it('asks nothing on other pages or in the activity flow', () => {
    expect(startEarlySearch(address('/', '', '#city=10001'), API)).toBe(false);
    expect(startEarlySearch(address('/recherche', '?flow=activity', '#city=10001'), API)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
