import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { SearchBox } from './search-box';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { emulateViewport, PHONE_WIDTH } from '../../../../../platform/test-kit/viewport';
import { stubGeolocation } from '../../../../../platform/test-kit/geolocation';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';
import { RECOMMENDED_OFFER, RECOMMENDED_STAY } from '../../../test/recommended-offer-fixture';

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

/** The criteria the visitor was sent to. */
function navigatedCriteria(navigate: jest.Mock) {
  const [target] = navigate.mock.calls.at(-1) as [RouteTarget];
  return { target, criteria: parseSearchCriteria({ hash: target.hash ?? '', search: '' }) };
}

/** Opens the phone search, then the destination's own full-screen search. */
async function openDestinationSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Je recherche un week-end/ }));
  const overlay = await screen.findByRole('dialog', { name: 'Je recherche un week-end' });
  await user.click(within(overlay).getByRole('button', { name: 'Destination' }));
  const destination = await screen.findByRole('dialog', { name: 'Destination' });
  return { overlay, destination, searchbox: within(destination).getByRole('searchbox', { name: 'Destination' }) };
}

/** "Around me" from an empty field opens the geolocation overlay. */
async function openGeolocation(user: ReturnType<typeof userEvent.setup>) {
  const opened = await openDestinationSearch(user);
  await user.clear(opened.searchbox);
  await user.click(await within(opened.destination).findByRole('option', { name: 'Autour de moi' }));
  const geolocation = await screen.findByRole('dialog', { name: 'Rechercher autour de moi' });
  return { ...opened, geolocation };
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

  it('shows the first recommended stay as a card priced for the box’s dates and travellers, and opens it', async () => {
    answerApi();
    api.json('/recommendedAutocomplete.json', { suggestions: [RECOMMENDED_STAY] });
    api.json('/api/recommended/20001.json', RECOMMENDED_OFFER);
    const props = searchPageProps();
    renderSearchMount(
      <SearchBox flow="booking" initialHash="checkin=2099-05-10&checkout=2099-05-12&night=2&a=3&c=1" />,
      props,
    );
    const user = userEvent.setup();
    const { destination, searchbox } = await openDestinationSearch(user);
    await user.type(searchbox, 'par');

    const card = await within(destination).findByRole('button', { name: /Week-end gourmand à Paris/ });
    expect(within(card).getByText(/^199\s€$/)).toBeInTheDocument();
    expect(within(card).getByText('pour 2 nuits, 4 personnes')).toBeInTheDocument();
    expect(Object.fromEntries(api.requestsTo('/api/recommended/20001.json')[0]!.url.searchParams)).toMatchObject({
      checkin: '2099-05-10',
      checkout: '2099-05-12',
      night: '2',
      adult: '3',
      child: '1',
      baby: '0',
    });

    await user.click(card);
    const { target, criteria } = navigatedCriteria(props.navigate);
    expect(target).toMatchObject({ kind: 'stay', id: '20001' });
    expect(criteria).toMatchObject({ checkin: '2099-05-10', checkout: '2099-05-12', adults: 3, children: 1 });
  });

  describe('geolocation overlay', () => {
    let restoreGeolocation: () => void = () => {};
    afterEach(() => restoreGeolocation());

    it('"Around me" explains, asks for the position, then sets it in place of the city and closes', async () => {
      answerApi();
      restoreGeolocation = stubGeolocation({ lat: 48.85661, lng: 2.35222 });
      const props = searchPageProps();
      renderSearchMount(<SearchBox flow="booking" initialHash="city=12&distanceMax=50" />, props);
      const user = userEvent.setup();
      const { overlay, geolocation } = await openGeolocation(user);

      expect(within(geolocation).getByText(/pour vous proposer les séjours les plus proches/)).toBeInTheDocument();
      await user.click(within(geolocation).getByRole('button', { name: 'Utiliser ma position' }));

      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Rechercher autour de moi' })).not.toBeInTheDocument(),
      );
      expect(screen.queryByRole('dialog', { name: 'Destination' })).not.toBeInTheDocument();
      expect(within(overlay).getByRole('button', { name: 'Destination' })).toHaveTextContent('Autour de moi');
      await user.click(within(overlay).getByRole('button', { name: 'Rechercher' }));
      const { criteria } = navigatedCriteria(props.navigate);
      expect(criteria).toMatchObject({ lat: 48.8566, lng: 2.3522, places: {} });
      expect(criteria.distanceMax).toBeUndefined();
    });

    it('offers "Around me" beside the chosen place, not a list with no match', async () => {
      answerApi();
      restoreGeolocation = stubGeolocation({ lat: 48.85661, lng: 2.35222 });
      renderSearchMount(<SearchBox flow="booking" initialHash="city=12" />, searchPageProps());
      const user = userEvent.setup();
      const { destination, searchbox } = await openDestinationSearch(user);
      await waitFor(() => expect(searchbox).toHaveValue('Paris'));
      expect(await within(destination).findByRole('option', { name: 'Autour de moi' })).toBeInTheDocument();
      expect(within(destination).queryByText('Aucune destination trouvée')).not.toBeInTheDocument();
    });

    it('shows that it is waiting for the browser', async () => {
      answerApi();
      restoreGeolocation = stubGeolocation({ lat: 48.85661, lng: 2.35222 });
      // The browser has not answered yet (its permission prompt is open).
      jest.spyOn(navigator.geolocation, 'getCurrentPosition').mockImplementation(() => {});
      renderSearchMount(<SearchBox flow="booking" initialHash="" />, searchPageProps());
      const user = userEvent.setup();
      const { geolocation } = await openGeolocation(user);
      await user.click(within(geolocation).getByRole('button', { name: 'Utiliser ma position' }));
      await waitFor(() => expect(within(geolocation).getByRole('status')).toHaveTextContent('Localisation en cours…'));
      expect(within(geolocation).getByRole('button', { name: 'Utiliser ma position' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });

    it('on a refusal says why and leads back to the destinations', async () => {
      answerApi();
      restoreGeolocation = stubGeolocation('denied');
      const props = searchPageProps();
      renderSearchMount(<SearchBox flow="booking" initialHash="" />, props);
      const user = userEvent.setup();
      const { destination, geolocation } = await openGeolocation(user);
      await user.click(within(geolocation).getByRole('button', { name: 'Utiliser ma position' }));

      expect(await within(geolocation).findByRole('alert')).toHaveTextContent(
        "Nous n'avons pas accès à votre position. Autorisez-la dans votre navigateur ou saisissez une destination.",
      );
      expect(within(geolocation).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
      await user.click(within(geolocation).getByRole('button', { name: 'Choisir une destination' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Rechercher autour de moi' })).not.toBeInTheDocument(),
      );
      expect(destination).toBeInTheDocument();
      expect(within(destination).getByRole('searchbox', { name: 'Destination' })).toHaveValue('');
      expect(props.navigate).not.toHaveBeenCalled();
    });

    it('says so when the position cannot be found', async () => {
      answerApi();
      restoreGeolocation = stubGeolocation('unavailable');
      renderSearchMount(<SearchBox flow="booking" initialHash="" />, searchPageProps());
      const user = userEvent.setup();
      const { geolocation } = await openGeolocation(user);
      await user.click(within(geolocation).getByRole('button', { name: 'Utiliser ma position' }));
      expect(await within(geolocation).findByRole('alert')).toHaveTextContent(
        'Votre position est introuvable pour le moment. Saisissez une destination.',
      );
    });
  });
});
