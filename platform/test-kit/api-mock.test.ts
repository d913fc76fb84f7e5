import { http, HttpResponse } from 'msw';
import { setupApiMock } from './api-mock';
import { TEST_API_BASE } from './fake-remote-props';

const api = setupApiMock();

/** As ky sends it: a Request with an absolute URL on the api base. */
function send(path: string, init?: RequestInit): Promise<Response> {
  return fetch(new Request(`${TEST_API_BASE}${path}`, init));
}

describe('setupApiMock', () => {
  it('answers JSON for a path on the api base, whatever the query', async () => {
    api.json('/weekend/4321/detail.json', { id: 4321 });

    const response = await send('/weekend/4321/detail.json?locale=fr_FR');

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 4321 });
  });

  it('answers an error status with a JSON message', async () => {
    api.error('/api/offers.json', 503, { method: 'POST' });

    const response = await send('/api/offers.json', { method: 'POST', body: '{}' });

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Error 503' });
  });

  it('lets a later route win, and a once route answer only the first request', async () => {
    api.json('/flags', { boxes: true });
    api.error('/flags', 500, { once: true });

    expect((await send('/flags')).status).toBe(500);
    expect((await send('/flags')).status).toBe(200);
  });

  it('answers with a function of the request, and takes path parameters', async () => {
    api.answer('/api/places/:id', ({ params }) => HttpResponse.json({ id: Number(params.id) }));

    expect(await (await send('/api/places/12')).json()).toEqual({ id: 12 });
  });

  it('never answers a request when told, until the caller gives up', async () => {
    api.never('/slow');
    const controller = new AbortController();

    const pending = send('/slow', { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toThrow();
  });

  it('answers after a delay when told', async () => {
    api.json('/late', { ok: true }, { delayMs: 30 });
    const started = Date.now();

    await send('/late');

    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('records every request, with its parsed JSON body', async () => {
    api.json('/api/offers.json', { offers: [] }, { method: 'POST' });
    api.json('/api/facets.json', {});

    await send('/api/facets.json?locale=fr_FR');
    await send('/api/offers.json', { method: 'POST', body: JSON.stringify({ page: 2 }) });

    expect(api.requests.map((sent) => `${sent.method} ${sent.url.pathname}${sent.url.search}`)).toEqual([
      'GET /api/facets.json?locale=fr_FR',
      'POST /api/offers.json',
    ]);
    expect(api.bodiesOf('POST', '/api/offers.json')).toEqual([{ page: 2 }]);
    expect(api.requestsTo('/api/facets.json')).toHaveLength(1);
  });

  it('starts each test with no routes and no recorded requests', () => {
    expect(api.requests).toEqual([]);
  });

  it('takes msw handlers as they are, for other hosts too', async () => {
    api.use(http.get('https://cdn.test/manifest.json', () => HttpResponse.json({ version: 1 })));

    expect(await (await fetch('https://cdn.test/manifest.json')).json()).toEqual({ version: 1 });
  });
});
