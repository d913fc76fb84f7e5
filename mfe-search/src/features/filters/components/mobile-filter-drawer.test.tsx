import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components/Button';
import { MobileFilterDrawer } from './mobile-filter-drawer';
import { useFilterActions, useFilterDrawerOpener } from '../state/use-filter-actions';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { facetsFixture } from '../../../test/facets-fixture';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

const api = setupApiMock();

function OpenFilters() {
  const { openDrawer } = useFilterActions();
  return <Button onPress={openDrawer}>Filtrer</Button>;
}

function renderDrawer(hash: string) {
  api.json('/api/facets.json', facetsFixture());
  const props = searchPageProps({ route: { hash, search: 'flow=booking&page=2' } });
  renderSearchMount(
    <>
      <OpenFilters />
      <MobileFilterDrawer position={{ lat: 48.85, lng: 2.35 }} />
    </>,
    props,
  );
  return props;
}

async function openDrawer() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Filtrer' }));
  const drawer = await screen.findByRole('dialog', { name: 'Filtres' });
  // The modal shows at once, busy; its filters are drawn just after.
  await within(drawer).findAllByRole('heading', { level: 3 });
  return { user, drawer };
}

describe('MobileFilterDrawer', () => {
  it('opens and follows the edits without rendering again the page that opened it (its result cards)', async () => {
    const pageRenders = jest.fn();
    function ResultsPage() {
      pageRenders();
      const { openDrawer } = useFilterDrawerOpener();
      return <Button onPress={openDrawer}>Filtrer</Button>;
    }
    api.json('/api/facets.json', facetsFixture());
    renderSearchMount(
      <>
        <ResultsPage />
        <MobileFilterDrawer position={{ lat: 48.85, lng: 2.35 }} />
      </>,
      searchPageProps({ route: { hash: 'city=12', search: 'flow=booking' } }),
    );
    const rendersBefore = pageRenders.mock.calls.length;

    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('checkbox', { name: /^4 étoiles/ }));
    expect(within(drawer).getByRole('checkbox', { name: /^4 étoiles/ })).toBeChecked();

    expect(pageRenders).toHaveBeenCalledTimes(rendersBefore);
  });

  it('holds every filter; "See results" writes them to the URL and drops the page', async () => {
    const props = renderDrawer('city=12');
    const { user, drawer } = await openDrawer();
    for (const name of ['Activités', 'Prix', 'Distance', 'Équipements', 'Plus de filtres']) {
      expect(within(drawer).getByRole('heading', { name })).toBeInTheDocument();
    }
    await user.click(within(drawer).getByRole('checkbox', { name: /^4 étoiles/ }));
    await user.click(await within(drawer).findByRole('checkbox', { name: /^Spa/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Voir les résultats' }));
    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'search',
      query: { flow: 'booking' },
      hash: 'city=12&stars=4&facilities=spa',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"Reset all filters" clears every filter and removes the filter keys from the URL', async () => {
    const props = renderDrawer(
      'city=12&theme=26&stars=4&hotelScore=8&priceMax=15000&facilities=spa&petsAllowed=true&tags=101&hotelTypes=castle&distanceMax=80',
    );
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Réinitialiser tous les filtres' }));
    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'search',
      query: { flow: 'booking' },
      hash: 'theme=26&city=12',
    });
  });

  it('closing without applying goes back to the filters of the URL', async () => {
    const props = renderDrawer('city=12&stars=5');
    const opened = await openDrawer();
    const { user } = opened;
    let { drawer } = opened;
    await user.click(within(drawer).getByRole('checkbox', { name: /^4 étoiles/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Fermer les filtres' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(props.navigate).not.toHaveBeenCalled();

    ({ drawer } = await openDrawer());
    expect(within(drawer).getByRole('checkbox', { name: /^4 étoiles/ })).not.toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: /^5 étoiles/ })).toBeChecked();
  });
});
