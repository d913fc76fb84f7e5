import { screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { SearchBox } from './search-box';
import { fakeRemoteProps } from '../../../test/fake-remote-props';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { renderInMount } from '../../../test/render-with-providers';

const SUGGESTIONS = {
  suggestions: [
    { id: 12, label: 'Paris', category: 'city', value: 'city=12', latitude: 48.85, longitude: 2.35, postalcode: '75000' },
    { id: 75, label: 'Paris (département)', category: 'department', value: 'department=75', latitude: 48.85, longitude: 2.35 },
    { id: 903, label: 'Hôtel Parisien', category: 'hotel', value: 'hotelId=903', latitude: 48.86, longitude: 2.34 },
  ],
};

function stubApi() {
  return stubFetch([
    { path: '/autocomplete-geonames.json', answer: jsonResponse(SUGGESTIONS) },
    { path: '/api/places/city/12', answer: jsonResponse({ id: 12, label: 'Paris', category: 'city', latitude: 48.85, longitude: 2.35 }) },
  ]);
}

/** The criteria the visitor was sent to. */
function navigatedCriteria(navigate: jest.Mock) {
  const [target] = navigate.mock.calls.at(-1) as [RouteTarget];
  return { target, criteria: parseSearchCriteria({ hash: target.hash ?? '', search: new URLSearchParams(target.query).toString() }) };
}

describe('SearchBox', () => {
  it('suggests destinations for "par", grouped by category, and searches the chosen one', async () => {
    const fetchStub = stubApi();
    const props = fakeRemoteProps();
    renderInMount(<SearchBox flow="booking" initialHash="" />, props);
    const user = userEvent.setup();

    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'par');
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: /^Paris 75000$/ })).toBeInTheDocument();
    expect(within(listbox).getByText('Villes')).toBeInTheDocument();
    expect(within(listbox).getByText('Départements')).toBeInTheDocument();
    expect(within(listbox).getByText('Hôtels')).toBeInTheDocument();
    const autocomplete = fetchStub.requests.find((sent) => sent.url.pathname === '/autocomplete-geonames.json')!;
    expect(Object.fromEntries(autocomplete.url.searchParams)).toEqual({ locale: 'fr_FR', term: 'par', maxResults: '30' });

    await user.click(within(listbox).getByRole('option', { name: /^Paris 75000$/ }));
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));

    const { target, criteria } = navigatedCriteria(props.navigate);
    expect(target).toMatchObject({ kind: 'search', query: { flow: 'booking', from: 'searchbar' } });
    expect(target.hash).toContain('city=12');
    expect(criteria).toMatchObject({ places: { city: '12' }, adults: 2, children: 0, babies: 0 });
  });

  it('announces the search on the bus', async () => {
    stubApi();
    const props = fakeRemoteProps();
    const submitted = jest.fn();
    props.bus.on('search:submitted', submitted);
    renderInMount(<SearchBox flow="booking" initialHash="city=12&a=3" />, props);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(submitted).toHaveBeenCalledWith({ hash: expect.stringContaining('city=12'), flow: 'booking' });
    expect(submitted.mock.calls[0][0].hash).toContain('a=3');
  });

  it('does not ask for suggestions below two letters', async () => {
    const fetchStub = stubApi();
    renderInMount(<SearchBox flow="booking" initialHash="" />, fakeRemoteProps());
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Destination' }), 'p');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchStub.requests.some((sent) => sent.url.pathname === '/autocomplete-geonames.json')).toBe(false);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('only logs an autocomplete failure', async () => {
    stubFetch([{ path: '/autocomplete-geonames.json', answer: jsonResponse({ message: 'down' }, 500) }]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderInMount(<SearchBox flow="booking" initialHash="" />, fakeRemoteProps());
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Destination' }), 'par');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('prefills place, dates and travellers from the hash and keeps them when searching', async () => {
    stubApi();
    const props = fakeRemoteProps();
    const checkin = DateTime.now().plus({ days: 10 }).toISODate()!;
    const checkout = DateTime.now().plus({ days: 12 }).toISODate()!;
    renderInMount(<SearchBox flow="booking" initialHash={`checkin=${checkin}&checkout=${checkout}&night=2&city=12&a=3&c=1&stars=4`} />, props);

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris'));
    expect(screen.getByRole('button', { name: 'Voyageurs: 3 adultes, 1 enfant' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rechercher' }));

    const { criteria } = navigatedCriteria(props.navigate);
    expect(criteria).toMatchObject({
      checkin,
      checkout,
      night: 2,
      places: { city: '12' },
      adults: 3,
      children: 1,
      singleRoom: true,
      stars: [4],
    });
  });

  it('keeps adults between 1 and 20', async () => {
    stubApi();
    const props = fakeRemoteProps();
    const { unmount } = renderInMount(<SearchBox flow="booking" initialHash="a=1" />, props);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /^Voyageurs/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Avec qui partez-vous ?' });
    expect(within(dialog).getByRole('button', { name: 'Diminuer Adultes' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Augmenter Adultes' }));
    expect(within(dialog).getByRole('textbox', { name: 'Adultes' })).toHaveValue('2');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(screen.getByRole('button', { name: 'Voyageurs: 2 adultes' })).toBeInTheDocument();
    unmount();

    renderInMount(<SearchBox flow="booking" initialHash="a=20" />, props);
    await user.click(screen.getByRole('button', { name: /^Voyageurs/ }));
    const dialogAt20 = await screen.findByRole('dialog', { name: 'Avec qui partez-vous ?' });
    expect(within(dialogAt20).getByRole('button', { name: 'Augmenter Adultes' })).toBeDisabled();
    expect(within(dialogAt20).getByRole('button', { name: 'Diminuer Adultes' })).toBeEnabled();
  });

  it('counts 1 to 2 participants in the activity flow, without children', async () => {
    stubApi();
    renderInMount(<SearchBox flow="activity" initialHash="" />, fakeRemoteProps());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Voyageurs/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('De 1 à 2 participants')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Enfants' })).not.toBeInTheDocument();
    // Two participants by default: the most an activity takes.
    expect(within(dialog).getByRole('textbox', { name: 'Participants' })).toHaveValue('2');
    expect(within(dialog).getByRole('button', { name: 'Augmenter Participants' })).toBeDisabled();
  });

  it('opens the calendar instead of searching when the dates-forced variation is on and dates are missing', async () => {
    stubApi();
    const props = fakeRemoteProps({ flags: { ...DEFAULT_FLAGS, datesVariation: 'forced' } });
    renderInMount(<SearchBox flow="booking" initialHash="" />, props);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('dialog', { name: 'Choisissez vos dates' })).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('has no dates in the gifting flow', () => {
    stubApi();
    renderInMount(<SearchBox flow="gifting" initialHash="" />, fakeRemoteProps());
    expect(screen.queryByText('Arrivée – départ')).not.toBeInTheDocument();
  });
});
