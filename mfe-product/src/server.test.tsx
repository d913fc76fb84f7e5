import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_TIMEOUT_MS } from '@escapade/shared-contracts/api-client';
import { fakeRemoteProps } from '../../platform/test-kit/fake-remote-props';
import { renderRoute } from './server';

/** An api that holds every request without answering, as one that has stopped responding. */
const held: { url: string; closed: Promise<void> }[] = [];
let onRequest: () => void = () => {};
const api = createServer((request: IncomingMessage, response: ServerResponse) => {
  // A response never ended closes only when the client drops the connection.
  held.push({ url: request.url ?? '', closed: new Promise<void>((resolve) => response.once('close', resolve)) });
  onRequest();
});
let apiOrigin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(async () => {
  api.closeAllConnections();
  await new Promise<void>((resolve) => api.close(() => resolve()));
});

describe('the server render of a stay', () => {
  it('stops, with its pending api call, when the edge gives up on it', async () => {
    const controller = new AbortController();
    const budgetPassed = new Error('render budget passed');
    onRequest = () => controller.abort(budgetPassed);
    const { mountWidget: _mountWidget, ...props } = fakeRemoteProps({
      route: { kind: 'stay', id: '20039', pathname: '/sejour/20039' },
    });
    const started = performance.now();

    await expect(renderRoute(props, { apiOrigin, signal: controller.signal })).rejects.toBe(budgetPassed);

    // Only the offer was asked for (nothing more once it failed), and its request was dropped by
    // the abort, not by the api client's own time limit.
    expect(held.map(({ url }) => new URL(url, apiOrigin).pathname)).toEqual(['/weekend/20039/detail.json']);
    await held[0]?.closed;
    expect(performance.now() - started).toBeLessThan(API_TIMEOUT_MS);
  }, 15_000);
});
