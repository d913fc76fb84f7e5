/** A route of the stubbed api: the path (without origin or query) and the answer. */
export interface StubRoute {
  path: string;
  status?: number;
  body: unknown;
}

/**
 * Replaces globalThis.fetch (used by ky) with a fake api answering the given routes; unknown paths
 * answer 404. Returns the mock, to inspect the requested URLs.
 */
export function stubFetch(routes: StubRoute[]): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const fake = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const route = routes.find((candidate) => candidate.path === url.pathname);
    if (!route) return Response.json({ message: 'Not found' }, { status: 404 });
    return Response.json(route.body, { status: route.status ?? 200 });
  });
  globalThis.fetch = fake as unknown as typeof fetch;
  return fake;
}

/** The URLs the page asked for, as URL objects. */
export function requestedUrls(fake: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>): URL[] {
  return fake.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)));
}

const originalFetch = globalThis.fetch;

/** Puts the environment's fetch back (call in afterEach). */
export function restoreFetch(): void {
  globalThis.fetch = originalFetch;
}
