import { act, screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { SearchBox } from './search-box';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { stubGeolocation } from '../../../../../platform/test-kit/geolocation';
import { RECENT_SEARCHES_STORAGE_KEY } from '../../destination/state/recent-searches';
import { SUGGESTIONS_DEBOUNCE_MS } from '../../destination/state/use-destination-options';
import { STORED_DATES_STORAGE_KEY } from '../utils/stored-dates';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

const SUGGESTIONS = {
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
    {
      id: 75,
      label: 'Paris (département)',
      category: 'department',
      value: 'department=75',
      latitude: 48.85,
      longitude: 2.35,
    },
    { id: 903, label: 'Hôtel Parisien', category: 'hotel', value: 'hotelId=903', latitude: 48.86, longitude: 2.34 },
  ],
};

const RECOMMENDED = {
  suggestions: [
    {
      type: 'hotel',
      id: 903,
      label: 'Hôtel Parisien',
      context: 'Paris',
      imageUrl: '/images/hotel/1.svg?w=160&h=120',
      value: 'hotelId=903',
      hotelId: 903,
      stars: 4,
    },
    {
      type: 'offer',
      id: 20001,
      label: 'Week-end gourmand à Paris',
      context: 'Paris',
      imageUrl: '/images/hotel/2.svg?w=160&h=120',
      value: '20001',
      hotelId: 904,
      stars: 3,
    },
  ],
};

const api = setupApiMock();

function answerApi() {
  api.json('/autocomplete-geonames.json', SUGGESTIONS);
  api.json('/recommendedAutocomplete.json', RECOMMENDED);
  api.json('/api/places/city/12', { id: 12, label: 'Paris', category: 'city', latitude: 48.85, longitude: 2.35 });
}

/** The criteria the visitor was sent to. */
function navigatedCriteria(navigate: jest.Mock) {
  const [target] = navigate.mock.calls.at(-1) as [RouteTarget];
  return {
    target,
    criteria: parseSearchCriteria({ hash: target.hash ?? '', search: new URLSearchParams(target.query).toString() }),
  };
}

describe('SearchBox', () => {
  beforeEach(() => localStorage.clear());

  it('holds the inline form’s place with its labels until the form’s code has arrived', async () => {
    answerApi();
    renderSearchMount(<SearchBox flow="booking" initialHash="" />, searchPageProps());
    const skeleton = screen.getByTestId('search-form-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveTextContent('DestinationArrivée – départVoyageursRechercher');
    expect(await screen.findByRole('search', { name: 'Rechercher un séjour' })).toBeInTheDocument();
    expect(screen.queryByTestId('search-form-skeleton')).not.toBeInTheDocument();
  });

  it('suggests destinations for "par", grouped by category, and searches the chosen one', async () => {
    answerApi();
    const props = searchPageProps();
    renderSearchMount(<SearchBox flow="booking" initialHash="" />, props);
    const user = userEvent.setup();

    await user.type(await screen.findByRole('combobox', { name: 'Destination' }), 'par');
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: /^Paris 75000$/ })).toBeInTheDocument();
    expect(within(listbox).getByText('Villes')).toBeInTheDocument();
    expect(within(listbox).getByText('Départements')).toBeInTheDocument();
    expect(within(listbox).getByText('Hôtels')).toBeInTheDocument();
    const autocomplete = api.requests.find((sent) => sent.url.pathname === '/autocomplete-geonames.json')!;
    expect(Object.fromEntries(autocomplete.url.searchParams)).toEqual({
      locale: 'fr_FR',
      term: 'par',
      maxResults: '30',
    });

    await user.click(within(listbox).getByRole('option', { name: /^Paris 75000$/ }));
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));

    const { target, criteria } = navigatedCriteria(props.navigate);
    expect(target).toMatchObject({ kind: 'search', query: { flow: 'booking', from: 'searchbar' } });
    expect(target.hash).toContain('city=12');
    expect(criteria).toMatchObject({ places: { city: '12' }, adults: 2, children: 0, babies: 0 });
  });

  it('announces the search on the bus', async () => {
    answerApi();
    const props = searchPageProps();
    const submitted = jest.fn();
    props.bus.on('search:submitted', submitted);
    renderSearchMount(<SearchBox flow="booking" initialHash="city=12&a=3" />, props);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(submitted).toHaveBeenCalledWith({ hash: expect.stringContaining('city=12'), flow: 'booking' });
    expect(submitted.mock.calls[0][0].hash).toContain('a=3');
  });

  it('does not ask for suggestions below two letters', async () => {
    answerApi();
    renderSearchMount(<SearchBox flow="booking" initialHash="" />, searchPageProps());
    const destination = await screen.findByRole('combobox', { name: 'Destination' });
    // The suggestions' debounce runs on the test's clock: long past it, still no request.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.type(destination, 'p');
      act(() => jest.advanceTimersByTime(10 * SUGGESTIONS_DEBOUNCE_MS));
    } finally {
      jest.useRealTimers();
    }
    expect(api.requests.some((sent) => sent.url.pathname === '/autocomplete-geonames.json')).toBe(false);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('only logs an autocomplete failure', async () => {
    answerApi();
    api.error('/autocomplete-geonames.json', 500, { body: { message: 'down' } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderSearchMount(<SearchBox flow="booking" initialHash="" />, searchPageProps());
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Destination' }), 'par');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('prefills place, dates and travellers from the hash and keeps them when searching', async () => {
    answerApi();
    const props = searchPageProps();
    const checkin = DateTime.now().plus({ days: 10 }).toISODate()!;
    const checkout = DateTime.now().plus({ days: 12 }).toISODate()!;
    renderSearchMount(
      <SearchBox
        flow="booking"
        initialHash={`checkin=${checkin}&checkout=${checkout}&night=2&city=12&a=3&c=1&stars=4`}
      />,
      props,
    );

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
    answerApi();
    const props = searchPageProps();
    const { unmount } = renderSearchMount(<SearchBox flow="booking" initialHash="a=1" />, props);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /^Voyageurs/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Avec qui partez-vous ?' });
    expect(within(dialog).getByRole('button', { name: 'Diminuer Adultes' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Augmenter Adultes' }));
    expect(within(dialog).getByRole('textbox', { name: 'Adultes' })).toHaveValue('2');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(screen.getByRole('button', { name: 'Voyageurs: 2 adultes' })).toBeInTheDocument();
    unmount();

    renderSearchMount(<SearchBox flow="booking" initialHash="a=20" />, props);
    await user.click(screen.getByRole('button', { name: /^Voyageurs/ }));
    const dialogAt20 = await screen.findByRole('dialog', { name: 'Avec qui partez-vous ?' });
    expect(within(dialogAt20).getByRole('button', { name: 'Augmenter Adultes' })).toBeDisabled();
    expect(within(dialogAt20).getByRole('button', { name: 'Diminuer Adultes' })).toBeEnabled();
  });

  it('counts 1 to 2 participants in the activity flow, without children', async () => {
    answerApi();
    renderSearchMount(<SearchBox flow="activity" initialHash="" />, searchPageProps());
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
    answerApi();
    const props = searchPageProps({ flags: { ...DEFAULT_FLAGS, datesVariation: 'forced' } });
    renderSearchMount(<SearchBox flow="booking" initialHash="" />, props);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('dialog', { name: 'Choisissez vos dates' })).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('has no dates in the gifting flow', () => {
    answerApi();
    renderSearchMount(<SearchBox flow="gifting" initialHash="" />, searchPageProps());
    expect(screen.queryByText('Arrivée – départ')).not.toBeInTheDocument();
  });

  describe('destination selector', () => {
    async function searchParis(props = searchPageProps()) {
      const view = renderSearchMount(<SearchBox flow="booking" initialHash="" />, props);
      const user = userEvent.setup();
      await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'par');
      await user.click(await screen.findByRole('option', { name: /^Paris 75000$/ }));
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      view.unmount();
    }

    it('remembers searched destinations and shows them when the field is focused empty', async () => {
      answerApi();
      await searchParis();
      expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)!)).toEqual([
        { id: '12', label: 'Paris', category: 'city' },
      ]);

      const props = searchPageProps();
      renderSearchMount(<SearchBox flow="booking" initialHash="" />, props);
      const user = userEvent.setup();
      await user.click(screen.getByRole('combobox', { name: 'Destination' }));
      const listbox = await screen.findByRole('listbox');
      expect(within(listbox).getByText('Recherches récentes')).toBeInTheDocument();
      await user.click(within(listbox).getByRole('option', { name: 'Paris' }));
      expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris');
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(navigatedCriteria(props.navigate).criteria.places).toEqual({ city: '12' });
    });

    it('adds recommended hotels and stays under the places', async () => {
      answerApi();
      const props = searchPageProps();
      renderSearchMount(<SearchBox flow="booking" initialHash="checkin=2099-05-10&checkout=2099-05-12&a=3" />, props);
      const user = userEvent.setup();
      await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'par');
      const listbox = await screen.findByRole('listbox');
      expect(await within(listbox).findByText('Recommandés')).toBeInTheDocument();
      const recommended = api.requests.find((sent) => sent.url.pathname === '/recommendedAutocomplete.json')!;
      expect(Object.fromEntries(recommended.url.searchParams)).toEqual({
        locale: 'fr_FR',
        q: 'par',
        catalogSourceType: 'site',
        catalogSourceCode: 'fr_FR',
      });

      // A recommended stay opens its product page with the box's dates and travellers.
      await user.click(within(listbox).getByRole('option', { name: /^Week-end gourmand à Paris/ }));
      const [target] = props.navigate.mock.calls.at(-1) as [RouteTarget];
      expect(target).toMatchObject({ kind: 'stay', id: '20001' });
      expect(target.hash).toContain('checkin=2099-05-10');
      expect(target.hash).toContain('a=3');
    });

    it('searches a recommended hotel by its id', async () => {
      answerApi();
      const props = searchPageProps();
      renderSearchMount(<SearchBox flow="booking" initialHash="city=12" />, props);
      const user = userEvent.setup();
      const field = screen.getByRole('combobox', { name: 'Destination' });
      await waitFor(() => expect(field).toHaveValue('Paris'));
      await user.clear(field);
      await user.type(field, 'par');
      const listbox = await screen.findByRole('listbox');
      const recommendedGroup = (await within(listbox).findByText('Recommandés')).closest('section')!;
      await user.click(within(recommendedGroup).getByRole('option', { name: /^Hôtel Parisien/ }));
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(navigatedCriteria(props.navigate).criteria).toMatchObject({ hotelId: '903', places: {} });
    });

    it('searches around the visitor with "Around me", without the place', async () => {
      answerApi();
      const restore = stubGeolocation({ lat: 48.85661, lng: 2.35222 });
      const props = searchPageProps();
      renderSearchMount(<SearchBox flow="booking" initialHash="city=12&distanceMax=50" />, props);
      const user = userEvent.setup();
      const field = screen.getByRole('combobox', { name: 'Destination' });
      await waitFor(() => expect(field).toHaveValue('Paris'));
      await user.clear(field);
      await user.click(await screen.findByRole('option', { name: 'Autour de moi' }));
      await waitFor(() => expect(field).toHaveValue('Autour de moi'));
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      const { criteria } = navigatedCriteria(props.navigate);
      expect(criteria).toMatchObject({ lat: 48.8566, lng: 2.3522, places: {} });
      expect(criteria.distanceMax).toBeUndefined();
      restore();
    });

    it('says so when the position is refused', async () => {
      answerApi();
      const restore = stubGeolocation('denied');
      renderSearchMount(<SearchBox flow="booking" initialHash="" />, searchPageProps());
      const user = userEvent.setup();
      await user.click(screen.getByRole('combobox', { name: 'Destination' }));
      await user.click(await screen.findByRole('option', { name: 'Autour de moi' }));
      expect(await screen.findByText(/Nous n'avons pas accès à votre position/)).toBeInTheDocument();
      restore();
    });

    it('offers no "Around me" without geolocation', async () => {
      answerApi();
      const restore = stubGeolocation('missing');
      renderSearchMount(<SearchBox flow="booking" initialHash="" />, searchPageProps());
      await userEvent.setup().click(screen.getByRole('combobox', { name: 'Destination' }));
      expect(screen.queryByRole('option', { name: 'Autour de moi' })).not.toBeInTheDocument();
      restore();
    });
  });

  describe('search action', () => {
    it('opens the calendar in the dates-suggested variation, until the dates are cleared', async () => {
      answerApi();
      const props = searchPageProps({ flags: { ...DEFAULT_FLAGS, datesVariation: 'suggested' } });
      renderSearchMount(<SearchBox flow="booking" initialHash="city=12" />, props);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      const dialog = await screen.findByRole('dialog', { name: 'Choisissez vos dates' });
      expect(props.navigate).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('button', { name: 'Effacer les dates' }));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(props.navigate).toHaveBeenCalled();
    });

    it('applies the dates variations to the booking flow only', async () => {
      answerApi();
      const props = searchPageProps({ flags: { ...DEFAULT_FLAGS, datesVariation: 'forced' } });
      renderSearchMount(<SearchBox flow="activity" initialHash="" />, props);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(props.navigate).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'activitySearch', query: { flow: 'activity', from: 'searchbar' } }),
      );
    });

    it('removes the dates from the URL of the results when they are cleared', async () => {
      answerApi();
      const checkin = DateTime.now().plus({ days: 10 }).toISODate()!;
      const checkout = DateTime.now().plus({ days: 12 }).toISODate()!;
      const hash = `checkin=${checkin}&checkout=${checkout}&night=2&city=12&stars=4`;
      const props = searchPageProps({ route: { kind: 'search', hash, search: 'flow=booking&page=2' } });
      renderSearchMount(<SearchBox flow="booking" initialHash={hash} />, props);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: /^Ouvrir le calendrier/ }));
      await user.click(await screen.findByRole('button', { name: 'Effacer les dates' }));
      const { target, criteria } = navigatedCriteria(props.navigate);
      expect(target).toMatchObject({ kind: 'search', query: { flow: 'booking' } });
      expect(criteria).toMatchObject({ places: { city: '12' }, stars: [4], page: 0 });
      expect(criteria.checkin).toBeUndefined();
      expect(target.hash).not.toMatch(/checkin|checkout|night/);
    });

    it('offers the stored dates again away from the results, only when the check-in is ahead', async () => {
      answerApi();
      const checkin = DateTime.now().plus({ days: 3 }).toISODate()!;
      const checkout = DateTime.now().plus({ days: 5 }).toISODate()!;
      localStorage.setItem(STORED_DATES_STORAGE_KEY, JSON.stringify({ checkin, checkout }));
      const home = searchPageProps({ route: { kind: 'home', hash: '', search: '' } });
      const { unmount } = renderSearchMount(<SearchBox flow="booking" initialHash="" />, home);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(navigatedCriteria(home.navigate).criteria).toMatchObject({ checkin, checkout, night: 2 });
      unmount();

      const results = searchPageProps({ route: { kind: 'search', hash: 'city=12', search: 'flow=booking' } });
      renderSearchMount(<SearchBox flow="booking" initialHash="city=12" />, results);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(navigatedCriteria(results.navigate).criteria.checkin).toBeUndefined();

      localStorage.setItem(STORED_DATES_STORAGE_KEY, JSON.stringify({ checkin: DateTime.now().toISODate(), checkout }));
      const again = searchPageProps({ route: { kind: 'home', hash: '', search: '' } });
      renderSearchMount(<SearchBox flow="booking" initialHash="" />, again);
      await userEvent.setup().click(screen.getAllByRole('button', { name: 'Rechercher' }).at(-1)!);
      expect(navigatedCriteria(again.navigate).criteria.checkin).toBeUndefined();
    });
  });

  describe('passenger selector', () => {
    it('searches 3 adults and a child, in a single room', async () => {
      answerApi();
      const props = searchPageProps();
      renderSearchMount(<SearchBox flow="booking" initialHash="" />, props);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: /^Voyageurs/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Avec qui partez-vous ?' });
      expect(within(dialog).getByText('12 ans et plus')).toBeInTheDocument();
      expect(within(dialog).getByText('De 3 à 11 ans')).toBeInTheDocument();
      expect(within(dialog).getByText('De 0 à 2 ans')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Augmenter Adultes' }));
      await user.click(within(dialog).getByRole('button', { name: 'Augmenter Enfants' }));
      await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      const { target, criteria } = navigatedCriteria(props.navigate);
      expect(criteria).toMatchObject({ adults: 3, children: 1, babies: 0, singleRoom: true });
      expect(target.hash).toMatch(/(^|&)a=3(&|$)/);
      expect(target.hash).toMatch(/(^|&)c=1(&|$)/);
    });

    it('commits the copy on Escape and drops it on a click outside', async () => {
      answerApi();
      renderSearchMount(<SearchBox flow="booking" initialHash="" />, searchPageProps());
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: /^Voyageurs/ }));
      let dialog = await screen.findByRole('dialog', { name: 'Avec qui partez-vous ?' });
      await user.click(within(dialog).getByRole('button', { name: 'Augmenter Bébés' }));
      await user.keyboard('{Escape}');
      expect(await screen.findByRole('button', { name: 'Voyageurs: 2 adultes, 1 bébé' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /^Voyageurs/ }));
      dialog = await screen.findByRole('dialog', { name: 'Avec qui partez-vous ?' });
      await user.click(within(dialog).getByRole('button', { name: 'Augmenter Adultes' }));
      await user.click(document.body);
      expect(await screen.findByRole('button', { name: 'Voyageurs: 2 adultes, 1 bébé' })).toBeInTheDocument();
    });
  });
});
