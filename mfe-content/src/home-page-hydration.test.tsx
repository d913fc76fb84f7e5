import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { HYDRATES_ON_PRESS_ATTRIBUTE } from '@escapade/shared-contracts/server-render';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { AppRoot } from './app-root';
import {
  endServerMarkupHydration,
  startServerMarkupHydration,
} from '@escapade/shared-contracts/server-markup-hydration';
import { homePageServerData } from './pages/home-page-server-data';
import { answerBlockCalls, CMS_HOMEPAGE } from './test/cms-homepage-fixture';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fakeRemoteProps, TEST_API_BASE } from '../../platform/test-kit/fake-remote-props';
import {
  installTestIntersectionObserver,
  type TestIntersectionObservers,
} from '../../platform/test-kit/intersection-observer';

const api = setupApiMock();

const isWaiting = (element: Element) => element.closest(`[${HYDRATES_ON_PRESS_ATTRIBUTE}]`) !== null;

let screenEdge: TestIntersectionObservers;
let page: { container: HTMLElement; root?: Root };

beforeEach(() => {
  screenEdge = installTestIntersectionObserver();
  page = { container: document.body.appendChild(document.createElement('div')) };
});

afterEach(() => {
  act(() => page.root?.unmount());
  page.container.remove();
  endServerMarkupHydration();
  screenEdge.uninstall();
});

/** The home page as the server draws it, then hydrated the way the remote's mount does. */
async function hydrateHomePage(): Promise<RemoteProps & { navigate: jest.Mock }> {
  api.json('/api/cms/homepage', CMS_HOMEPAGE);
  answerBlockCalls(api);
  const props = fakeRemoteProps();
  const queryClient = createQueryClient();
  await homePageServerData(queryClient, createApiClient(TEST_API_BASE), props);
  page.container.innerHTML = renderToString(<AppRoot {...props} queryClient={queryClient} />);
  startServerMarkupHydration();
  await act(async () => {
    page.root = hydrateRoot(page.container, <AppRoot {...props} queryClient={queryClient} />);
  });
  return props;
}

describe('home page hydration', () => {
  it('keeps the server markup of its CMS blocks until the shopper nears them, then hydrates them in place', async () => {
    await hydrateHomePage();
    const destinations = screen.getByRole('region', { name: 'Destinations populaires' });
    const paris = within(destinations).getByRole('link', { name: /^Paris/ });
    expect(paris).toHaveAttribute('href', '/search?flow=booking#city=12');
    // Its links already work as plain links, and a press on it is made again once it hydrates.
    expect(isWaiting(paris)).toBe(true);

    await act(async () => screenEdge.bringNear(destinations));

    expect(isWaiting(paris)).toBe(false);
    // Hydrated, not drawn again: the server's nodes are the ones on screen.
    expect(within(destinations).getByRole('link', { name: /^Paris/ })).toBe(paris);
    // The blocks further down still wait.
    expect(isWaiting(screen.getByRole('region', { name: 'Envie de…' }))).toBe(true);
  });

  it('keeps its blocks waiting when the shell hands over props equal to those it was drawn with', async () => {
    const props = await hydrateHomePage();
    const destinations = screen.getByRole('region', { name: 'Destinations populaires' });

    await act(async () =>
      page.root!.render(<AppRoot {...props} route={{ ...props.route }} flags={{ ...props.flags }} />),
    );

    expect(isWaiting(destinations)).toBe(true);
    expect(within(destinations).getByRole('link', { name: /^Paris/ })).toHaveAttribute(
      'href',
      '/search?flow=booking#city=12',
    );
  });

  it('hydrates a waiting block at the press on its link and moves within the shop', async () => {
    const props = await hydrateHomePage();
    const paris = screen.getByRole('link', { name: /^Paris/ });
    expect(isWaiting(paris)).toBe(true);

    await act(async () => {
      fireEvent.click(paris);
    });

    expect(props.navigate).toHaveBeenCalledWith({ kind: 'search', query: { flow: 'booking' }, hash: 'city=12' });
    expect(isWaiting(paris)).toBe(false);
  });
});
