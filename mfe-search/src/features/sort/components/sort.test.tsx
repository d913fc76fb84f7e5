import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortSelect } from './sort-select';
import { SortDrawer } from './sort-drawer';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

describe('SortSelect (desktop)', () => {
  it('lists the booking options and applies a choice: sort replaced in the hash, page dropped', async () => {
    const props = searchPageProps({ route: { hash: 'city=12&stars=4', search: 'flow=booking&page=3' } });
    renderSearchMount(<SortSelect />, props);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /Trier par/ });
    expect(button).toHaveTextContent('Qualité/Prix');
    await user.click(button);
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Qualité/Prix', 'Réduction', 'Prix croissant', 'Popularité']);
    await user.click(within(listbox).getByRole('option', { name: 'Prix croissant' }));
    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'search',
      query: { flow: 'booking' },
      hash: 'city=12&sort=priceAsc&stars=4',
    });
  });

  it('offers distance with coordinates, and the gifting options in the gifting flow', async () => {
    renderSearchMount(
      <SortSelect />,
      searchPageProps({ route: { hash: 'lat=48.8&lng=2.3&sort=priceDesc', search: 'flow=gifting' } }),
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /Trier par/ });
    expect(button).toHaveTextContent('Prix décroissant');
    await user.click(button);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Qualité/Prix', 'Distance', 'Prix décroissant', 'Prix croissant du bon cadeau']);
  });
});

describe('SortDrawer (mobile)', () => {
  it('is a bottom drawer titled "Sort by"; choosing applies and closes', async () => {
    const props = searchPageProps({ route: { hash: 'city=12', search: 'flow=hotel&page=1' } });
    const onClose = jest.fn();
    renderSearchMount(<SortDrawer isOpen onClose={onClose} />, props);
    const drawer = screen.getByRole('dialog', { name: 'Trier par' });
    const radios = within(drawer).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['priceQuality', 'priceAsc', 'popularity']);
    expect(within(drawer).getByRole('radio', { name: 'Qualité/Prix' })).toBeChecked();
    await userEvent.setup().click(within(drawer).getByRole('radio', { name: 'Popularité' }));
    expect(onClose).toHaveBeenCalled();
    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'search',
      query: { flow: 'hotel' },
      hash: 'city=12&sort=popularity',
    });
  });
});
