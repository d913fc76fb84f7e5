import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../../../../platform/test-kit/fixed-clock';
import { dayCell, isDayDisabled } from '../../../test/calendar-queries';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';
import { SearchBox } from './search-box';

// The search box of the activity flow: a day activity is searched for one day, not a stay's
// arrival and departure.

const api = setupApiMock();

describe('the search box in the activity flow', () => {
  beforeEach(() => fixClock(new Date(2031, 4, 7, 21, 0))); // Wednesday 7 May 2031, after 20:00
  afterEach(() => restoreClock());

  it('names its date field after the activity’s day', async () => {
    renderSearchMount(<SearchBox flow="activity" initialHash="" />, searchPageProps());
    const field = await screen.findByRole('button', { name: "Date de l'activité Choisir une date" });
    expect(field).toBeInTheDocument();
    expect(screen.queryByText('Arrivée – départ')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /arrivée – départ/ })).not.toBeInTheDocument();
  });

  it('chooses one day, from tomorrow after 20:00, and searches that day in the activity search', async () => {
    api.json('/api/places/city/12', { id: 12, label: 'Paris', category: 'city', latitude: 48.85, longitude: 2.35 });
    const props = searchPageProps();
    renderSearchMount(<SearchBox flow="activity" initialHash="city=12" />, props);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Date de l'activité/ }));
    const dialog = await screen.findByRole('dialog', { name: "Choisissez le jour de l'activité" });
    expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    expect(isDayDisabled('2031-05-07')).toBe(true);
    expect(isDayDisabled('2031-05-08')).toBe(false);
    await user.click(dayCell('2031-05-10'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Date de l'activité sam. 10 mai" })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'activitySearch',
      query: { flow: 'activity', from: 'searchbar' },
      hash: 'checkin=2031-05-10&checkout=2031-05-11&night=1&city=12',
    });
  });

  it('clears the chosen day', async () => {
    const props = searchPageProps();
    renderSearchMount(
      <SearchBox flow="activity" initialHash="checkin=2031-05-10&checkout=2031-05-11&night=1" />,
      props,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Date de l'activité sam. 10 mai" }));
    await user.click(await screen.findByRole('button', { name: 'Effacer la date' }));
    expect(screen.getByRole('button', { name: "Date de l'activité Choisir une date" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(props.navigate.mock.lastCall![0].hash).toBe('');
  });
});
