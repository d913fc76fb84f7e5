import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createEventBus } from '@escapade/shared-contracts/event-bus';
import { DEFAULT_FLAGS, type RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { createI18n } from '../../../i18n/create-i18n';
import { TRANSLATIONS } from '../../../i18n/all-texts';
import type { WidgetHandle } from '@escapade/shared-contracts/widgets';
import { createFakeRemote } from '../../../test/fake-remote';
import { testRegistry } from '../../../test/test-environment';
import { createWidgetMounter } from './mount-widget';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
// No case here waits for a deadline: they are long, so a load slowed by a busy machine is not
// taken for a failure. The retry after a failed load is short, so that case ends soon.
jest.mock('../../../federation/composition-timeouts', () => ({
  MODULE_LOAD_TIMEOUT_MS: 30_000,
  MOUNT_TIMEOUT_MS: 30_000,
  LOAD_RETRY_DELAY_MS: 10,
}));
const mockedLoadRemote = jest.mocked(loadRemote);

const hostProps = {
  locale: 'fr_FR',
  language: 'fr',
  pointOfSale: 'FR',
  flow: 'booking',
  careMode: false,
  flags: DEFAULT_FLAGS,
  route: { kind: 'home', search: '', hash: '', pathname: '/' },
  apiBase: '',
  hrefFor: () => '/',
  navigate: () => {},
  bus: createEventBus(),
  mountWidget: () => Promise.reject(new Error('not here')),
  reportError: () => {},
} as RemoteProps;

function widgetElement(): HTMLElement {
  const element = document.createElement('div');
  document.body.appendChild(element);
  return element;
}

function mounter(registry = testRegistry(), reportError = jest.fn()) {
  const widgets = createWidgetMounter({
    locale: 'fr_FR',
    registry,
    i18n: createI18n('fr', TRANSLATIONS),
    reportError,
  });
  widgets.setHostProps(hostProps);
  return widgets;
}

/** Starts a mount inside act (the first render), then lets it finish on its own, as a remote would. */
function startMounting(mount: () => Promise<WidgetHandle>): Promise<WidgetHandle> {
  let pending!: Promise<WidgetHandle>;
  act(() => {
    pending = mount();
  });
  return pending;
}

beforeEach(() => {
  mockedLoadRemote.mockReset();
  document.body.innerHTML = '';
});

describe('mountWidget', () => {
  it('mounts the SearchBox with the host props plus its own, and updates and unmounts it', async () => {
    const searchBox = createFakeRemote('SearchBox');
    mockedLoadRemote.mockResolvedValue(searchBox.lifecycles);
    const { mountWidget } = mounter();

    const pending = startMounting(() =>
      mountWidget(widgetElement(), 'mfe-search/SearchBox', { flow: 'gifting', variant: 'compact' }),
    );
    expect(await screen.findByRole('heading', { name: 'SearchBox: home' })).toBeInTheDocument();
    const handle = await pending;
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_search/SearchBox');
    expect(searchBox.lastProps()).toMatchObject({ locale: 'fr_FR', flow: 'gifting', variant: 'compact' });

    await act(() => handle.update({ initialHash: 'city=12' }));
    await waitFor(() =>
      expect(searchBox.calls.update.at(-1)).toMatchObject({ flow: 'gifting', initialHash: 'city=12' }),
    );

    await act(() => handle.unmount());
    await waitFor(() => expect(searchBox.calls.unmount).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: /SearchBox/ })).not.toBeInTheDocument();
  });

  it('shows the unavailable panel, without Retry, when mfe-search is switched off', async () => {
    const { mountWidget } = mounter(testRegistry(['mfe-search']));
    const handle = await startMounting(() => mountWidget(widgetElement(), 'mfe-search/SearchBox', { flow: 'booking' }));
    expect(screen.getByText('Cette partie de la page est indisponible pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    await act(() => handle.unmount());
  });

  it('resolves with the panel and a Retry when the widget cannot load', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('connection refused'));
    const reportError = jest.fn();
    const { mountWidget, unmountAll } = mounter(testRegistry(), reportError);
    const pending = startMounting(() => mountWidget(widgetElement(), 'mfe-search/SearchBox', { flow: 'booking' }));
    expect(await screen.findByText('Cette partie de la page est indisponible pour le moment.')).toBeInTheDocument();
    await pending;
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-search/SearchBox');
    await act(() => unmountAll());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
