import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBar } from './filter-bar';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { facetsFixture } from '../../../test/facets-fixture';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';
import { shownHighlightedActivities } from '../utils/shown-highlighted-activities';

const api = setupApiMock();

/** The facets of a search without any result: every count is 0. */
const EMPTY_SEARCH_FACETS = facetsFixture({
  tag: [
    { id: 101, name: 'Accès au spa', count: 0 },
    { id: 104, name: 'Cours de cuisine', count: 0 },
  ],
  highlighted: [
    { id: 101, name: 'Accès au spa', count: 0 },
    { id: 104, name: 'Cours de cuisine', count: 0 },
  ],
});

function renderBar(hash: string) {
  renderSearchMount(
    <FilterBar position={{ lat: 48.85, lng: 2.35 }} />,
    searchPageProps({ route: { hash, search: 'flow=booking' } }),
  );
}

/**
 * The filter bar once the search's facets have come: the Activities dropdown lists the spa, which
 * the chips are drawn from too.
 */
async function filterBar() {
  const bar = await screen.findByRole('group', { name: 'Filtres' });
  const user = userEvent.setup();
  await user.click(within(bar).getByRole('button', { name: /^Activités/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Activités' });
  await within(dialog).findByRole('checkbox', { name: /^Accès au spa/ });
  // Closed again (Escape applies nothing): the rest of the page is back within reach.
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return bar;
}

describe('highlighted activity chips', () => {
  it('shows no chip for a search without result, rather than a row of disabled ones', async () => {
    api.json('/api/facets.json', EMPTY_SEARCH_FACETS);
    renderBar('city=12');
    const bar = await filterBar();
    expect(within(bar).queryByRole('button', { name: 'Accès au spa' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Cours de cuisine' })).not.toBeInTheDocument();
  });

  it('keeps a chosen chip of a search without result, pressed and usable, so it can be unticked', async () => {
    api.json('/api/facets.json', EMPTY_SEARCH_FACETS);
    renderBar('city=12&tags=101');
    const bar = await filterBar();
    const chosen = within(bar).getByRole('button', { name: 'Accès au spa', pressed: true });
    expect(chosen).toBeEnabled();
    expect(within(bar).queryByRole('button', { name: 'Cours de cuisine' })).not.toBeInTheDocument();
  });

  it('still shows every chip of a search with results, a zero-count one disabled', async () => {
    api.json(
      '/api/facets.json',
      facetsFixture({
        highlighted: [
          { id: 101, name: 'Accès au spa', count: 5 },
          { id: 104, name: 'Cours de cuisine', count: 0 },
        ],
      }),
    );
    renderBar('city=12');
    const bar = await filterBar();
    expect(within(bar).getByRole('button', { name: 'Accès au spa' })).toBeEnabled();
    expect(within(bar).getByRole('button', { name: 'Cours de cuisine' })).toBeDisabled();
  });
});

describe('shownHighlightedActivities', () => {
  const spa = { id: 101, count: 0 };
  const cooking = { id: '104', count: 0 };

  it('leaves out every unchosen chip when the search offers none of them', () => {
    expect(shownHighlightedActivities([spa, cooking], [])).toEqual([]);
    expect(shownHighlightedActivities([spa, cooking], [104])).toEqual([cooking]);
  });

  it('keeps them all when the search offers one of them', () => {
    const offered = { id: 7, count: 3 };
    expect(shownHighlightedActivities([spa, offered], [])).toEqual([spa, offered]);
  });
});
