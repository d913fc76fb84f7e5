import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components/Button';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { facetsFixture } from '../../../test/facets-fixture';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';
import { useFilterActions } from '../state/use-filter-actions';
import { ActivityFilterBar } from './activity-filter-bar';
import { MobileFilterDrawer } from './mobile-filter-drawer';

// The activity flow's filters: its list is filtered by activity and by price per person only.

const PARIS = { lat: 48.85, lng: 2.35 };
/** The api's activity-flow answer: price bounds and the activities, one of them offered nowhere here. */
const ACTIVITY_FACETS = facetsFixture({
  tag: [
    { id: 101, name: 'Accès au spa', count: 4 },
    { id: 102, name: 'Massage', count: 2 },
    { id: 104, name: 'Cours de cuisine', count: 0 },
  ],
});

const api = setupApiMock();

function facetRequests(): URLSearchParams[] {
  return api.requestsTo('/api/facets.json').map((request) => request.url.searchParams);
}

function activityRoute(hash: string, search = 'flow=activity&page=2') {
  return searchPageProps({ route: { kind: 'activitySearch', pathname: '/activites', hash, search } });
}

function renderBar(hash: string, search?: string) {
  api.json('/api/facets.json', ACTIVITY_FACETS);
  const props = activityRoute(hash, search);
  renderSearchMount(<ActivityFilterBar position={PARIS} />, props);
  return props;
}

describe('ActivityFilterBar', () => {
  it('offers the Activities and Price filters only', async () => {
    renderBar('city=12');
    const bar = await screen.findByRole('group', { name: 'Filtres' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Activités', 'Prix']);
    expect(screen.queryByRole('button', { name: /^Distance/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Plus de filtres/ })).not.toBeInTheDocument();
  });

  it('asks the counts of the activity flow, whatever flow brought the visitor to the activity page', async () => {
    renderBar('city=12&tags=101', 'flow=gifting');
    await waitFor(() => expect(facetRequests()).toHaveLength(1));
    const [query] = facetRequests();
    expect(query!.get('flow')).toBe('activity');
    expect(query!.get('cityId')).toBe('12');
    expect(query!.get('tags')).toBe('101');
  });

  it('filters by an activity: zero-count activities are disabled, Confirm writes the hash and drops the page', async () => {
    const props = renderBar('city=12');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Activités' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activités' });
    expect(await within(dialog).findByRole('checkbox', { name: /^Cours de cuisine/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /^Massage/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'activitySearch',
      query: { flow: 'activity' },
      hash: 'city=12&tags=102',
    });
  });

  it('says "No activity found for this search" when no activity is offered here', async () => {
    api.json('/api/facets.json', facetsFixture({ tag: [{ id: 101, name: 'Accès au spa', count: 0 }] }));
    renderSearchMount(<ActivityFilterBar position={PARIS} />, activityRoute('city=999'));
    const user = userEvent.setup();
    await waitFor(() => expect(facetRequests()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Activités' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activités' });
    expect(await within(dialog).findByText('Aucune activité trouvée pour cette recherche')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('asks the activity counts again each time the Activities dropdown opens and as the choice changes', async () => {
    renderBar('city=12');
    const user = userEvent.setup();
    await waitFor(() => expect(facetRequests()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Activités' }));
    let dialog = await screen.findByRole('dialog', { name: 'Activités' });
    await waitFor(() => expect(facetRequests()).toHaveLength(2));
    await user.click(await within(dialog).findByRole('checkbox', { name: /^Massage/ }));
    await waitFor(() => expect(facetRequests().at(-1)!.get('tags')).toBe('102'));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    const asked = facetRequests().length;
    await user.click(screen.getByRole('button', { name: 'Activités' }));
    dialog = await screen.findByRole('dialog', { name: 'Activités' });
    await waitFor(() => expect(facetRequests().length).toBeGreaterThan(asked));
    expect(facetRequests().at(-1)!.has('tags')).toBe(false);
  });

  it('has a price filter that starts at 1 € and writes the amounts in cents', async () => {
    const props = renderBar('city=12');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Prix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prix' });
    const [minimum] = within(dialog).getAllByRole('slider');
    expect(minimum).toHaveAttribute('min', '1');
    const maximum = within(dialog).getByRole('textbox', { name: 'Prix maximum' });
    await user.clear(maximum);
    await user.type(maximum, '80{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'activitySearch',
      query: { flow: 'activity' },
      hash: 'city=12&priceMax=8000',
    });
  });

  it('shows the applied filters on the buttons and resets them all', async () => {
    const props = renderBar('city=12&tags=101,102&priceMax=8000');
    expect(await screen.findByRole('button', { name: /^Activités/ })).toHaveTextContent('2 filtres appliqués');
    expect(screen.getByRole('button', { name: /^Prix/ })).toHaveTextContent('1 filtre appliqué');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réinitialiser tous les filtres' }));
    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'activitySearch',
      query: { flow: 'activity' },
      hash: 'city=12',
    });
  });
});

function OpenFilters() {
  const { openDrawer } = useFilterActions();
  return <Button onPress={openDrawer}>Filtrer</Button>;
}

describe('the phone filter modal in the activity flow', () => {
  it('holds the activity and price filters only, counted for activities, and writes them to the URL', async () => {
    api.json('/api/facets.json', ACTIVITY_FACETS);
    const props = activityRoute('city=12');
    renderSearchMount(
      <>
        <OpenFilters />
        <MobileFilterDrawer position={PARIS} activityFlow />
      </>,
      props,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtres' });
    // The modal shows at once; its filters are drawn just after.
    expect((await within(drawer).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent)).toEqual(
      ['Activités', 'Prix'],
    );
    expect(within(drawer).getAllByRole('slider')[0]).toHaveAttribute('min', '1');
    await waitFor(() => expect(facetRequests().at(-1)!.get('flow')).toBe('activity'));
    expect(await within(drawer).findByRole('checkbox', { name: /^Cours de cuisine/ })).toBeDisabled();
    await user.click(within(drawer).getByRole('checkbox', { name: /^Accès au spa/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Voir les résultats' }));
    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'activitySearch',
      query: { flow: 'activity' },
      hash: 'city=12&tags=101',
    });
  });
});
