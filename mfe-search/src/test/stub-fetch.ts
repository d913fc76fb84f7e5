/** A canned answer, or a function of the request (to read the body or delay). */
export type StubAnswer = Response | ((request: Request) => Response | Promise<Response>);

export interface FetchRoute {
  method?: string;
  /** Matched against the request's pathname. */
  path: string | RegExp;
  answer: StubAnswer;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A response that never comes: the page stays in its loading state. */
export function pendingAnswer(): Promise<Response> {
  return new Promise<Response>(() => {});
}

/** A request the stub received, its body already read. */
export interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
}

export interface FetchStub {
  mock: jest.Mock;
  /** Requests in the order they were sent. */
  requests: SentRequest[];
  /** Parsed JSON bodies of the requests to a path. */
  bodiesOf(method: string, path: string): unknown[];
}

/**
 * Replaces globalThis.fetch (ky's transport) with routes; unmatched requests answer 404.
 */
export function stubFetch(routes: FetchRoute[]): FetchStub {
  const requests: SentRequest[] = [];
  const mock = jest.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    requests.push({
      method: request.method,
      url: new URL(request.url),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    const { pathname } = new URL(request.url);
    const route = routes.find(
      (candidate) =>
        (candidate.method ?? 'GET') === request.method &&
        (typeof candidate.path === 'string' ? candidate.path === pathname : candidate.path.test(pathname)),
    );
    if (!route) return jsonResponse({ message: `no stub for ${request.method} ${pathname}` }, 404);
    const answer = typeof route.answer === 'function' ? await route.answer(request) : route.answer;
    // A Response body can be read once: hand out a copy so a route can answer several calls.
    return answer.clone();
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return {
    mock,
    requests,
    bodiesOf: (method, path) =>
      requests.filter((sent) => sent.method === method && sent.url.pathname === path).map((sent) => sent.body),
  };
}
