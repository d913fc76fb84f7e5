import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { navTabsOf, navTabsQueryKey } from '../features/inspirations/api/get-nav-links';
import { WISHLIST_STORAGE_KEYS } from '../features/wishlist/utils/wishlist-storage';
import { hydrateInShell } from '../test/hydrate-in-shell';
import { NAV_LINKS_FIXTURE } from '../test/nav-links-fixture';
import { setupShellApi } from '../test/shell-api';
import { testEnvironment } from '../test/test-environment';
import {
  closeDeferredHydration,
  isDeferredHydrationOpen,
  openDeferredHydration,
  openDeferredHydrationOnFirstInput,
} from '../utils/deferred-hydration-gate';
import { Header } from './header';

const api = setupShellApi('http://api.test');

// A page the server drew comes with the navigation's tabs alone: the levels under them would make
// its markup a third heavier, and no menu is open on arrival; asking them at once would spend a
// phone's start on menus nobody may open.
it('draws the tabs the page came with, and asks the levels under them once the shopper comes near the menus', async () => {
  api.answer({ '/api/cms/navLinks': NAV_LINKS_FIXTURE });
  const queryClient = createQueryClient();
  queryClient.setQueryData(navTabsQueryKey('fr_FR'), navTabsOf(NAV_LINKS_FIXTURE));
  const { recoverableErrors, unmount } = await hydrateInShell(
    <Header />,
    '/',
    testEnvironment({ apiBase: 'http://api.test' }),
    { queryClient },
  );
  expect(recoverableErrors).toEqual([]);
  const [destinations] = screen.getAllByRole('button', { name: 'Destinations' });
  // Nothing is asked for menus nobody comes near.
  await act(() => Promise.resolve());
  expect(api.mock.requests).toEqual([]);

  // The pointer coming onto the header asks the tree, before the tab is pressed.
  const user = userEvent.setup();
  await user.hover(destinations!);
  await waitFor(() => expect(api.mock.requests.map(({ url }) => url.pathname)).toEqual(['/api/cms/navLinks']));
  await user.click(destinations!);
  expect(await screen.findByRole('link', { name: /^France/ })).toBeInTheDocument();
  unmount();
});

it('asks the tree at once on a page the browser drew, which has no tabs without it', async () => {
  api.answer({ '/api/cms/navLinks': NAV_LINKS_FIXTURE });
  const { unmount } = await hydrateInShell(<Header />, '/', testEnvironment({ apiBase: 'http://api.test' }), {
    queryClient: createQueryClient(),
  });
  expect(await screen.findAllByRole('button', { name: 'Destinations' })).not.toHaveLength(0);
  unmount();
});

it('asks nothing for menus on a checkout page, whose header has none', async () => {
  api.answer({ '/api/cms/navLinks': NAV_LINKS_FIXTURE });
  const { unmount } = await hydrateInShell(
    <Header />,
    '/reservation/20039?flow=booking',
    testEnvironment({ apiBase: 'http://api.test' }),
    { queryClient: createQueryClient() },
  );
  const user = userEvent.setup();
  await user.hover(screen.getByRole('banner'));
  await user.tab();
  await act(() => Promise.resolve());
  expect(api.mock.requests).toEqual([]);
  unmount();
});

describe('on a page the server drew, as the shell starts it (the deferred parts wait)', () => {
  afterEach(() => {
    openDeferredHydration();
    localStorage.clear();
  });

  function serverDrawnHome() {
    const queryClient = createQueryClient();
    queryClient.setQueryData(navTabsQueryKey('fr_FR'), navTabsOf(NAV_LINKS_FIXTURE));
    return hydrateInShell(<Header />, '/', testEnvironment({ apiBase: 'http://api.test' }), {
      queryClient,
      beforeHydrating: () => {
        closeDeferredHydration();
        openDeferredHydrationOnFirstInput(document);
      },
    });
  }

  it('leaves the full header as the server drew it until a pointer comes over it, then hydrates that markup', async () => {
    api.answer({ '/api/cms/navLinks': NAV_LINKS_FIXTURE });
    const { recoverableErrors, unmount } = await serverDrawnHome();
    const [destinations] = screen.getAllByRole('button', { name: 'Destinations' });
    const menus = screen.getByRole('navigation', { name: 'Inspirations' });

    // Shown, but not React's yet, and the page's start asks nothing for it.
    expect(isDeferredHydrationOpen()).toBe(false);
    expect(menus.closest('[data-hydrate-when-needed]')).not.toHaveAttribute('data-hydrated');
    await act(() => Promise.resolve());
    expect(api.mock.requests).toEqual([]);

    // The pointer coming over the menus: the gate opens at once, React takes the header over and
    // asks the menus' tree, as on a page the browser drew.
    const user = userEvent.setup();
    await user.hover(destinations!);
    expect(isDeferredHydrationOpen()).toBe(true);
    await waitFor(() => expect(menus.closest('[data-hydrate-when-needed]')).toHaveAttribute('data-hydrated'));
    await waitFor(() => expect(api.mock.requests.map(({ url }) => url.pathname)).toEqual(['/api/cms/navLinks']));
    await user.click(destinations!);
    expect(await screen.findByRole('link', { name: /^France/ })).toBeInTheDocument();
    // The very buttons the server sent, taken over without a mismatch.
    expect(screen.getAllByRole('button', { name: 'Destinations' })[0]).toBe(destinations);
    expect(recoverableErrors).toEqual([]);
    unmount();
  });

  it('hydrates the header at once for a visitor with items kept in the wishlist: its count shows from the start', async () => {
    localStorage.setItem(
      WISHLIST_STORAGE_KEYS.STAY,
      JSON.stringify([
        { id: '20039', type: 'STAY', label: 'Hôtel du Port', imageUrl: '/images/x.webp', uri: '/sejour/20039' },
      ]),
    );
    const { unmount } = await serverDrawnHome();
    expect(isDeferredHydrationOpen()).toBe(true);
    expect(await screen.findByText('1 élément enregistré')).toBeInTheDocument();
    unmount();
  });
});
