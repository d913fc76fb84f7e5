/**
 * A fake api for an app's tests, with msw: requests leave through the real fetch (as ky sends
 * them) and msw answers them. A test file calls `setupApiMock()` once at its top level; each test
 * then says what the api answers. A request nobody answers fails the test that sent it.
 */
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { TEST_API_BASE } from './fake-remote-props';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a route answers: a path on the api (`/weekend/:id/detail.json`, `*` and `:param` as in
 * msw, the query is ignored) or an absolute URL for another host.
 */
export type ApiPath = string;

/** A request the app sent, its body already read (parsed when it is JSON). */
export interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
}

export interface AnswerOptions {
  method?: HttpMethod;
  status?: number;
  /** Answer after this many milliseconds, to look at what the page shows meanwhile. */
  delayMs?: number;
  /** Answer only the first matching request; later ones fall through to other routes. */
  once?: boolean;
}

export interface ApiMock {
  /** The origin the routes answer on (the fake props' `apiBase`). */
  readonly base: string;
  /** Answers with `body` as JSON (status 200 unless told). */
  json(path: ApiPath, body: unknown, options?: AnswerOptions): void;
  /** Answers with an error status and a JSON message, as the api does. */
  error(path: ApiPath, status: number, options?: Omit<AnswerOptions, 'status'> & { body?: unknown }): void;
  /** Never answers: the page stays in its loading state. */
  never(path: ApiPath, options?: Pick<AnswerOptions, 'method' | 'once'>): void;
  /** Answers with a function of the request, for sequences or answers read from the request. */
  answer(path: ApiPath, resolver: HttpResponseResolver, options?: Pick<AnswerOptions, 'method' | 'once'>): void;
  /** Adds msw handlers as they are, for what the helpers above do not cover. */
  use(...handlers: RequestHandler[]): void;
  /** Every request sent during the current test, in order (answered or not). */
  readonly requests: readonly SentRequest[];
  /** The requests sent to a path of the api (exact pathname), in order. */
  requestsTo(path: string, method?: HttpMethod): SentRequest[];
  /** The bodies sent to a path of the api, in order. */
  bodiesOf(method: HttpMethod, path: string): unknown[];
}

/** A promise that never settles: unlike msw's delay('infinite'), it holds no timer open. */
function forever(): Promise<never> {
  return new Promise<never>(() => {});
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Starts an msw server for this test file (before all tests), forgets the routes and the recorded
 * requests after each test, and stops it after all of them. Call it once per test file.
 */
export function setupApiMock(base: string = TEST_API_BASE): ApiMock {
  const server = setupServer();
  const requests: SentRequest[] = [];
  const unhandled: string[] = [];

  const urlOf = (path: ApiPath) => (/^[a-z]+:\/\//i.test(path) ? path : `${base}${path}`);
  const route = (
    method: HttpMethod | undefined,
    path: ApiPath,
    resolver: HttpResponseResolver,
    once: boolean | undefined,
  ) => {
    const verb = (method ?? 'GET').toLowerCase() as Lowercase<HttpMethod>;
    // The app gets its answer only once the request's body is recorded, so a test that saw the
    // answer can read the body.
    const recordedFirst: HttpResponseResolver = async (info) => {
      await bodyReads.get(info.requestId);
      return resolver(info);
    };
    server.use(http[verb](urlOf(path), recordedFirst, { once: once ?? false }));
  };

  const bodyReads = new Map<string, Promise<void>>();
  server.events.on('request:start', ({ request, requestId }) => {
    const sent: SentRequest = { method: request.method, url: new URL(request.url), body: undefined };
    requests.push(sent);
    bodyReads.set(
      requestId,
      readBody(request).then((body) => {
        sent.body = body;
      }),
    );
  });

  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        unhandled.push(`${request.method} ${request.url}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
    bodyReads.clear();
    const missed = unhandled.splice(0);
    if (missed.length > 0) throw new Error(`The api mock had no answer for:\n  ${missed.join('\n  ')}`);
  });
  afterAll(() => server.close());

  const json: ApiMock['json'] = (path, body, { method, status = 200, delayMs, once } = {}) => {
    route(
      method,
      path,
      async () => {
        if (delayMs) await wait(delayMs);
        return HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], { status });
      },
      once,
    );
  };
  const requestsTo = (path: string, method?: HttpMethod) =>
    requests.filter((sent) => sent.url.pathname === path && (method === undefined || sent.method === method));

  return {
    base,
    json,
    error(path, status, { method, body = { message: `Error ${status}` }, delayMs, once } = {}) {
      json(path, body, { method, status, delayMs, once });
    },
    never(path, { method, once } = {}) {
      route(method, path, () => forever(), once);
    },
    answer(path, resolver, { method, once } = {}) {
      route(method, path, resolver, once);
    },
    use(...handlers) {
      server.use(...handlers);
    },
    requests,
    requestsTo,
    bodiesOf: (method, path) => requestsTo(path, method).map((sent) => sent.body),
  };
}
