import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../../../test/render-in-shell';
import { FlowToggle } from './flow-toggle';

const ACTIVITY_LIST = '/activites?flow=activity#checkin=2026-12-11&checkout=2026-12-12&night=1&a=1&city=10001';

function toggle() {
  return screen.getByRole('group', { name: 'Je cherche' });
}

describe('flow toggle on the activity list', () => {
  it('Stays leaves the activity flow for the stays search of the same place and dates', async () => {
    const { location } = renderInShell(<FlowToggle />, { path: ACTIVITY_LIST });
    await userEvent.click(within(toggle()).getByRole('button', { name: 'Séjours' }));

    await waitFor(() => expect(location().pathname).toBe('/recherche'));
    expect(location().search).toBe('?flow=booking');
    // Only the place and the dates come along: the participant count of activities does not.
    expect(Object.fromEntries(new URLSearchParams(location().hash.slice(1)))).toEqual({
      city: '10001',
      checkin: '2026-12-11',
      checkout: '2026-12-12',
      night: '1',
    });
  });

  it('reached without a flow in its address, the activity list still leaves to the stays search', async () => {
    const { location } = renderInShell(<FlowToggle />, { path: '/activites#city=10001&a=1' });
    await userEvent.click(within(toggle()).getByRole('button', { name: 'Séjours' }));

    await waitFor(() => expect(location().pathname).toBe('/recherche'));
    expect(location().search).toBe('?flow=booking');
    expect(Object.fromEntries(new URLSearchParams(location().hash.slice(1)))).toEqual({ city: '10001' });
  });

  it('shows neither Stays nor Gifts as the current choice on the activity list', () => {
    renderInShell(<FlowToggle />, { path: ACTIVITY_LIST });
    expect(within(toggle()).getByRole('button', { name: 'Séjours' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(toggle()).getByRole('button', { name: 'Cadeaux' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('Gifts takes the place and dates to the gifting stays search', async () => {
    const { location } = renderInShell(<FlowToggle />, { path: ACTIVITY_LIST });
    await userEvent.click(within(toggle()).getByRole('button', { name: 'Cadeaux' }));

    await waitFor(() => expect(location().pathname).toBe('/recherche'));
    expect(location().search).toBe('?flow=gifting');
    expect(new URLSearchParams(location().hash.slice(1)).get('city')).toBe('10001');
  });
});
