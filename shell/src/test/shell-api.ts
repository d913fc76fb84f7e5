/**
 * The api as the shell's tests see it, served by the test kit's msw mock. A test file calls
 * `setupShellApi()` once at its top; each test then says what the paths it cares about answer.
 * The frame's content calls (navigation, banners) answer as the api does for a shop with none;
 * other paths not listed answer 404, as the api does for routes it does not have.
 */
import { http, HttpResponse } from 'msw';
import { LOCALES } from '@escapade/shared-contracts/locales';
import { setupApiMock, type ApiMock } from '../../../platform/test-kit/api-mock';

export type FakeRoute = (request: Request) => Response | Promise<Response>;

export const TEST_API_BASE = 'http://shop.test';

/** What the api answers for the frame's content when the CMS has none (see api/src/routes). */
const EMPTY_ANNOUNCEMENT_LISTS = { homePages: [], searchPages: [], productPages: [] };
export const EMPTY_FRAME_CONTENT: Readonly<Record<string, unknown>> = {
  '/api/cms/navLinks': { links: [] },
  '/gateway/cms/announcementBanner': { data: EMPTY_ANNOUNCEMENT_LISTS },
  '/content/strapiAnnouncementBanner.json': EMPTY_ANNOUNCEMENT_LISTS,
  '/api/cms/promoBars': [],
  '/api/cms/countdown': [],
  '/content/targetedBanner.json': Object.fromEntries(LOCALES.map((locale) => [locale, []])),
};

export interface ShellApi {
  /** The kit's mock, for its recorded requests and helpers. */
  readonly mock: ApiMock;
  /**
   * Answers each path (any method, any query) with its value as JSON, or with what its function
   * returns; the frame's content paths not listed answer empty.
   */
  answer(routes: Record<string, FakeRoute | unknown>): void;
  /** Paths (with their query) asked for during the test, in order. */
  paths(): string[];
}

export function setupShellApi(base: string = TEST_API_BASE): ShellApi {
  const mock = setupApiMock(base);
  return {
    mock,
    answer(routes) {
      // Added first, so the listed paths (added after it) answer before it.
      mock.use(
        http.all(`${base}/*`, ({ request }) =>
          HttpResponse.json(
            { statusCode: 404, error: 'Not Found', message: `Route ${new URL(request.url).pathname} not found` },
            { status: 404 },
          ),
        ),
      );
      for (const [path, route] of Object.entries({ ...EMPTY_FRAME_CONTENT, ...routes })) {
        mock.use(
          http.all(`${base}${path}`, ({ request }) =>
            typeof route === 'function' ? (route as FakeRoute)(request) : HttpResponse.json(route as never),
          ),
        );
      }
    },
    paths: () => mock.requests.map(({ url }) => `${url.pathname}${url.search}`),
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
