import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import {
  activityFixture as activity,
  activityGroupFixture as group,
  activitySearchFixture as response,
} from '../../../test/activity-fixture';
import { ActivityResults } from './activity-results';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const api = setupApiMock();

const criteriaOf = (hash: string) => parseSearchCriteria({ hash, search: 'flow=activity' });

describe('ActivityResults', () => {
  it('posts the activity search with 20 packages per hotel, the participants and the page', async () => {
    api.json('/api/search/activity-only.json', response([group(5, [activity(90001)])]), { method: 'POST' });
    renderSearchMount(
      <ActivityResults criteria={criteriaOf('city=10001&a=1')} />,
      searchPageProps({ route: { kind: 'activitySearch', search: 'flow=activity', hash: 'city=10001&a=1' } }),
    );
    await screen.findByRole('link', { name: 'Massage 90001' });
    expect(api.bodiesOf('POST', '/api/search/activity-only.json')).toEqual([
      {
        criteria: { location: { cityId: 10001 }, participants: 1 },
        numberOfPackagesPerHotel: 20,
        locale: 'fr_FR',
        page: 0,
        limit: 18,
      },
    ]);
  });

  it('lists activities per hotel with the price per person and links to the activity page with the participants', async () => {
    api.json(
      '/api/search/activity-only.json',
      response([
        group(5, [activity(90001)]),
        group(6, [
          activity(90002, {
            prices: [{ paxComposition: { adults: 2 }, sellPrice: 8000, barPrice: 8000, promo: 0 }],
          }),
        ]),
      ]),
      { method: 'POST' },
    );
    const props = searchPageProps();
    renderSearchMount(<ActivityResults criteria={criteriaOf('city=10001')} />, props);
    expect(await screen.findByRole('heading', { name: '2 activités' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Activités de Hôtel 5' });
    expect(plain(within(list).getByText(/\/ pers\./).textContent)).toBe('45 € / pers.');
    expect(within(list).getByText('-25%')).toBeInTheDocument();
    expect(plain(within(list).getByRole('deletion').textContent)).toBe('au lieu de 60 €');
    expect(within(list).getByText('1 h 30')).toBeInTheDocument();
    expect(
      plain(within(screen.getByRole('list', { name: 'Activités de Hôtel 6' })).getByText(/\/ pers\./).textContent),
    ).toBe('40 € / pers.');
    const link = within(list).getByRole('link', { name: 'Massage 90001' });
    expect(link).toHaveAttribute('href', '/activityOnly/90001#a=2');
    await userEvent.click(link);
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'activityOnly', id: '90001', hash: 'a=2' });
    expect(screen.getByRole('heading', { name: /Hôtel 5/ })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '3 étoiles' })).toHaveLength(2);
  });

  it('offers 1 to 2 participants and writes the change to the hash', async () => {
    api.json('/api/search/activity-only.json', response([group(5, [activity(90001)])]), { method: 'POST' });
    const props = searchPageProps({ route: { kind: 'activitySearch', search: 'flow=activity', hash: 'city=10001' } });
    renderSearchMount(<ActivityResults criteria={criteriaOf('city=10001')} />, props);
    const field = await screen.findByRole('textbox', { name: 'Participants' });
    expect(field).toHaveValue('2');
    expect(field).toHaveAccessibleDescription('De 1 à 2 participants');
    expect(screen.getByRole('button', { name: /^Ajouter un participant/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /^Retirer un participant/ }));
    expect(props.navigate).toHaveBeenCalledWith(
      { kind: 'activitySearch', query: { flow: 'activity' }, hash: 'a=1&city=10001' },
      { replace: true },
    );
  });

  it('drops the search-bar origin marker from the URL once the search has run', async () => {
    api.json('/api/search/activity-only.json', response([group(5, [activity(90001)])]), { method: 'POST' });
    const props = searchPageProps({
      route: { kind: 'activitySearch', search: 'flow=activity&from=searchbar', hash: 'city=10001' },
    });
    renderSearchMount(<ActivityResults criteria={criteriaOf('city=10001')} />, props);
    await screen.findByRole('link', { name: 'Massage 90001' });
    expect(props.navigate).toHaveBeenCalledWith(
      { kind: 'activitySearch', query: { flow: 'activity' }, hash: 'city=10001' },
      { replace: true },
    );
  });

  it('says "No activity found for this search" when the list is empty', async () => {
    api.json('/api/search/activity-only.json', response([]), { method: 'POST' });
    renderSearchMount(<ActivityResults criteria={criteriaOf('city=10005')} />, searchPageProps());
    expect(await screen.findByText('Aucune activité trouvée pour cette recherche')).toBeInTheDocument();
  });

  it('shows skeletons while loading and the error with a retry', async () => {
    api.json('/api/search/activity-only.json', response([group(5, [activity(90001)])]), { method: 'POST' });
    api.error('/api/search/activity-only.json', 500, { method: 'POST', once: true, body: { message: 'boom' } });
    const props = searchPageProps();
    renderSearchMount(<ActivityResults criteria={criteriaOf('city=10001')} />, props);
    expect(screen.getByRole('status', { name: 'Chargement des activités' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent("Oups, une erreur s'est produite");
    expect(props.reportError).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Massage 90001' })).toBeInTheDocument();
  });

  it('collapses a hotel activity list taller than 124 px, with See more / See less', async () => {
    const scrollHeight = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.tagName === 'UL' && this.querySelectorAll('li').length > 2 ? 200 : 60;
    });
    try {
      api.json(
        '/api/search/activity-only.json',
        response([group(5, [activity(90001), activity(90002), activity(90003)]), group(6, [activity(90004)])]),
        { method: 'POST' },
      );
      renderSearchMount(<ActivityResults criteria={criteriaOf('city=10001')} />, searchPageProps());
      const list = await screen.findByRole('list', { name: 'Activités de Hôtel 5' });
      expect(list).toHaveStyle({ maxHeight: '124px' });
      const more = screen.getByRole('button', { name: 'Voir plus' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(more);
      expect(list).not.toHaveStyle({ maxHeight: '124px' });
      expect(screen.getByRole('button', { name: 'Voir moins' })).toHaveAttribute('aria-expanded', 'true');
      // The short list has no button.
      expect(screen.getAllByRole('button', { name: /Voir (plus|moins)/ })).toHaveLength(1);
    } finally {
      scrollHeight.mockRestore();
    }
  });

  it('toggles an activity in the wishlist as an ACTIVITY item', async () => {
    api.json('/api/search/activity-only.json', response([group(5, [activity(90001)])]), { method: 'POST' });
    const props = searchPageProps();
    const toggled: unknown[] = [];
    props.bus.on('wishlist:toggle', (item) => toggled.push(item));
    renderSearchMount(<ActivityResults criteria={criteriaOf('city=10001')} />, props);
    await userEvent.click(await screen.findByRole('button', { name: "Ajouter à ma liste d'envies" }));
    expect(toggled).toEqual([
      {
        id: '90001',
        type: 'ACTIVITY',
        label: 'Massage 90001',
        imageUrl: 'http://api.test/images/activity/90001.svg',
        uri: '/activityOnly/90001#a=2',
        hotel: { label: 'Hôtel du Parc', stars: 4 },
      },
    ]);
  });

  it('keeps the loading state while the answer has not come', () => {
    api.never('/api/search/activity-only.json', { method: 'POST' });
    renderSearchMount(<ActivityResults criteria={criteriaOf('city=10001')} />, searchPageProps());
    expect(screen.getAllByTestId('activity-skeleton')).toHaveLength(6);
    return waitFor(() => expect(screen.getByRole('heading', { name: "Recherche d'activités…" })).toBeInTheDocument());
  });
});
