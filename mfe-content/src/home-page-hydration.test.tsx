import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { AppRoot } from './app-root';
import { bootstrap, mount, unmount, update } from './app';
import { homePageServerData } from './pages/home-page-server-data';
import { answerBlockCalls, CMS_HOMEPAGE } from './test/cms-homepage-fixture';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import {
  isWaitingInServerMarkup,
  setupServerMarkupParcel,
  throughLifecycle,
} from '../../platform/test-kit/server-markup-parcel';
import { fakeRemoteProps, TEST_API_BASE } from '../../platform/test-kit/fake-remote-props';

const api = setupApiMock();
const page = setupServerMarkupParcel({ bootstrap, mount, unmount });

/**
 * The home page as the server draws it, then hydrated by the remote's own mount lifecycle, as the
 * shell's parcel does (single-spa-react and all).
 */
async function hydrateHomePage() {
  api.json('/api/cms/homepage', CMS_HOMEPAGE);
  answerBlockCalls(api);
  const queryClient = createQueryClient();
  const shellProps = fakeRemoteProps();
  await homePageServerData(queryClient, createApiClient(TEST_API_BASE), shellProps);
  const html = renderToString(<AppRoot {...shellProps} queryClient={queryClient} />);
  return page.mountOver(html, shellProps, dehydrate(queryClient));
}

describe('home page hydration', () => {
  it('keeps the server markup of its CMS blocks until the shopper nears them, then hydrates them in place', async () => {
    await hydrateHomePage();
    const destinations = screen.getByRole('region', { name: 'Destinations populaires' });
    const paris = within(destinations).getByRole('link', { name: /^Paris/ });
    expect(paris).toHaveAttribute('href', '/search?flow=booking#city=12');
    // Its links already work as plain links, and a press on it is made again once it hydrates.
    expect(isWaitingInServerMarkup(paris)).toBe(true);

    await act(async () => page.screenEdge.bringNear(destinations));

    expect(isWaitingInServerMarkup(paris)).toBe(false);
    // Hydrated, not drawn again: the server's nodes are the ones on screen.
    expect(within(destinations).getByRole('link', { name: /^Paris/ })).toBe(paris);
    // The blocks further down still wait.
    expect(isWaitingInServerMarkup(screen.getByRole('region', { name: 'Envie de…' }))).toBe(true);
  });

  it('keeps its blocks waiting, and answering the first press, when the shell hands over props equal to those it was drawn with', async () => {
    const props = await hydrateHomePage();
    const destinations = screen.getByRole('region', { name: 'Destinations populaires' });

    await throughLifecycle(() => update({ ...props, route: { ...props.route }, flags: { ...props.flags } }));

    expect(isWaitingInServerMarkup(destinations)).toBe(true);
    const paris = within(destinations).getByRole('link', { name: /^Paris/ });
    expect(paris).toHaveAttribute('href', '/search?flow=booking#city=12');
    // A shopper's press, pointer down to click, as a finger makes it.
    await userEvent.setup().click(paris);
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'search', query: { flow: 'booking' }, hash: 'city=12' });
  });

  it('hydrates a waiting block at the press on its link and moves within the shop', async () => {
    const props = await hydrateHomePage();
    const paris = screen.getByRole('link', { name: /^Paris/ });
    expect(isWaitingInServerMarkup(paris)).toBe(true);

    await act(async () => {
      fireEvent.click(paris);
    });

    expect(props.navigate).toHaveBeenCalledWith({ kind: 'search', query: { flow: 'booking' }, hash: 'city=12' });
    expect(isWaitingInServerMarkup(paris)).toBe(false);
  });
});
