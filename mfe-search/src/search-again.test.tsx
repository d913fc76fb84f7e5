import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote, type RenderedRemote } from '../../platform/test-kit/render-remote';
import { DESKTOP_WIDTH, emulateViewport } from '../../platform/test-kit/viewport';
import { AppRoot } from './app-root';
import { activityFixture, activityGroupFixture, activitySearchFixture } from './test/activity-fixture';
import { answerResultsPage, offersPage } from './test/results-page-api';

// Pressing Search with the criteria already shown searches again: a new request, the loading
// state while it runs, and the search-bar origin marker leaves the address once it has answered.

jest.mock('./features/fallbacks/components/fallback-sections', () => ({ FallbackSections: () => null }));
jest.mock('./features/map/components/map-overlay', () => ({ MapOverlay: () => null }));

const api = setupApiMock();
const ACTIVITIES = activitySearchFixture([activityGroupFixture(5, [activityFixture(90001)])]);

let restoreViewport = () => {};
afterEach(() => restoreViewport());
beforeEach(() => {
  restoreViewport = emulateViewport(DESKTOP_WIDTH);
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
});

/**
 * The page, with the shell's router behind `navigate`: each move is handed back as the new route,
 * once the work that asked for it is over (as a router's state update would be).
 */
function renderWithRouter(route: {
  kind: 'search' | 'activitySearch';
  pathname: string;
  search: string;
  hash: string;
}) {
  const view: RenderedRemote = renderRemote(AppRoot, { route });
  view.props.navigate.mockImplementation((target: RouteTarget) => {
    const search = new URLSearchParams(target.query ?? {}).toString();
    queueMicrotask(() =>
      view.rerenderWith({
        route: { ...route, kind: target.kind as typeof route.kind, search, hash: target.hash ?? '' },
      }),
    );
  });
  return view;
}

/** The next request to `path` waits for the test's `release()` before it is answered with `body`. */
function holdNextAnswer(path: string, body: unknown): () => void {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  api.answer(
    path,
    async () => {
      await gate;
      return HttpResponse.json(body as Record<string, unknown>);
    },
    { method: 'POST', once: true },
  );
  return () => act(release);
}

function lastRoute(view: RenderedRemote) {
  return view.props.navigate.mock.calls.at(-1)?.[0];
}

describe('search again with unchanged criteria', () => {
  it.each([
    ['booking', 'flow=booking'],
    ['gifting', 'flow=gifting'],
  ])('in the %s flow, asks the api again with the loading state, and drops the marker', async (_flow, search) => {
    answerResultsPage(api);
    const view = renderWithRouter({ kind: 'search', pathname: '/recherche', search, hash: 'city=12&a=3' });
    await screen.findAllByRole('article');
    const before = api.bodiesOf('POST', '/api/offers.json').length;
    const release = holdNextAnswer('/api/offers.json', offersPage(12, 40));

    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Rechercher' })[0]!);

    expect(await screen.findByRole('status', { name: 'Chargement des résultats' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await waitFor(() => expect(api.bodiesOf('POST', '/api/offers.json')).toHaveLength(before + 1));
    expect(new URLSearchParams(lastRoute(view)?.query).get('from')).toBe('searchbar');
    release();
    await screen.findAllByRole('article');
    expect(api.bodiesOf('POST', '/api/offers.json')).toHaveLength(before + 1);
    await waitFor(() => expect(new URLSearchParams(lastRoute(view)?.query).has('from')).toBe(false));
    expect(lastRoute(view)?.query).toEqual({ flow: search.split('=')[1] });
  });

  it('on the activity list, asks the api again and drops the marker', async () => {
    answerResultsPage(api, { offers: false });
    api.json('/api/search/activity-only.json', ACTIVITIES, { method: 'POST' });
    const view = renderWithRouter({
      kind: 'activitySearch',
      pathname: '/activites',
      search: 'flow=activity',
      hash: 'city=12&a=1',
    });
    await screen.findByRole('link', { name: 'Massage 90001' });
    const before = api.bodiesOf('POST', '/api/search/activity-only.json').length;
    const release = holdNextAnswer('/api/search/activity-only.json', ACTIVITIES);

    await userEvent.click(screen.getAllByRole('button', { name: 'Rechercher' })[0]!);
    expect(await screen.findByRole('status', { name: 'Chargement des activités' })).toBeInTheDocument();
    await waitFor(() => expect(api.bodiesOf('POST', '/api/search/activity-only.json')).toHaveLength(before + 1));
    release();
    await screen.findByRole('link', { name: 'Massage 90001' });
    await waitFor(() => expect(new URLSearchParams(lastRoute(view)?.query).has('from')).toBe(false));
  });
});
