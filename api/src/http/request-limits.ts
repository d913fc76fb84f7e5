/**
 * Bounds on what one request may cost the api. A client that sends too much, too deep or too slowly
 * gets a 4xx (or its connection closed) instead of holding memory, the event loop or a socket.
 * The values are ours: the shop's largest legitimate body (an analytics batch) is far below them.
 */
import { createServer, type RequestListener, type Server } from 'node:http';

/** Largest request body; larger ones answer 413 before they are read to the end. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** Deepest nesting of arrays and objects a JSON body may have; deeper ones answer 400. */
export const MAX_JSON_DEPTH = 32;

/** Time for a whole request (headers and body) to arrive; a stalled upload is answered 408 and closed. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** How often the server looks for requests past their time (Node's default, 30 s, would let a stalled upload live 40 s). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** An idle socket (no request in progress) is closed after this long. */
export const CONNECTION_TIMEOUT_MS = 30_000;

/** Longest path parameter; a longer one answers 404 like any unknown path. */
export const MAX_PARAM_LENGTH = 200;

/** The http server with the limits above; `requestTimeoutMs` can be shortened by tests. */
export function createBoundedHttpServer(handler: RequestListener, requestTimeoutMs = REQUEST_TIMEOUT_MS): Server {
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(requestTimeoutMs, 60_000),
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, requestTimeoutMs),
    },
    handler,
  );
  server.setTimeout(CONNECTION_TIMEOUT_MS);
  return server;
}
