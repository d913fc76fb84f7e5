import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import type { RemotePropsOverrides } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { DESKTOP_WIDTH, PHONE_WIDTH, emulateViewport } from '../../platform/test-kit/viewport';
import { AppRoot } from './app-root';
import { activityFixture, activityGroupFixture, activitySearchFixture } from './test/activity-fixture';
import { answerResultsPage } from './test/results-page-api';
import { SEARCH_PAGE_ROUTE } from './test/search-page-props';

// The activity flow of the results page: the activity page reached from the gift drawer, its
// filters, and the way to it from the stays.

const ACTIVITY_PAGE_ROUTE = { kind: 'activitySearch', pathname: '/activites' } as const;

const api = setupApiMock();

function answerActivityPage() {
  answerResultsPage(api, { offers: false });
  api.json(
    '/api/search/activity-only.json',
    activitySearchFixture([activityGroupFixture(5, [activityFixture(90001), activityFixture(90002)])]),
    { method: 'POST' },
  );
}

let restoreViewport = () => {};
afterEach(() => {
  restoreViewport();
  restoreViewport = () => {};
});
beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
});

function renderPage(overrides: RemotePropsOverrides, width = DESKTOP_WIDTH) {
  restoreViewport = emulateViewport(width);
  return renderRemote(AppRoot, overrides);
}

describe('the activities to offer (the gift drawer’s activity page)', () => {
  it('lists activities, and its search box searches the activity search', async () => {
    answerActivityPage();
    const { props } = renderPage({ route: { ...ACTIVITY_PAGE_ROUTE, search: 'flow=gifting', hash: 'city=12' } });
    expect(await screen.findByRole('link', { name: 'Massage 90001' })).toBeInTheDocument();
    const box = await screen.findByRole('search');
    // An activity's fields: its day and its participants, not a gift's.
    expect(await within(box).findByRole('button', { name: /^Date de l'activité/ })).toBeInTheDocument();
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Rechercher' }));
    expect(props.navigate).toHaveBeenLastCalledWith({
      kind: 'activitySearch',
      query: { flow: 'activity', from: 'searchbar' },
      hash: 'city=12',
    });
  });
});

describe('the filters of the activity flow', () => {
  it('are Activities and Price on desktop, without the stays’ filters, sort or map', async () => {
    answerActivityPage();
    renderPage({ route: { ...ACTIVITY_PAGE_ROUTE, search: 'flow=activity', hash: 'city=12&tags=102' } });
    const filters = await screen.findByRole('group', { name: 'Filtres' });
    expect(within(filters).getByRole('button', { name: 'Activités 1 filtre appliqué' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Prix' })).toBeInTheDocument();
    expect(within(filters).queryByRole('button', { name: /^Plus de filtres/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir sur la carte' })).not.toBeInTheDocument();
    // The list asks for the chosen activity.
    await screen.findByRole('link', { name: 'Massage 90001' });
    expect(api.bodiesOf('POST', '/api/search/activity-only.json')).toEqual([
      expect.objectContaining({ criteria: expect.objectContaining({ tags: [102] }) }),
    ]);
  });

  it('open in the phone’s Filter drawer: the activities and the price', async () => {
    answerActivityPage();
    const { props } = renderPage(
      { route: { ...ACTIVITY_PAGE_ROUTE, search: 'flow=activity', hash: 'city=12' } },
      PHONE_WIDTH,
    );
    const actions = await screen.findByRole('toolbar', { name: 'Affiner les résultats' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Filtrer']);
    const user = userEvent.setup();
    await user.click(within(actions).getByRole('button', { name: 'Filtrer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtres' });
    // The modal shows at once; its filters are drawn just after.
    expect((await within(drawer).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent)).toEqual(
      ['Activités', 'Prix'],
    );
    await user.click(await within(drawer).findByRole('checkbox', { name: /^Accès au spa/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Voir les résultats' }));
    expect(props.navigate).toHaveBeenLastCalledWith({
      kind: 'activitySearch',
      query: { flow: 'activity' },
      hash: 'city=12&tags=101',
    });
  });
});

describe('the way from the stays to the activities', () => {
  const STAYS_IN_PARIS = { ...SEARCH_PAGE_ROUTE, search: 'flow=booking', hash: 'city=12&theme=26&a=3' };

  it('links the booking flow’s results to the activity search of the same place', async () => {
    answerResultsPage(api);
    renderPage({ route: STAYS_IN_PARIS });
    const entry = await screen.findByRole('complementary', { name: "Envie d'une sortie sans nuit d'hôtel ?" });
    expect(within(entry).getByRole('link', { name: 'Voir les activités à Paris' })).toHaveAttribute(
      'href',
      '/activitySearch?flow=activity#city=12',
    );
  });

  it('leads nowhere where the activity search is off, nor from the gifts', async () => {
    answerResultsPage(api);
    const { unmount } = renderPage({
      route: STAYS_IN_PARIS,
      flags: { ...DEFAULT_FLAGS, activitySearch: false },
    });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('link', { name: /^Voir les activités/ })).not.toBeInTheDocument();
    unmount();

    answerResultsPage(api);
    renderPage({ route: { ...STAYS_IN_PARIS, search: 'flow=gifting' } });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('link', { name: /^Voir les activités/ })).not.toBeInTheDocument();
  });
});
