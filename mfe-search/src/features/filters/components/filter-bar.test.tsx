import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBar } from './filter-bar';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { facetsFixture } from '../../../test/facets-fixture';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';
import { PRICE_STEP } from '../utils/filter-constants';
import type { FakeRemoteProps } from '../../../../../platform/test-kit/fake-remote-props';
import { fakeWindowScrolling } from '../../../../../platform/test-kit/viewport';

const PARIS = { lat: 48.85, lng: 2.35 };

const api = setupApiMock();

function answerFacets(facets: unknown = facetsFixture()): void {
  api.json('/api/facets.json', facets);
}

function facetRequests(): URLSearchParams[] {
  return api.requestsTo('/api/facets.json').map((request) => request.url.searchParams);
}

function renderBar(hash: string, search = 'flow=booking&page=3') {
  const props = searchPageProps({ route: { hash, search } });
  renderSearchMount(<FilterBar position={PARIS} />, props);
  return props;
}

/** The hash the last navigation went to. */
function navigatedHash(props: FakeRemoteProps): string {
  const [target] = props.navigate.mock.lastCall!;
  return decodeURIComponent(target.hash ?? '');
}

async function openDropdown(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

describe('FilterBar dropdowns', () => {
  it('Confirm applies the filter, drops the page and closes', async () => {
    answerFacets();
    const props = renderBar('city=12');
    const { user, dialog } = await openDropdown('Plus de filtres');
    await user.click(within(dialog).getByRole('checkbox', { name: /^4 étoiles/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^5 étoiles/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));

    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'search',
      query: { flow: 'booking' },
      hash: 'city=12&stars=4%2C5',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel closes without applying and restores the choices from the URL', async () => {
    answerFacets();
    const props = renderBar('city=12&stars=5');
    const opened = await openDropdown('Plus de filtres');
    const { user } = opened;
    let { dialog } = opened;
    await user.click(within(dialog).getByRole('checkbox', { name: /^4 étoiles/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();

    ({ dialog } = await openDropdown('Plus de filtres'));
    expect(within(dialog).getByRole('checkbox', { name: /^4 étoiles/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^5 étoiles/ })).toBeChecked();
  });

  it('Escape closes without applying', async () => {
    answerFacets();
    const props = renderBar('city=12');
    let { user, dialog } = await openDropdown('Équipements');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Spa/ }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(props.navigate).not.toHaveBeenCalled();

    // Also right after opening, with the focus on the dialog itself.
    ({ user, dialog } = await openDropdown('Équipements'));
    expect(within(dialog).getByRole('checkbox', { name: /^Spa/ })).not.toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('Clear removes that filter only and searches again', async () => {
    answerFacets();
    const props = renderBar('city=12&stars=4&hotelScore=8&facilities=spa');
    const { user, dialog } = await openDropdown('Plus de filtres');
    await user.click(within(dialog).getByRole('button', { name: 'Effacer' }));
    expect(navigatedHash(props)).toBe('city=12&facilities=spa');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a click outside applies the choices', async () => {
    answerFacets();
    const props = renderBar('city=12');
    const { user, dialog } = await openDropdown('Équipements');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Spa/ }));
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(navigatedHash(props)).toBe('city=12&facilities=spa');
  });

  it('a click outside with the defaults clears the filter', async () => {
    answerFacets();
    const props = renderBar('city=12&distanceMin=0&distanceMax=80&stars=4');
    const { user, dialog } = await openDropdown('Distance');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Inclure les offres aux alentours' }));
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(navigatedHash(props)).toBe('city=12&stars=4');
  });

  it('shows the number of applied filters on each button', async () => {
    answerFacets();
    renderBar('city=12&stars=4,5&hotelScore=8&facilities=spa');
    expect(await screen.findByRole('button', { name: /^Plus de filtres/ })).toHaveTextContent('3 filtres appliqués');
    expect(screen.getByRole('button', { name: /^Équipements/ })).toHaveTextContent('1 filtre appliqué');
    expect(screen.getByRole('button', { name: 'Prix' })).toBeInTheDocument();
  });

  it('offers "Reset all filters" when filters are applied', async () => {
    answerFacets();
    const props = renderBar('city=12&stars=4&tags=101&priceMax=10000');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Réinitialiser tous les filtres' }));
    expect(navigatedHash(props)).toBe('city=12');
  });
});

describe('filter options', () => {
  it('disables zero-count options unless checked', async () => {
    answerFacets();
    renderBar('city=12&facilities=pets');
    const { dialog } = await openDropdown('Équipements');
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /^Piscine/ })).toBeDisabled());
    expect(within(dialog).getByRole('checkbox', { name: /^Spa/ })).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: /^Animaux acceptés/ })).toBeChecked();
  });

  it('keeps a zero-count option enabled when it is checked', async () => {
    answerFacets();
    renderBar('city=12&facilities=pool');
    const { dialog } = await openDropdown('Équipements');
    const pool = await within(dialog).findByRole('checkbox', { name: /^Piscine/ });
    expect(pool).toBeEnabled();
    expect(pool).toBeChecked();
  });

  it('score: options at or above the chosen score are checked; choosing it again resets it; zero-count disabled', async () => {
    answerFacets();
    const props = renderBar('city=12');
    const { user, dialog } = await openDropdown('Plus de filtres');
    const score = within(dialog).getByRole('group', { name: 'Note des voyageurs' });
    await user.click(await within(score).findByRole('checkbox', { name: /^Très bien : 8\+/ }));
    expect(within(score).getByRole('checkbox', { name: /^Fantastique : 9\+/ })).toBeChecked();
    expect(within(score).getByRole('checkbox', { name: /^Très bien : 8\+/ })).toBeChecked();
    expect(within(score).getByRole('checkbox', { name: /^Bien : 7\+/ })).toBeDisabled();
    expect(within(score).getByRole('checkbox', { name: 'Toutes les notes' })).not.toBeChecked();

    await user.click(within(score).getByRole('checkbox', { name: /^Très bien : 8\+/ }));
    expect(within(score).getByRole('checkbox', { name: 'Toutes les notes' })).toBeChecked();
    expect(within(score).getByRole('checkbox', { name: /^Fantastique : 9\+/ })).not.toBeChecked();

    await user.click(within(score).getByRole('checkbox', { name: /^Fantastique : 9\+/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(navigatedHash(props)).toBe('city=12&hotelScore=9');
  });

  it('stars are 5, 4 and 3, several at once', async () => {
    answerFacets();
    renderBar('city=12');
    const { dialog } = await openDropdown('Plus de filtres');
    const stars = within(dialog).getByRole('group', { name: 'Étoiles' });
    expect(
      within(stars)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['5', '4', '3']);
    expect(within(stars).getByRole('checkbox', { name: /^3 étoiles/ })).toBeDisabled();
  });
});

describe('activities', () => {
  it('a highlighted activity applies at once', async () => {
    answerFacets();
    const props = renderBar('city=12&tags=104');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accès au spa', pressed: false }));
    expect(navigatedHash(props)).toBe('city=12&tags=104,101');
  });

  it('refetches the activity facets when the dropdown opens and when its selection changes', async () => {
    answerFacets();
    renderBar('city=12');
    await waitFor(() => expect(facetRequests()).toHaveLength(1));
    expect(facetRequests()[0]!.get('withActivities')).toBe('true');

    const { user, dialog } = await openDropdown('Activités');
    await waitFor(() => expect(facetRequests()).toHaveLength(2));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Accès au spa/ }));
    await waitFor(() => expect(facetRequests()).toHaveLength(3));
    expect(facetRequests()[2]!.get('tags')).toBe('101');
    expect(within(dialog).getByRole('checkbox', { name: /^Cours de cuisine/ })).toBeDisabled();
  });

  it('says "No activity found for this search" when there is none', async () => {
    answerFacets(facetsFixture({ tag: [], highlighted: [] }));
    renderBar('city=12');
    const { dialog } = await openDropdown('Activités');
    expect(await within(dialog).findByText('Aucune activité trouvée pour cette recherche')).toBeInTheDocument();
  });
});

describe('price and distance', () => {
  it('the price slider runs from 0 to 250 €+, typed amounts keep the first digits, cents in the URL', async () => {
    answerFacets();
    const props = renderBar('city=12');
    const { user, dialog } = await openDropdown('Prix');
    const [min, max] = within(dialog).getAllByRole('slider');
    expect(min).toHaveValue('0');
    expect(max).toHaveValue('250');
    expect(within(dialog).getByText('0 € – 250 €+')).toBeInTheDocument();

    const maxBox = within(dialog).getByRole('textbox', { name: 'Prix maximum' });
    await user.clear(maxBox);
    await user.type(maxBox, '15a0');
    await user.tab();
    expect(maxBox).toHaveValue('15');
    const minBox = within(dialog).getByRole('textbox', { name: 'Prix minimum' });
    await user.clear(minBox);
    await user.type(minBox, '9');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    // 9 € or below is no minimum.
    expect(navigatedHash(props)).toBe('city=12&priceMax=1500');
  });

  it('the price slider thumbs move with the keyboard', async () => {
    answerFacets();
    const props = renderBar('city=12&priceMax=10000');
    const { dialog } = await openDropdown('Prix');
    const max = within(dialog).getAllByRole('slider')[1]!;
    expect(max).toHaveValue('100');
    fireEvent.keyDown(max, { key: 'ArrowRight' });
    fireEvent.keyUp(max, { key: 'ArrowRight' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Valider' }));
    // One step of the slider further, in cents.
    expect(navigatedHash(props)).toBe(`city=12&priceMax=${(100 + PRICE_STEP) * 100}`);
  });

  it('unticking "Include offers around" turns the distance off: no bounds in the URL', async () => {
    answerFacets();
    const props = renderBar('city=12&distanceMin=10&distanceMax=80');
    const { user, dialog } = await openDropdown('Distance');
    const around = within(dialog).getByRole('checkbox', { name: 'Inclure les offres aux alentours' });
    expect(around).toBeChecked();
    await user.click(around);
    const [min, max] = within(dialog).getAllByRole('slider');
    expect(min).toBeDisabled();
    expect(max).toHaveValue('30');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(navigatedHash(props)).toBe('city=12');
  });
});

describe('the bar keeps its shape', () => {
  const dropdownNames = () =>
    within(screen.getByRole('group', { name: 'Filtres' }))
      .getAllByRole('button', { expanded: false })
      .map((button) => button.textContent);

  it('shows Distance disabled, in its place, on a search without a point (a region)', async () => {
    answerFacets();
    renderSearchMount(<FilterBar position={null} />, searchPageProps({ route: { hash: 'region=101' } }));
    expect(await screen.findByRole('button', { name: 'Prix' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Distance' })).toBeDisabled();
    expect(dropdownNames()).toEqual(['Activités', 'Prix', 'Distance', 'Équipements', 'Plus de filtres']);
  });

  it('does not count a distance left in the URL of a search without a point', async () => {
    answerFacets();
    renderSearchMount(
      <FilterBar position={null} />,
      searchPageProps({ route: { hash: 'region=101&distanceMin=10&distanceMax=80' } }),
    );
    expect(await screen.findByRole('button', { name: 'Distance' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Réinitialiser tous les filtres' })).not.toBeInTheDocument();
  });

  it('offers Distance on a city search before the search has answered with its point', async () => {
    answerFacets();
    renderSearchMount(<FilterBar position={null} />, searchPageProps({ route: { hash: 'city=12' } }));
    const distance = await screen.findByRole('button', { name: 'Distance' });
    expect(distance).toBeEnabled();
    await userEvent.setup().click(distance);
    expect(await screen.findByRole('dialog', { name: 'Distance' })).toBeInTheDocument();
  });

  it('puts the sort and map controls after the filters, out of the sticky row', async () => {
    answerFacets();
    renderSearchMount(
      <FilterBar position={PARIS} trailing={<button type="button">Voir sur la carte</button>} />,
      searchPageProps({ route: { hash: 'city=12' } }),
    );
    const filters = await screen.findByRole('group', { name: 'Filtres' });
    const map = screen.getByRole('button', { name: 'Voir sur la carte' });
    expect(filters).not.toContainElement(map);
    expect(filters.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('room for a dropdown', () => {
  const { scrollBy } = fakeWindowScrolling(720);

  it('scrolls the page first when the button sits too low for its panel, which then opens under it', async () => {
    answerFacets();
    renderBar('city=12');
    const price = await screen.findByRole('button', { name: 'Prix' });
    // The bar at the bottom of a 720 px screen: 240 px under the button.
    jest.spyOn(price, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 440, 90, 40));
    await userEvent.setup().click(price);
    expect(await screen.findByRole('dialog', { name: 'Prix' })).toBeInTheDocument();
    expect(scrollBy).toHaveBeenCalledTimes(1);
    const [{ top }] = scrollBy.mock.lastCall as [{ top: number }];
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThanOrEqual(440);
    expect(screen.getByRole('dialog', { name: 'Prix' }).closest('[data-placement]')).toHaveAttribute(
      'data-placement',
      'bottom',
    );
  });

  it('leaves the page still when the panel has room under the button', async () => {
    answerFacets();
    renderBar('city=12');
    const price = await screen.findByRole('button', { name: 'Prix' });
    jest.spyOn(price, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 130, 90, 40));
    await userEvent.setup().click(price);
    expect(await screen.findByRole('dialog', { name: 'Prix' })).toBeInTheDocument();
    expect(scrollBy).not.toHaveBeenCalled();
  });
});

describe('facets errors', () => {
  it('reports "Error fetching facets" and keeps the filters usable', async () => {
    api.error('/api/facets.json', 500, { body: { message: 'down' } });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const props = searchPageProps({ route: { hash: 'city=12' } });
    renderSearchMount(<FilterBar position={PARIS} />, props);
    await waitFor(() =>
      expect(props.reportError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Error fetching facets' }),
        'mfe-search/facets',
      ),
    );
    expect(error).toHaveBeenCalledWith('[mfe-search] Error fetching facets', expect.anything());
    expect(screen.getByRole('button', { name: 'Prix' })).toBeEnabled();
    error.mockRestore();
  });
});
