import { takeEarlyRequest } from '@escapade/shared-contracts/early-requests';
import { earlyOffersSearchKey, offersSearchRequest } from '@escapade/shared-contracts/offers-search-request';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import {
  EARLY_PHOTO_SLOT_ATTRIBUTE,
  EARLY_SCROLL_ANCHOR_ATTRIBUTE,
} from '@escapade/shared-contracts/early-result-photos';
import { drawEarlyPhotos, startEarlySearch } from './start-early-search';

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
    const answer = startEarlySearch(address('/recherche', '?flow=booking', '#city=10001&stars=5,4'), API);
    await expect(answer).resolves.toEqual({ total: 53 });
    const body = offersSearchRequest(
      parseSearchCriteria({ hash: 'city=10001&stars=4,5', search: 'flow=booking' }),
      'fr_FR',
    );
    await expect(takeEarlyRequest(earlyOffersSearchKey(body))).resolves.toEqual({ total: 53 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ method: 'POST', url: `${API}/api/offers.json`, body }]);
  });

  it('asks nothing on other pages or in the activity flow', () => {
    expect(startEarlySearch(address('/', '', '#city=10001'), API)).toBeNull();
    expect(startEarlySearch(address('/recherche', '?flow=activity', '#city=10001'), API)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the first photos drawn from the early answer', () => {
  const answer = Promise.resolve({ exactMatch: [{ imageUrl: '/images/stay/7.webp' }] });

  function outlet(status: string): HTMLElement {
    const element = document.createElement('div');
    element.dataset.remote = 'mfe-search';
    element.dataset.status = status;
    element.innerHTML = `<div ${EARLY_SCROLL_ANCHOR_ATTRIBUTE}="(max-width: 959px)"></div><div ${EARLY_PHOTO_SLOT_ATTRIBUTE}="0"></div>`;
    document.body.append(element);
    return element;
  }

  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.matchMedia = jest.fn(() => ({ matches: true }) as unknown as MediaQueryList);
  });
  afterEach(() => document.body.replaceChildren());

  it('draws them into the server’s markup and scrolls to them, and leaves an outlet its remote has drawn', async () => {
    const server = outlet('server');
    const mounted = outlet('mounted');
    await expect(drawEarlyPhotos(answer, API, document)).resolves.toBe(1);
    expect(server.querySelector('img')).toHaveAttribute('src', `${API}/images/stay/7.webp`);
    expect(mounted.querySelector('img')).toBeNull();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('draws nothing when the search failed', async () => {
    const server = outlet('server');
    await expect(drawEarlyPhotos(Promise.reject(new Error('offline')), API, document)).resolves.toBe(0);
    expect(server.querySelector('img')).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
