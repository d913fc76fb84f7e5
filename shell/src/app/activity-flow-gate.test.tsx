import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { createFakeRemote } from '../test/fake-remote';
import { renderShell } from '../test/render-shell';
import { setupShellApi, TEST_API_BASE } from '../test/shell-api';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

// The activity search toggle closes /activites; a results page asked for the activity flow in its
// query must not list activities either.

const api = setupShellApi();
beforeEach(() => api.answer({}));

const WITHOUT_ACTIVITY_SEARCH = { ...DEFAULT_FLAGS, activitySearch: false };

describe('the activity flow behind its toggle', () => {
  it('shows the not-available page for /activites when the toggle is off', () => {
    renderShell('/activites?flow=activity#city=12', { apiBase: TEST_API_BASE, flags: WITHOUT_ACTIVITY_SEARCH });
    expect(screen.getByText("Cette page n'est pas disponible sur ce site.")).toBeInTheDocument();
  });

  it('gives /recherche?flow=activity to the results page as the booking flow’s search when the toggle is off', async () => {
    const remote = createFakeRemote('Search');
    jest.mocked(loadRemote).mockResolvedValue(remote.lifecycles);
    renderShell('/recherche?flow=activity#city=12', { apiBase: TEST_API_BASE, flags: WITHOUT_ACTIVITY_SEARCH });
    expect(await screen.findByText('flow booking, hash city=12')).toBeInTheDocument();
    expect(remote.lastProps()!.route).toMatchObject({ kind: 'search', search: 'flow=booking' });
  });

  it('keeps the activity flow of /recherche where the toggle is on', async () => {
    const remote = createFakeRemote('Search');
    jest.mocked(loadRemote).mockResolvedValue(remote.lifecycles);
    renderShell('/recherche?flow=activity#city=12', { apiBase: TEST_API_BASE });
    expect(await screen.findByText('flow activity, hash city=12')).toBeInTheDocument();
  });
});
