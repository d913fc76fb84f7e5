import type * as ReactModule from 'react';
import { screen } from '@testing-library/react';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { AppRoot } from './app-root';
import { searchLandingPageServerData } from './pages/search-landing-page-server-data';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fakeRemoteProps, TEST_API_BASE, type RemotePropsOverrides } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';

// The 404 body is its own feature; here it only has to be the one shown.
jest.mock('./features/not-found/components/not-found-content', () => ({
  NotFoundContent: () => jest.requireActual<typeof ReactModule>('react').createElement('h1', null, 'Page 404'),
}));

const api = setupApiMock();

function serverDataFor(overrides: RemotePropsOverrides) {
  return searchLandingPageServerData(createQueryClient(), createApiClient(TEST_API_BASE), fakeRemoteProps(overrides));
}

describe('SearchLandingPage', () => {
  it('takes a city landing to the booking search of the city, in place of itself in the history', () => {
    const { props } = renderRemote(AppRoot, {
      route: { kind: 'cityLanding', id: 'paris-10001', pathname: '/ville/paris-10001' },
    });

    expect(screen.getByRole('status', { name: 'Chargement de votre recherche…' })).toBeInTheDocument();
    expect(props.navigate).toHaveBeenCalledTimes(1);
    expect(props.navigate).toHaveBeenCalledWith(
      { kind: 'search', query: { flow: 'booking' }, hash: 'city=10001' },
      { replace: true },
    );
    expect(api.requests).toEqual([]);
  });

  it('takes a theme landing to the search of the theme in its region, in the locale’s words', () => {
    const { props, rerenderWith } = renderRemote(AppRoot, {
      locale: 'nl_BE',
      route: { kind: 'themeLanding', id: 'romantisch-limburg-23-102', pathname: '/nl/thema/romantisch-limburg-23-102' },
    });

    expect(screen.getByRole('status', { name: 'Je zoekopdracht wordt geladen…' })).toBeInTheDocument();
    expect(props.navigate).toHaveBeenCalledWith(
      { kind: 'search', query: { flow: 'booking' }, hash: 'theme=23&region=102' },
      { replace: true },
    );
    // New props for the same route (the shell's update) do not move again.
    rerenderWith({ careMode: true });
    expect(props.navigate).toHaveBeenCalledTimes(1);
  });

  it('shows the 404 body, going nowhere, for an id whose ids are not digits', () => {
    const { props } = renderRemote(AppRoot, {
      route: { kind: 'themeLanding', id: 'romantique-bretagne', pathname: '/idee/romantique-bretagne' },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Page 404' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('answers the server with a redirect to the prefilled search, or 404', async () => {
    await expect(
      serverDataFor({
        route: { kind: 'themeLanding', id: 'week-end-romantique-23', pathname: '/idee/week-end-romantique-23' },
      }),
    ).resolves.toEqual({ redirect: '/search?flow=booking#theme=23' });
    await expect(
      serverDataFor({
        locale: 'es_ES',
        route: { kind: 'cityLanding', id: 'madrid-20001', pathname: '/ciudad/madrid-20001' },
      }),
    ).resolves.toEqual({ redirect: '/search?flow=booking#city=20001' });
    await expect(
      serverDataFor({ route: { kind: 'cityLanding', id: 'paris-centre', pathname: '/ville/paris-centre' } }),
    ).resolves.toEqual({ status: 404 });
  });
});
