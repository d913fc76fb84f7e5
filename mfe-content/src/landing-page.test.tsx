import type * as ReactModule from 'react';
import { screen, within } from '@testing-library/react';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { AppRoot } from './app-root';
import { landingPageServerData } from './pages/landing-page-server-data';
import {
  answerBlockCalls,
  BANNER,
  BOXES_BLOCK,
  boxesBlock,
  cmsPage,
  DESTINATIONS,
  TOP_SEARCH,
} from './test/cms-homepage-fixture';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fakeRemoteProps, TEST_API_BASE } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';

// The 404 body is its own feature; here it only has to be the one shown.
jest.mock('./features/not-found/components/not-found-content', () => ({
  NotFoundContent: () => jest.requireActual<typeof ReactModule>('react').createElement('h1', null, 'Page 404'),
}));

const api = setupApiMock();

const LANDING = {
  slug: 'week-end-en-amoureux',
  ...cmsPage('Week-end en amoureux', [DESTINATIONS, TOP_SEARCH, BANNER, boxesBlock(false)], {
    seo: { title: 'Week-end en amoureux | Escapade', description: 'Nos séjours à deux', index: false, follow: true },
    footer: { legal: false, newsletter: false, contact: true },
  }),
};

const LANDING_ROUTE = { kind: 'landing', id: LANDING.slug, pathname: `/idees/${LANDING.slug}` } as const;

describe('LandingPage', () => {
  it('shows a spinner that robots do not index while the landing loads, then its CMS page', async () => {
    api.json('/api/cms/landings/:slug', LANDING, { delayMs: 30 });
    answerBlockCalls(api);
    const { props } = renderRemote(AppRoot, { route: LANDING_ROUTE });

    expect(screen.getByRole('status', { name: 'Chargement de la page…' })).toBeInTheDocument();
    expect(props.bus.last('page:meta')).toEqual({ title: 'Chargement de la page…', robots: 'noindex, nofollow' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Week-end en amoureux' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const [request] = api.requestsTo('/api/cms/landings/week-end-en-amoureux');
    expect(request?.url.searchParams.get('locale')).toBe('fr_FR');
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Week-end en amoureux | Escapade',
      description: 'Nos séjours à deux',
      robots: 'noindex, follow',
    });
    expect(props.bus.last('page:footer')).toEqual({ legal: false, newsletter: false, contact: true });
    expect(props.bus.last('banner:context')).toEqual({ page: 'landing', flow: 'booking' });
  });

  it('shows the blocks of the landing, without the search box of the home page', async () => {
    api.json('/api/cms/landings/:slug', LANDING);
    answerBlockCalls(api);
    const { props } = renderRemote(AppRoot, { route: LANDING_ROUTE });

    const destinations = await screen.findByRole('region', { name: 'Destinations populaires' });
    expect(within(destinations).getByRole('link', { name: /^Paris/ })).toHaveAttribute(
      'href',
      '/search?flow=booking#city=12',
    );
    expect(await screen.findByRole('link', { name: 'Dîner étoilé et nuit au château' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Les marchés de Noël' })).toBeInTheDocument();
    // This landing hides a failed gift-box block; the answer here is a good one.
    expect(await screen.findByRole('region', { name: BOXES_BLOCK.title })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Recherche' })).not.toBeInTheDocument();
    expect(props.mountWidget).not.toHaveBeenCalled();
  });

  it('names itself with its SEO title when the CMS gives it no hero', async () => {
    api.json('/api/cms/landings/:slug', { ...LANDING, jumbotron: null, blocks: [] });
    renderRemote(AppRoot, { route: LANDING_ROUTE });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Week-end en amoureux | Escapade' }),
    ).toBeInTheDocument();
  });

  it('shows the 404 body for a slug the locale has no landing for, and answers 404 on the server', async () => {
    api.error('/api/cms/landings/:slug', 404, {
      body: { statusCode: 404, error: 'Not Found', message: 'Unknown landing' },
    });
    const route = { kind: 'landing', id: 'nulle-part', pathname: '/idees/nulle-part' } as const;
    const { props } = renderRemote(AppRoot, { route });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page 404' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(props.reportError).not.toHaveBeenCalled();

    const outcome = await landingPageServerData(
      createQueryClient(),
      createApiClient(TEST_API_BASE),
      fakeRemoteProps({ route }),
    );
    expect(outcome).toEqual({ status: 404 });
  });

  it('says something went wrong, and reports it, when the landing cannot be loaded', async () => {
    api.error('/api/cms/landings/:slug', 500);
    const { props } = renderRemote(AppRoot, { route: LANDING_ROUTE, locale: 'it_IT' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Ops, qualcosa è andato storto');
    expect(props.reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-content/landing');
  });

  it('is drawn on the server with its blocks and head tags, and hydrated without asking again', async () => {
    api.json('/api/cms/landings/:slug', LANDING);
    answerBlockCalls(api);
    const queryClient = createQueryClient();
    const props = fakeRemoteProps({ route: LANDING_ROUTE });

    const outcome = await landingPageServerData(queryClient, createApiClient(TEST_API_BASE), props);
    expect(outcome).toEqual({
      meta: { title: 'Week-end en amoureux | Escapade', description: 'Nos séjours à deux', robots: 'noindex, follow' },
    });
    const askedOnTheServer = api.requests.length;
    expect(api.requestsTo('/api/offers.json', 'POST')).toHaveLength(1);
    expect(api.requestsTo('/gateway/content-boxes-block/fr_FR')).toHaveLength(1);

    renderRemote((remoteProps) => <AppRoot {...remoteProps} queryClient={queryClient} />, props);
    expect(screen.getByRole('heading', { level: 1, name: 'Week-end en amoureux' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dîner étoilé et nuit au château' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: BOXES_BLOCK.title })).toBeInTheDocument();
    expect(api.requests).toHaveLength(askedOnTheServer);
  });
});
