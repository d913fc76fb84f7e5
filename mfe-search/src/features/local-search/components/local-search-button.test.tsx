import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { LocalSearchButton } from './local-search-button';
import { stubGeolocation } from '../../../../../platform/test-kit/geolocation';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

function navigated(navigate: jest.Mock) {
  const [target] = navigate.mock.calls.at(-1) as [RouteTarget];
  return {
    target,
    criteria: parseSearchCriteria({ hash: target.hash ?? '', search: new URLSearchParams(target.query).toString() }),
  };
}

async function openDialog() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Partir près de chez moi' }));
  return screen.findByRole('dialog', { name: 'Voyagez local !' });
}

describe('LocalSearchButton', () => {
  let restoreGeolocation: () => void = () => {};
  afterEach(() => restoreGeolocation());

  it('offers 100, 200 or 300 km, 200 and "Less than 2h" by default', async () => {
    renderSearchMount(<LocalSearchButton />, searchPageProps());
    const dialog = await openDialog();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(within(dialog).getByRole('radio', { name: '200 km' })).toBeChecked();
    // The travel time of the chosen distance is written once, not beside its option as well.
    expect(within(dialog).getAllByText('Moins de 2h')).toHaveLength(1);
    expect(within(dialog).getByRole('radiogroup', { name: 'Distance maximale' })).toHaveAccessibleDescription(
      'Moins de 2h',
    );
    await userEvent.setup().click(within(dialog).getByRole('radio', { name: '300 km' }));
    expect(within(dialog).getAllByText('Moins de 3h')).toHaveLength(1);
    expect(within(dialog).queryByText('Moins de 2h')).not.toBeInTheDocument();
  });

  it('searches around the visitor within the chosen distance', async () => {
    restoreGeolocation = stubGeolocation({ lat: 45.764, lng: 4.8357 });
    const props = searchPageProps({
      route: { kind: 'search', hash: 'city=12&a=3&stars=4', search: 'flow=booking&page=1' },
    });
    renderSearchMount(<LocalSearchButton />, props);
    const dialog = await openDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('radio', { name: /100 km/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Rechercher dans cette zone' }));
    await waitFor(() => expect(props.navigate).toHaveBeenCalled());
    const { target, criteria } = navigated(props.navigate);
    expect(target).toMatchObject({ kind: 'search', query: { flow: 'booking' } });
    expect(criteria).toMatchObject({
      lat: 45.764,
      lng: 4.8357,
      distanceMin: 0,
      distanceMax: 100,
      places: {},
      adults: 3,
      stars: [4],
      page: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('falls back to the current point, then to Barcelona, when the position is refused', async () => {
    restoreGeolocation = stubGeolocation('denied');
    const props = searchPageProps({ route: { kind: 'search', hash: '', search: 'flow=booking' } });
    const { unmount } = renderSearchMount(<LocalSearchButton centre={{ lat: 43.3, lng: 5.37 }} />, props);
    let dialog = await openDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Rechercher dans cette zone' }));
    await waitFor(() => expect(props.navigate).toHaveBeenCalled());
    expect(navigated(props.navigate).criteria).toMatchObject({
      lat: 43.3,
      lng: 5.37,
      distanceMin: 0,
      distanceMax: 200,
    });
    unmount();

    const nowhere = searchPageProps({ route: { kind: 'home', hash: '', search: '' } });
    renderSearchMount(<LocalSearchButton flow="booking" />, nowhere);
    dialog = await openDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Rechercher dans cette zone' }));
    await waitFor(() => expect(nowhere.navigate).toHaveBeenCalled());
    expect(navigated(nowhere.navigate).criteria).toMatchObject({ lat: 41.3874, lng: 2.1686, distanceMax: 200 });
  });
});
