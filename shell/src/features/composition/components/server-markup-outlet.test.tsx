import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { serverOutletSource } from '../../../context/server-outlet';
import { createFakeRemote, type MountedProps } from '../../../test/fake-remote';
import { renderShell } from '../../../test/render-shell';

// A page the server rendered whose remote then cannot load in the browser (the cdn went away after
// the page arrived): what the server drew stays readable, a polite notice offers Retry.

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../../../federation/composition-timeouts', () => ({
  MANIFEST_TIMEOUT_MS: 50,
  SCRIPT_TIMEOUT_MS: 50,
  MODULE_LOAD_TIMEOUT_MS: 300,
  MOUNT_TIMEOUT_MS: 300,
  LOAD_RETRY_DELAY_MS: 10,
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const STAY = '/sejour/20039?flow=booking';
const SERVER_TITLE = 'Séjour romantique à Paris';
const PARTLY_LOADED =
  "Une partie de la page n'a pas pu finir de se charger : certains boutons ne répondent pas encore.";
const UNAVAILABLE = 'Cette partie de la page est indisponible pour le moment.';
const CDN_DOWN = new Error('#RUNTIME-003 Failed to fetch');

/** mfe-product's markup for the stay, as the edge put it into the page. */
function serverOutlet() {
  return serverOutletSource({
    remote: 'mfe-product',
    html: [
      `<h1>${SERVER_TITLE}</h1>`,
      '<p><a href="/sejour/20039/avis">Lire les avis</a></p>',
      '<button type="button">Réserver</button>',
    ].join(''),
    serverState: { queries: [] },
    route: { kind: 'stay', id: '20039', search: 'flow=booking', hash: '', pathname: '/sejour/20039' },
    flags: DEFAULT_FLAGS,
    hydrate: true,
  });
}

const serverHeading = () => screen.queryByRole('heading', { level: 1, name: SERVER_TITLE });

/** The notice, once the load has failed: its live region and the Retry beside it. */
async function findNotice() {
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(PARTLY_LOADED);
  const notice = status.parentElement!;
  return { status, retry: within(notice).getByRole('button', { name: 'Réessayer' }) };
}

beforeEach(() => {
  mockedLoadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('a server-rendered page whose remote cannot load', () => {
  it('keeps the markup readable, its links working, with a polite notice instead of the panel', async () => {
    mockedLoadRemote.mockRejectedValue(CDN_DOWN);
    const { environment } = renderShell(STAY, {}, { serverOutlet: serverOutlet() });

    const { status, retry } = await findNotice();
    expect(retry).toBeVisible();
    expect(serverHeading()).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lire les avis' })).toHaveAttribute('href', '/sejour/20039/avis');
    // Not the panel: nothing the shopper was reading has gone.
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The notice comes before the markup, in the flow.
    expect(status.compareDocumentPosition(serverHeading()!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The automatic retry was tried first, and the failure reported.
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(environment.reportError).toHaveBeenCalledWith(CDN_DOWN, 'mfe-product');
  });

  it('loads the remote again on Retry, hydrates the same markup, then removes the notice', async () => {
    mockedLoadRemote.mockRejectedValue(CDN_DOWN);
    const { container } = renderShell(STAY, {}, { serverOutlet: serverOutlet() });
    const { retry } = await findNotice();
    const markupElement = serverHeading()!.parentElement;

    const remote = createFakeRemote('Product');
    let finishLoading: (value: unknown) => void = () => {};
    mockedLoadRemote.mockReturnValue(new Promise((resolve) => (finishLoading = resolve)));
    await userEvent.click(retry);

    // While it loads again: the markup and the notice stay, and the button waits.
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
    expect(serverHeading()).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(PARTLY_LOADED);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toHaveAttribute('data-pending', 'true');

    await act(async () => finishLoading(remote.lifecycles));
    expect(await screen.findByRole('heading', { level: 1, name: 'Product: stay 20039' })).toBeVisible();
    // Hydrated: the element holding the server's markup, with the props and cache it was rendered with.
    const [mounted] = remote.calls.mount;
    expect(mounted!.domElement).toBe(markupElement);
    expect(mounted).toMatchObject({ serverState: { queries: [] }, route: { kind: 'stay', id: '20039' } });
    await waitFor(() => expect(screen.queryByText(PARTLY_LOADED)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(container.querySelector('[data-remote="mfe-product"]')).toHaveAttribute('data-status', 'mounted');
  });

  it('after a mount that failed over the markup, Retry hydrates a fresh copy of it', async () => {
    const badDeploy = {
      bootstrap: async () => {},
      mount: async () => Promise.reject(new Error('mount failed')),
      unmount: async () => {},
    };
    mockedLoadRemote.mockResolvedValue(badDeploy);
    renderShell(STAY, {}, { serverOutlet: serverOutlet() });
    const { retry } = await findNotice();
    const triedElement = serverHeading()!.parentElement;

    const fixed = createFakeRemote('Product');
    const markupAtMount: string[] = [];
    mockedLoadRemote.mockResolvedValue({
      ...fixed.lifecycles,
      mount: async (props: MountedProps) => {
        markupAtMount.push(props.domElement.textContent ?? '');
        await fixed.lifecycles.mount(props);
      },
    });
    await userEvent.click(retry);

    expect(await screen.findByRole('heading', { level: 1, name: 'Product: stay 20039' })).toBeVisible();
    // The failed mount may still be running into the element it had: the retry gets its own.
    expect(fixed.calls.mount[0]!.domElement).not.toBe(triedElement);
    expect(markupAtMount).toEqual([expect.stringContaining(SERVER_TITLE)]);
    await waitFor(() => expect(screen.queryByText(PARTLY_LOADED)).not.toBeInTheDocument());
  });

  it('shows the panel when the failed mount took the markup away', async () => {
    mockedLoadRemote.mockResolvedValue({
      bootstrap: async () => {},
      mount: async (props: MountedProps) => {
        props.domElement.replaceChildren();
        throw new Error('mount failed after clearing its element');
      },
      unmount: async () => {},
    });
    renderShell(STAY, {}, { serverOutlet: serverOutlet() });

    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(screen.queryByText(PARTLY_LOADED)).not.toBeInTheDocument();
  });

  it('swaps the markup for the panel once the shopper has moved to another page of the same remote', async () => {
    mockedLoadRemote.mockRejectedValue(CDN_DOWN);
    const { router } = renderShell(STAY, {}, { serverOutlet: serverOutlet() });
    await findNotice();

    // The markup shows stay 20039: under the address of stay 20040 it would mislead.
    await act(() => router.navigate('/sejour/20040?flow=booking'));
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(serverHeading()).not.toBeInTheDocument();
    expect(screen.queryByText(PARTLY_LOADED)).not.toBeInTheDocument();

    const remote = createFakeRemote('Product');
    mockedLoadRemote.mockResolvedValue(remote.lifecycles);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Product: stay 20040' })).toBeVisible();
    // Drawn afresh for the new page: none of the server's props, which were for the other stay.
    expect(remote.calls.mount[0]).not.toHaveProperty('serverState');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('a page the browser draws itself', () => {
  it('still shows the unavailable panel when its remote cannot load', async () => {
    mockedLoadRemote.mockRejectedValue(CDN_DOWN);
    renderShell(STAY);

    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByText(PARTLY_LOADED)).not.toBeInTheDocument();
  });
});

describe('a page the server left for the browser to draw', () => {
  it('mounts the remote with the page’s own props and the data the server read, without hydrating', async () => {
    const remote = createFakeRemote('Product');
    mockedLoadRemote.mockResolvedValue(remote.lifecycles);
    const serverData = { mutations: [], queries: [{ queryKey: ['offer', '20039'], state: { data: { id: 20039 } } }] };
    const source = serverOutletSource({
      remote: 'mfe-product',
      html: `<h1>${SERVER_TITLE}</h1>`,
      serverState: serverData,
      route: { kind: 'stay', id: '20039', search: 'flow=booking', hash: '', pathname: '/sejour/20039' },
      flags: DEFAULT_FLAGS,
      hydrate: false,
    });
    renderShell(`${STAY}#checkin=2030-03-14&checkout=2030-03-16&night=2`, {}, { serverOutlet: source });

    await waitFor(() => expect(remote.calls.mount).toHaveLength(1));
    const [mounted] = remote.calls.mount;
    // Its criteria are in the hash, which the server never had: nothing of the server's to match.
    expect(mounted).not.toHaveProperty('serverState');
    expect(mounted).toMatchObject({ serverData, route: { hash: 'checkin=2030-03-14&checkout=2030-03-16&night=2' } });
  });
});
