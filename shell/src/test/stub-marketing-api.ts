/**
 * A fake api for the banner and newsletter tests: `globalThis.fetch` answers by path, and every
 * request is kept. Paths not listed answer 404, like the api does.
 */
export type FakeRoute = (request: Request) => Response | Promise<Response>;

export const TEST_API_BASE = 'http://shop.test';

export interface StubbedApi {
  requests: Request[];
  /** Paths (with their query) asked for, in order. */
  paths(): string[];
}

export function stubMarketingApi(routes: Record<string, FakeRoute | unknown>): StubbedApi {
  const requests: Request[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const { pathname } = new URL(request.url);
    const route = routes[pathname];
    if (route === undefined)
      return Response.json(
        { statusCode: 404, error: 'Not Found', message: `Route ${pathname} not found` },
        { status: 404 },
      );
    if (typeof route === 'function') return (route as FakeRoute)(request);
    return Response.json(route);
  }) as typeof fetch;
  return {
    requests,
    paths: () =>
      requests.map((request) => {
        const url = new URL(request.url);
        return `${url.pathname}${url.search}`;
      }),
  };
}

/** A call that never answers (to look at loading states). */
export const neverAnswers: FakeRoute = () => new Promise<Response>(() => {});

/** Announcement lists of the api's shape, one entry per given locale/flow/list. */
export function announcementLists(
  entries: {
    list: 'homePages' | 'searchPages' | 'productPages';
    locale: string;
    flow: string;
    messages: { content: string; colorVariation: string; link?: { url: string } | null }[];
  }[],
) {
  const lists: Record<string, unknown[]> = { homePages: [], searchPages: [], productPages: [] };
  for (const entry of entries) {
    lists[entry.list]!.push({
      flow: entry.flow,
      locale: entry.locale,
      announcementBanner: entry.messages,
      localizations: [],
    });
  }
  return lists;
}

/** Lets the calls in flight answer and the banners update inside act, before a test ends. */
export async function settleCalls(): Promise<void> {
  const { act } = await import('@testing-library/react');
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
}
