import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { SearchBox } from './search-box';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { emulateViewport, PHONE_WIDTH } from '../../../../../platform/test-kit/viewport';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

// What opens here is downloaded on its first opening (a module loaded by jest): allow for a busy machine.
configure({ asyncUtilTimeout: 3000 });

const api = setupApiMock();

function answerApi() {
  api.json('/autocomplete-geonames.json', {
    suggestions: [
      {
        id: 12,
        label: 'Paris',
        category: 'city',
        value: 'city=12',
        latitude: 48.85,
        longitude: 2.35,
        postalcode: '75000',
      },
    ],
  });
  api.json('/recommendedAutocomplete.json', { suggestions: [] });
  api.json('/api/places/city/12', { id: 12, label: 'Paris', category: 'city', latitude: 48.85, longitude: 2.35 });
}

describe('SearchBox on phones', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    localStorage.clear();
    restoreViewport = emulateViewport(PHONE_WIDTH);
  });
  afterEach(() => restoreViewport());

  it('collapses into a summary that opens "I am looking for a weekend" full screen, and searches from it', async () => {
    answerApi();
    const props = searchPageProps();
    renderSearchMount(<SearchBox flow="booking" initialHash="a=3" />, props);
    const user = userEvent.setup();
    const search = screen.getByRole('search', { name: 'Rechercher un séjour' });
    const summary = within(search).getByRole('button', {
      name: /^Je recherche un week-end : Où souhaitez-vous partir \?, Ajouter des dates · 3 adultes$/,
    });
    expect(within(search).queryByRole('combobox')).not.toBeInTheDocument();

    await user.click(summary);
    const overlay = await screen.findByRole('dialog', { name: 'Je recherche un week-end' });

    // The destination opens its own full-screen search.
    await user.click(within(overlay).getByRole('button', { name: 'Destination' }));
    const destination = await screen.findByRole('dialog', { name: 'Destination' });
    await user.type(within(destination).getByRole('searchbox', { name: 'Destination' }), 'par');
    await user.click(await within(destination).findByRole('option', { name: /^Paris/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Destination' })).not.toBeInTheDocument());

    await user.click(within(overlay).getByRole('button', { name: 'Rechercher' }));
    const [target] = props.navigate.mock.calls.at(-1) as [RouteTarget];
    expect(target).toMatchObject({ kind: 'search', query: { flow: 'booking', from: 'searchbar' } });
    expect(parseSearchCriteria({ hash: target.hash!, search: '' })).toMatchObject({
      places: { city: '12' },
      adults: 3,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Je recherche un week-end' })).not.toBeInTheDocument(),
    );
  });

  it('is titled "I am searching for a gift" in the gifting flow', async () => {
    answerApi();
    renderSearchMount(<SearchBox flow="gifting" initialHash="" />, searchPageProps());
    await userEvent.setup().click(screen.getByRole('button', { name: /^Je cherche un cadeau/ }));
    const overlay = await screen.findByRole('dialog', { name: 'Je cherche un cadeau' });
    expect(within(overlay).queryByRole('button', { name: /Ouvrir le calendrier/ })).not.toBeInTheDocument();
  });

  it('opens the infinite calendar full screen, and the dates-forced variation opens it on Search', async () => {
    answerApi();
    const props = searchPageProps({ flags: { ...DEFAULT_FLAGS, datesVariation: 'forced' } });
    renderSearchMount(<SearchBox flow="booking" initialHash="" />, props);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Je recherche un week-end/ }));
    const overlay = await screen.findByRole('dialog', { name: 'Je recherche un week-end' });
    await user.click(within(overlay).getByRole('button', { name: 'Rechercher' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choisissez vos dates' });
    expect(props.navigate).not.toHaveBeenCalled();
    expect(within(calendar).getByTestId('calendar-month-list')).toBeInTheDocument();
    expect(within(calendar).getAllByRole('grid')).toHaveLength(3);
  });
});
