import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createFakeRemote } from '../../../test/fake-remote';
import { renderShell } from '../../../test/render-shell';
import {
  LOAD_RETRY_DELAY_MS,
  MODULE_LOAD_TIMEOUT_MS,
  SCRIPT_TIMEOUT_MS,
} from '../../../federation/composition-timeouts';
import { createUnavailableModule } from '../../../federation/unavailable-module';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);
const UNAVAILABLE = 'Cette partie de la page est indisponible pour le moment.';

/** What the runtime plugin answers once a remote's script has timed out. */
function scriptTimesOut(): Promise<unknown> {
  return new Promise((resolve) =>
    setTimeout(
      () => resolve(createUnavailableModule('mfe_search/app', new Error('ScriptNetworkError: timed out'))),
      SCRIPT_TIMEOUT_MS,
    ),
  );
}

const hangs = () => new Promise<never>(() => {});

async function advance(ms: number): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  jest.useFakeTimers();
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('one deadline for the whole load of a remote', () => {
  it('shows the panel when the deadline ends, even while the automatic retry is still loading', async () => {
    // Manifest answers, scripts hang: the first attempt fails on the script timeout, the retry hangs.
    mockedLoadRemote.mockImplementationOnce(scriptTimesOut).mockImplementation(hangs);
    renderShell('/recherche');

    await advance(SCRIPT_TIMEOUT_MS + LOAD_RETRY_DELAY_MS);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    await advance(MODULE_LOAD_TIMEOUT_MS - SCRIPT_TIMEOUT_MS - LOAD_RETRY_DELAY_MS - 1);
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');

    await advance(1);
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('counts the mount in the same deadline', async () => {
    const slowLoad = MODULE_LOAD_TIMEOUT_MS - 5_000;
    const mountNeverEnds = { bootstrap: async () => {}, mount: hangs, unmount: async () => {} };
    mockedLoadRemote.mockImplementation(
      () => new Promise((resolve) => setTimeout(() => resolve(mountNeverEnds), slowLoad)),
    );
    renderShell('/recherche');

    await advance(MODULE_LOAD_TIMEOUT_MS - 1);
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it('does not retry once the deadline has passed', async () => {
    mockedLoadRemote.mockImplementation(hangs);
    renderShell('/recherche');
    await advance(MODULE_LOAD_TIMEOUT_MS);
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
    await advance(MODULE_LOAD_TIMEOUT_MS);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('Retry after a failed mount', () => {
  it('loads a fresh container instead of the one whose mount rejected', async () => {
    // Like the federation runtime: loadRemote hands out the container it holds until the remote
    // is registered again with `force`.
    const badDeploy = {
      bootstrap: async () => {},
      mount: async () => Promise.reject(new Error('mount failed')),
      unmount: async () => {},
    };
    const fixed = createFakeRemote('Search');
    let container: object = badDeploy;
    mockedLoadRemote.mockImplementation(async () => container);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { environment } = renderShell('/recherche');

    await advance(0);
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
    expect(environment.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('mount failed') }),
      'mfe-search',
    );
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();

    // The team redeploys: what the cdn serves now mounts, but only a new container gets it.
    mockedRegisterRemotes.mockImplementation((_remotes, options) => {
      if (options?.force) container = fixed.lifecycles;
    });
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await advance(0);

    expect(screen.getByRole('heading', { name: 'Search: search' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_search', entry: 'http://cdn.test/mfe-search/1.0.0/mf-manifest.json' }],
      { force: true },
    );
  });

  it('leaves none of the failed load’s scripts for the next load to reuse', async () => {
    mockedLoadRemote.mockImplementation(hangs);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderShell('/recherche');
    const hanging = document.createElement('script');
    hanging.src = 'http://cdn.test/mfe-search/1.0.0/remoteEntry.js';
    const otherRemote = document.createElement('script');
    otherRemote.src = 'http://cdn.test/mfe-content/1.0.0/remoteEntry.js';
    document.head.append(hanging, otherRemote);

    await advance(MODULE_LOAD_TIMEOUT_MS);
    const fixed = createFakeRemote('Search');
    mockedLoadRemote.mockResolvedValue(fixed.lifecycles);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await advance(0);

    expect(screen.getByRole('heading', { name: 'Search: search' })).toBeInTheDocument();
    expect(hanging.isConnected).toBe(false);
    expect(otherRemote.isConnected).toBe(true);
    otherRemote.remove();
  });
});
