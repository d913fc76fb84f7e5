import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HTTPError } from 'ky';
import { createApiClient, isNotFound } from './api-client';

const calls: string[] = [];
const server = setupServer(
  http.get('http://api.test/flaky', ({ request }) => {
    calls.push(request.method);
    return calls.length === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ ok: true });
  }),
  http.post('http://api.test/orders', ({ request }) => {
    calls.push(request.method);
    return new HttpResponse(null, { status: 503 });
  }),
  http.get('http://api.test/missing', () => new HttpResponse(null, { status: 404 })),
  http.get('http://api.test/refused', () => HttpResponse.json({ code: 'NO_GIFT_SESSION' }, { status: 401 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  calls.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the api client', () => {
  const api = createApiClient('http://api.test');

  it('tries a read a second time when the api was restarting', async () => {
    await expect(api.get('flaky').json()).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['GET', 'GET']);
  });

  it('never repeats a write', async () => {
    await expect(api.post('orders', { json: {} }).json()).rejects.toThrow();
    expect(calls).toEqual(['POST']);
  });

  it('tells a missing resource from other failures', async () => {
    const error = await api
      .get('missing')
      .json()
      .catch((caught: unknown) => caught);
    expect(isNotFound(error)).toBe(true);
    expect(isNotFound(new Error('network'))).toBe(false);
  });

  it('reads a refusal to its end and still hands its body to whoever wants the details', async () => {
    const error: unknown = await api
      .get('refused')
      .json()
      .catch((caught: unknown) => caught);
    if (!(error instanceof HTTPError)) throw new Error('expected the refusal as an HTTPError');
    expect(error.response.status).toBe(401);
    await expect(error.response.json()).resolves.toEqual({ code: 'NO_GIFT_SESSION' });
  });
});
