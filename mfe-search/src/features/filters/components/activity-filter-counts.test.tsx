import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components/Button';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import type { RemotePropsOverrides } from '../../../../../platform/test-kit/fake-remote-props';
import { facetsFixture } from '../../../test/facets-fixture';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';
import { ActivityFilterBar } from './activity-filter-bar';
import { FilterBar } from './filter-bar';
import { MobileFilterDrawer } from './mobile-filter-drawer';
import { useFilterActions } from '../state/use-filter-actions';

// On the activity list the filters count activities, not hotels, in each language.

const PARIS = { lat: 48.85, lng: 2.35 };

const api = setupApiMock();

function answerFacets() {
  api.json(
    '/api/facets.json',
    facetsFixture({
      tag: [
        { id: 101, name: 'Accès au spa', count: 4 },
        { id: 102, name: 'Massage', count: 1 },
      ],
    }),
  );
}

function activityList(language: RemotePropsOverrides['locale'] = 'fr_FR') {
  return searchPageProps({
    locale: language,
    route: { kind: 'activitySearch', pathname: '/activites', hash: 'city=12', search: 'flow=activity' },
  });
}

async function openActivities(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  return screen.findByRole('dialog', { name });
}

function OpenFilters() {
  const { openDrawer } = useFilterActions();
  return <Button onPress={openDrawer}>Filtrer</Button>;
}

describe('the activity list’s filter counts', () => {
  it('counts activities in the Activities dropdown (one and several)', async () => {
    answerFacets();
    renderSearchMount(<ActivityFilterBar position={PARIS} />, activityList());
    const dialog = await openActivities('Activités');
    expect(await within(dialog).findByRole('checkbox', { name: 'Accès au spa (4 activités)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Massage (1 activité)' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/hôtel/);
  });

  it.each([
    ['es_ES', 'Actividades', '(4 actividades)', '(1 actividad)'],
    ['it_IT', 'Attività', '(4 attività)', '(1 attività)'],
    ['nl_NL', 'Activiteiten', '(4 activiteiten)', '(1 activiteit)'],
  ] as const)('speaks of activities in %s', async (locale, dropdown, several, one) => {
    answerFacets();
    renderSearchMount(<ActivityFilterBar position={PARIS} />, activityList(locale));
    const dialog = await openActivities(dropdown);
    expect(await within(dialog).findByRole('checkbox', { name: `Accès au spa ${several}` })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: `Massage ${one}` })).toBeInTheDocument();
  });

  it('counts activities in the phone filter modal of the activity list', async () => {
    answerFacets();
    renderSearchMount(
      <>
        <OpenFilters />
        <MobileFilterDrawer position={PARIS} activityFlow />
      </>,
      activityList(),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filtrer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtres' });
    expect(await within(drawer).findByRole('checkbox', { name: 'Accès au spa (4 activités)' })).toBeInTheDocument();
  });

  it('still counts hotels on the stays’ results', async () => {
    answerFacets();
    renderSearchMount(
      <FilterBar position={PARIS} />,
      searchPageProps({ route: { hash: 'city=12', search: 'flow=booking' } }),
    );
    const dialog = await openActivities('Activités');
    expect(await within(dialog).findByRole('checkbox', { name: 'Accès au spa (4 hôtels)' })).toBeInTheDocument();
  });
});
