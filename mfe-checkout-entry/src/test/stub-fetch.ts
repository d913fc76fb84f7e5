/** A canned answer: a JSON body and its status (200 unless told). */
export interface StubAnswer {
  status?: number;
  body: unknown;
}

/**
 * Replaces globalThis.fetch (which ky uses) with answers chosen by path. Returns the spy so a test
 * can read the urls asked for. Unknown paths answer 404.
 */
export function stubFetch(routes: Record<string, StubAnswer | ((url: URL) => StubAnswer)>) {
  const spy = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const route = routes[url.pathname];
    const answer =
      typeof route === 'function' ? route(url) : (route ?? { status: 404, body: { message: 'Not found' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = spy as unknown as typeof fetch;
  return spy;
}

/** The urls fetch was called with, in order. */
export function requestedUrls(spy: jest.Mock): URL[] {
  return spy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)));
}
