import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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

describe('the api client', () => {
  // msw stands in for fetch only here: a stopped client is tested against a real connection.
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    calls.length = 0;
    server.resetHandlers();
  });
  afterAll(() => server.close());

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

/** A request the api holds without answering, and the moment its connection closes. */
interface HeldRequest {
  request: IncomingMessage;
  closed: Promise<void>;
}

/** An api that never answers, on a port of its own (no connection kept by one test reaches the next). */
interface HoldingApi {
  origin: string;
  held: HeldRequest[];
  onRequest: (request: HeldRequest) => void;
  stop(): Promise<void>;
}

async function startHoldingApi(): Promise<HoldingApi> {
  const api: HoldingApi = { origin: '', held: [], onRequest: () => {}, stop: async () => {} };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    // A response never ended closes only when the client drops the connection.
    const entry = { request, closed: new Promise<void>((resolve) => response.once('close', resolve)) };
    api.held.push(entry);
    api.onRequest(entry);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return api;
}

describe('an api client stopped by its signal', () => {
  let api: HoldingApi;
  beforeEach(async () => {
    api = await startHoldingApi();
  });
  afterEach(() => api.stop());

  it('cancels a pending read when the signal aborts, without trying it again', async () => {
    const controller = new AbortController();
    api.onRequest = () => controller.abort();
    const client = createApiClient(api.origin, { signal: controller.signal });

    await expect(client.get('held').json()).rejects.toMatchObject({ name: 'AbortError' });
    await api.held[0]?.closed;
    expect(api.held).toHaveLength(1);
  }, 15_000);

  it('stops a write the same way', async () => {
    const controller = new AbortController();
    api.onRequest = () => controller.abort();
    const client = createApiClient(api.origin, { signal: controller.signal });

    await expect(client.post('held', { json: { id: 1 } }).json()).rejects.toMatchObject({ name: 'AbortError' });
    await api.held[0]?.closed;
    expect(api.held).toHaveLength(1);
  }, 15_000);

  it('keeps each call’s own signal beside the client’s', async () => {
    const client = createApiClient(api.origin, { signal: new AbortController().signal });
    const call = new AbortController();
    api.onRequest = () => call.abort();

    await expect(client.get('held', { signal: call.signal }).json()).rejects.toMatchObject({ name: 'AbortError' });
    await api.held[0]?.closed;
    expect(api.held).toHaveLength(1);
  }, 15_000);

  it('sends nothing once the signal has aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = createApiClient(api.origin, { signal: controller.signal });

    await expect(client.get('held').json()).rejects.toMatchObject({ name: 'AbortError' });
    expect(api.held).toHaveLength(0);
  }, 15_000);
});
