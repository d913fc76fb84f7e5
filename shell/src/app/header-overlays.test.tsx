import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './header';
import { NAV_LINKS_FIXTURE } from '../test/nav-links-fixture';
import { renderInShell, stopDocumentNavigation } from '../test/render-in-shell';
import { setupShellApi } from '../test/shell-api';

// Each overlay's module records when it is first loaded: the stand-in for its download.
const mockDownloaded = jest.fn();
jest.mock('../features/gift-drawer/components/gift-drawer-panel', () => {
  mockDownloaded('gift-drawer');
  return jest.requireActual('../features/gift-drawer/components/gift-drawer-panel');
});
jest.mock('../features/wishlist/components/wishlist-drawer', () => {
  mockDownloaded('wishlist-drawer');
  return jest.requireActual('../features/wishlist/components/wishlist-drawer');
});
jest.mock('../features/burger-menu/components/burger-menu-panel', () => {
  mockDownloaded('burger-menu');
  return jest.requireActual('../features/burger-menu/components/burger-menu-panel');
});

const api = setupShellApi('http://api.test');
let allowNavigation: () => void;
beforeEach(() => {
  api.answer({ '/api/cms/navLinks': NAV_LINKS_FIXTURE });
  allowNavigation = stopDocumentNavigation();
  localStorage.clear();
});
afterEach(() => allowNavigation());

async function renderHeader() {
  const view = renderInShell(<Header />);
  await screen.findAllByRole('button', { name: 'Destinations' });
  return view;
}

/** Opens with one click, takes the focus, closes on Escape and gives the focus back to its button. */
async function expectDialogBehaviour(triggerName: string, dialogName: string) {
  const trigger = screen.getByRole('button', { name: triggerName });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
}

describe('header overlays', () => {
  // First of the file: a module is loaded once per test file.
  it('are not downloaded with the page, each one when the pointer or the focus comes on its button', async () => {
    await renderHeader();
    expect(mockDownloaded).not.toHaveBeenCalled();

    await userEvent.hover(screen.getByRole('button', { name: 'Idées cadeaux' }));
    await waitFor(() => expect(mockDownloaded).toHaveBeenCalledWith('gift-drawer'));
    act(() => screen.getByRole('button', { name: "Ma liste d'envies" }).focus());
    await waitFor(() => expect(mockDownloaded).toHaveBeenCalledWith('wishlist-drawer'));
    await userEvent.hover(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await waitFor(() => expect(mockDownloaded).toHaveBeenCalledWith('burger-menu'));
    expect(mockDownloaded).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('open the gift drawer on the first click, focus inside, and back on the icon after Escape', async () => {
    await renderHeader();
    await expectDialogBehaviour('Idées cadeaux', 'Offrir un cadeau');
  });

  it('open the wishlist drawer on the first click, focus inside, and back on the heart after Escape', async () => {
    await renderHeader();
    await expectDialogBehaviour("Ma liste d'envies", "Ma liste d'envies");
  });

  it('open the burger menu on the first click, focus inside, and back on its button after Escape', async () => {
    await renderHeader();
    await expectDialogBehaviour('Ouvrir le menu', 'Menu');
  });

  it('open the wishlist drawer from the burger menu', async () => {
    await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('button', { name: "Ma liste d'envies" }));
    expect(await screen.findByRole('dialog', { name: "Ma liste d'envies" })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
