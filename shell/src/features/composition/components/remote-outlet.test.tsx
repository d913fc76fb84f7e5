import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createFakeRemote } from '../../../test/fake-remote';
import { renderInShell } from '../../../test/render-in-shell';
import { renderShell } from '../../../test/render-shell';
import { registryEntry, testRegistry } from '../../../test/test-environment';
import { createUnavailableModule } from '../../../federation/unavailable-module';
import { RemoteOutlet } from './remote-outlet';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../../../federation/composition-timeouts', () => ({
  MANIFEST_TIMEOUT_MS: 50,
  SCRIPT_TIMEOUT_MS: 50,
  MODULE_LOAD_TIMEOUT_MS: 300,
  MOUNT_TIMEOUT_MS: 300,
  LOAD_RETRY_DELAY_MS: 10,
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const UNAVAILABLE = 'Cette partie de la page est indisponible pour le moment.';

beforeEach(() => {
  mockedLoadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RemoteOutlet', () => {
  it('shows a skeleton, then mounts the remote with the shell props', async () => {
    const remote = createFakeRemote('Search');
    let finishLoading: (value: unknown) => void = () => {};
    mockedLoadRemote.mockReturnValue(new Promise((resolve) => (finishLoading = resolve)));

    renderShell('/recherche?flow=gifting#city=12');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');

    await act(async () => finishLoading(remote.lifecycles));
    expect(await screen.findByRole('heading', { name: 'Search: search' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_search/app');

    const props = remote.lastProps()!;
    expect(props).toMatchObject({
      locale: 'fr_FR',
      language: 'fr',
      pointOfSale: 'FR',
      flow: 'gifting',
      careMode: false,
      apiBase: '',
      route: { kind: 'search', search: 'flow=gifting', hash: 'city=12', pathname: '/recherche' },
    });
    expect(props.hrefFor({ kind: 'stay', id: '9', query: { flow: 'gifting' } })).toBe('/sejour/9?flow=gifting');
    expect(typeof props.mountWidget).toBe('function');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never mounts a remote built for another contract: the panel, and an error naming both versions', async () => {
    const registry = testRegistry();
    registry.remotes['mfe-search'] = { ...registryEntry('mfe-search'), version: '2.0.0-abc', contractRange: '^2.0.0' };
    const reportError = jest.fn();
    renderShell('/recherche', { registry, reportError });

    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    const [error, source] = reportError.mock.calls.find(([, from]) => from === 'mfe-search')!;
    expect(source).toBe('mfe-search');
    expect(String(error)).toMatch(
      /2\.0\.0-abc was built for contract \^2\.0\.0; the shell provides contract 1\.\d+\.\d+/,
    );
    // The header, outside the outlet, is whole.
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('keeps exactly one parcel mounted under StrictMode (effects run twice in development)', async () => {
    const remote = createFakeRemote('Search');
    mockedLoadRemote.mockResolvedValue(remote.lifecycles);
    renderShell('/recherche', {}, { strictMode: true });
    expect(await screen.findByRole('heading', { name: 'Search: search' })).toBeInTheDocument();
    await waitFor(() => expect(remote.calls.mount.length - remote.calls.unmount.length).toBe(1));
    expect(screen.getAllByRole('heading', { name: 'Search: search' })).toHaveLength(1);
  });

  it('passes route changes to the mounted remote as updates, hash-only changes included', async () => {
    const remote = createFakeRemote('Search');
    mockedLoadRemote.mockResolvedValue(remote.lifecycles);
    renderShell('/recherche');
    await screen.findByRole('heading', { name: 'Search: search' });

    act(() => remote.lastProps()!.navigate({ kind: 'search', hash: 'a=3' }));
    expect(await screen.findByText('flow booking, hash a=3')).toBeInTheDocument();
    expect(remote.calls.update.at(-1)!.route).toMatchObject({ kind: 'search', hash: 'a=3' });

    // Same remote, other kind: still one parcel, updated.
    act(() => remote.lastProps()!.navigate({ kind: 'activitySearch' }));
    expect(await screen.findByRole('heading', { name: 'Search: activitySearch' })).toBeInTheDocument();
    expect(remote.calls.mount).toHaveLength(1);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('unmounts the remote when the visitor leaves for another remote', async () => {
    const search = createFakeRemote('Search');
    const product = createFakeRemote('Product');
    mockedLoadRemote.mockImplementation(async (id: string) =>
      id === 'mfe_search/app' ? search.lifecycles : product.lifecycles,
    );
    renderShell('/recherche');
    await screen.findByRole('heading', { name: 'Search: search' });

    act(() => search.lastProps()!.navigate({ kind: 'stay', id: '42' }));
    expect(await screen.findByRole('heading', { name: 'Product: stay 42' })).toBeInTheDocument();
    await waitFor(() => expect(search.calls.unmount).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: /Search/ })).not.toBeInTheDocument();
  });

  it('retries once, shows the unavailable panel, and recovers on Retry', async () => {
    const remote = createFakeRemote('Search');
    mockedLoadRemote.mockRejectedValue(new Error('#RUNTIME-003 Failed to fetch'));
    const { environment } = renderShell('/recherche');

    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(environment.reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-search');
    // The frame keeps working.
    expect(screen.getByRole('link', { name: "Escapade, page d'accueil" })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    mockedLoadRemote.mockResolvedValue(remote.lifecycles);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Search: search' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('treats the runtime plugin fallback module as unavailable', async () => {
    mockedLoadRemote.mockResolvedValue(createUnavailableModule('mfe_search/app', new Error('404')));
    renderShell('/recherche');
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it('gives up on a remote whose mount never finishes', async () => {
    mockedLoadRemote.mockResolvedValue({
      bootstrap: async () => {},
      mount: () => new Promise(() => {}),
      unmount: async () => {},
    });
    renderShell('/recherche');
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it('shows the panel for a module without lifecycles', async () => {
    mockedLoadRemote.mockResolvedValue({ something: 'else' });
    renderShell('/recherche');
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it('keeps a page that throws while rendering inside its outlet, and renders it afresh on Retry', async () => {
    const remote = createFakeRemote('Search');
    mockedLoadRemote.mockResolvedValue(remote.lifecycles);
    // The outlet's look at the registry throws until the fault is gone.
    const registry = testRegistry();
    let broken = true;
    const remotes = new Proxy(registry.remotes, {
      get(target, name, receiver) {
        if (name === 'mfe-search' && broken) throw new Error('render exploded');
        return Reflect.get(target, name, receiver);
      },
    });
    const route = { kind: 'search' as const, search: '', hash: '', pathname: '/recherche' };
    const { environment } = renderInShell(
      <>
        <p>Le reste de la page</p>
        <RemoteOutlet remote="mfe-search" route={route} />
      </>,
      { path: '/recherche', registry: { ...registry, remotes } },
    );

    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByText('Le reste de la page')).toBeInTheDocument();
    expect(environment.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'render exploded' }),
      'mfe-search (outlet render)',
    );
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Search: search' })).toBeInTheDocument();
  });
});
