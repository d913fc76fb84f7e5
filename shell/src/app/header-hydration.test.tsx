import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { navTabsOf, navTabsQueryKey } from '../features/inspirations/api/get-nav-links';
import { hydrateInShell } from '../test/hydrate-in-shell';
import { NAV_LINKS_FIXTURE } from '../test/nav-links-fixture';
import { setupShellApi } from '../test/shell-api';
import { testEnvironment } from '../test/test-environment';
import { Header } from './header';

const api = setupShellApi('http://api.test');

// A page the server drew comes with the navigation's tabs alone: the levels under them would make
// its markup a fifth heavier, and no menu is open on arrival.
it('draws the tabs the page came with, and opens their levels once the browser has the whole tree', async () => {
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
  await waitFor(() => expect(api.mock.requests.map(({ url }) => url.pathname)).toEqual(['/api/cms/navLinks']));
  const [destinations] = screen.getAllByRole('button', { name: 'Destinations' });
  await userEvent.click(destinations!);
  expect(await screen.findByRole('link', { name: /^France/ })).toBeInTheDocument();
  unmount();
});
