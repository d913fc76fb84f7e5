import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import type { RemotePropsOverrides } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { DESKTOP_WIDTH, emulateViewport } from '../../platform/test-kit/viewport';
import { AppRoot } from './app-root';
import { answerResultsPage } from './test/results-page-api';
import { SEARCH_PAGE_ROUTE } from './test/search-page-props';

// The suggestions under the results ask the api more; they play no part here.
jest.mock('./features/fallbacks/components/fallback-sections', () => ({ FallbackSections: () => null }));

// Each part's module records when it is first loaded: the stand-in for its download.
const mockDownloaded = jest.fn();
jest.mock('./features/filters/components/filter-dropdown-popover', () => {
  mockDownloaded('filter-panels');
  return jest.requireActual('./features/filters/components/filter-dropdown-popover');
});
jest.mock('./features/filters/components/mobile-filter-drawer', () => {
  mockDownloaded('mobile-filters');
  return jest.requireActual('./features/filters/components/mobile-filter-drawer');
});
jest.mock('./features/sort/components/sort-drawer', () => {
  mockDownloaded('sort-drawer');
  return jest.requireActual('./features/sort/components/sort-drawer');
});
jest.mock('./features/local-search/components/local-search-dialog', () => {
  mockDownloaded('local-search');
  return jest.requireActual('./features/local-search/components/local-search-dialog');
});
jest.mock('./features/cancellation/components/cancellation-dialog', () => {
  mockDownloaded('cancellation-conditions');
  return jest.requireActual('./features/cancellation/components/cancellation-dialog');
});
// The map has tests of its own (OpenLayers and its markers); here only when it comes matters.
jest.mock('./features/map/components/map-overlay', () => {
  mockDownloaded('map-overlay');
  return {
    MapOverlay: ({ isOpen }: { isOpen: boolean }) => (isOpen ? <div role="dialog" aria-label="map stand-in" /> : null),
  };
});

const HASH = 'checkin=2099-06-12&checkout=2099-06-14&night=2&city=12';

const api = setupApiMock();

let restoreViewport = () => {};
beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
  answerResultsPage(api);
});
afterEach(() => {
  restoreViewport();
  restoreViewport = () => {};
});

/** The results page as the shell mounts it, once its cards are there. */
async function renderPage(overrides: RemotePropsOverrides = {}) {
  const view = renderRemote(AppRoot, { ...overrides, route: { ...SEARCH_PAGE_ROUTE, hash: HASH } });
  await screen.findAllByRole('article');
  return view;
}

const button = (name: string | RegExp) => screen.getAllByRole('button', { name })[0]!;

/** Opens on the first click, takes the focus, closes on Escape and gives the focus back to its button. */
async function expectDialogBehaviour(trigger: HTMLElement, dialogName: string) {
  const user = userEvent.setup();
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName })).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
}

describe('results page parts downloaded on first use', () => {
  // First of the file: a module is loaded once per test file.
  it('are not downloaded with the page, each one when the pointer or the focus comes on its button', async () => {
    const phone = await renderPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockDownloaded).not.toHaveBeenCalled();

    const bar = screen.getByRole('toolbar', { name: 'Affiner les résultats' });
    await userEvent.hover(within(bar).getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(mockDownloaded).toHaveBeenCalledWith('mobile-filters'));
    act(() => within(bar).getByRole('button', { name: 'Trier' }).focus());
    await waitFor(() => expect(mockDownloaded).toHaveBeenCalledWith('sort-drawer'));
    await userEvent.hover(within(bar).getByRole('button', { name: 'Carte' }));
    await waitFor(() => expect(mockDownloaded).toHaveBeenCalledWith('map-overlay'));
    await userEvent.hover(button('Partir près de chez moi'));
    await waitFor(() => expect(mockDownloaded).toHaveBeenCalledWith('local-search'));
    await userEvent.hover(button("Conditions d'annulation"));
    await waitFor(() => expect(mockDownloaded).toHaveBeenCalledWith('cancellation-conditions'));
    expect(mockDownloaded).not.toHaveBeenCalledWith('filter-panels');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    phone.unmount();

    restoreViewport = emulateViewport(DESKTOP_WIDTH);
    await renderPage();
    await userEvent.hover(button('Prix'));
    await waitFor(() => expect(mockDownloaded).toHaveBeenCalledWith('filter-panels'));
    expect(mockDownloaded).toHaveBeenCalledTimes(6);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the mobile filters open on the first press, take the focus and give it back after Escape', async () => {
    await renderPage();
    await expectDialogBehaviour(button('Filtrer'), 'Filtres');
  });

  it('the mobile sort drawer opens on the first press, takes the focus and gives it back after Escape', async () => {
    await renderPage();
    await expectDialogBehaviour(button('Trier'), 'Trier par');
  });

  it('the map opens on the first press', async () => {
    await renderPage();
    await userEvent.setup().click(button('Carte'));
    expect(await screen.findByRole('dialog', { name: 'map stand-in' })).toBeInTheDocument();
  });

  it('"Travel locally!" opens on the first press, takes the focus and gives it back after Escape', async () => {
    await renderPage();
    await expectDialogBehaviour(button('Partir près de chez moi'), 'Voyagez local !');
  });

  it('the cancellation conditions open on the first press, take the focus and give it back after Escape', async () => {
    await renderPage();
    await expectDialogBehaviour(button("Conditions d'annulation"), "Conditions d'annulation");
  });

  it('a desktop filter dropdown opens on the first click, takes the focus and gives it back after Escape', async () => {
    restoreViewport = emulateViewport(DESKTOP_WIDTH);
    await renderPage();
    await expectDialogBehaviour(button('Prix'), 'Prix');
  });
});
