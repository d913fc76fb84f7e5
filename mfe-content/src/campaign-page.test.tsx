import type * as ReactModule from 'react';
import { screen, waitFor } from '@testing-library/react';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { AppRoot } from './app-root';
import { campaignPageServerData } from './pages/campaign-page-server-data';
import { cmsPage, GIFTING_USPS, MARKETING } from './test/cms-homepage-fixture';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fakeRemoteProps, TEST_API_BASE } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';

// The 404 body is its own feature; here it only has to be the one shown.
jest.mock('./features/not-found/components/not-found-content', () => ({
  NotFoundContent: () => jest.requireActual<typeof ReactModule>('react').createElement('h1', null, 'Page 404'),
}));

const api = setupApiMock();

const XMAS = {
  id: 'xmas',
  redirectHome: false,
  page: cmsPage('Noël en amoureux', [MARKETING, GIFTING_USPS], {
    footer: { legal: true, newsletter: true, contact: false },
  }),
};

function campaignRoute(id: string) {
  return { kind: 'campaign', id, pathname: `/operation/${id}` } as const;
}

function serverDataFor(id: string) {
  return campaignPageServerData(
    createQueryClient(),
    createApiClient(TEST_API_BASE),
    fakeRemoteProps({ route: campaignRoute(id) }),
  );
}

describe('CampaignPage', () => {
  it('shows the CMS page of a campaign that runs on the locale', async () => {
    api.json('/api/cms/campaigns/:id', XMAS, { delayMs: 20 });
    const { props } = renderRemote(AppRoot, { route: campaignRoute('xmas') });

    expect(screen.getByRole('status', { name: 'Chargement de l’opération…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Noël en amoureux' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nos idées de week-end' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Le cadeau qui fait voyager' })).toBeInTheDocument();
    expect(api.requestsTo('/api/cms/campaigns/xmas')[0]?.url.searchParams.get('locale')).toBe('fr_FR');
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Noël en amoureux | Escapade',
      description: 'Noël en amoureux : nos séjours',
      robots: 'index, follow',
    });
    expect(props.bus.last('page:footer')).toEqual({ legal: true, newsletter: true, contact: false });
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('goes home, in place of itself in the history, where the campaign only leads home', async () => {
    api.json('/api/cms/campaigns/:id', { id: 'spring', redirectHome: true });
    const { props } = renderRemote(AppRoot, { route: campaignRoute('spring'), locale: 'nl_NL' });

    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith({ kind: 'home' }, { replace: true }));
    expect(props.navigate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Actie wordt geladen…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('answers the server with a redirect home where the campaign only leads home', async () => {
    api.json('/api/cms/campaigns/:id', { id: 'spring', redirectHome: true });

    expect(await serverDataFor('spring')).toEqual({ redirect: '/home' });
  });

  it('answers the server with the head tags of a campaign that runs', async () => {
    api.json('/api/cms/campaigns/:id', XMAS);

    expect(await serverDataFor('xmas')).toEqual({
      meta: {
        title: 'Noël en amoureux | Escapade',
        description: 'Noël en amoureux : nos séjours',
        robots: 'index, follow',
      },
    });
  });

  it('shows the 404 body for an id that is no campaign, and answers 404 on the server', async () => {
    api.error('/api/cms/campaigns/:id', 404, {
      body: { statusCode: 404, error: 'Not Found', message: 'Unknown campaign' },
    });
    const { props } = renderRemote(AppRoot, { route: campaignRoute('halloween') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page 404' })).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
    expect(props.reportError).not.toHaveBeenCalled();
    expect(await serverDataFor('halloween')).toEqual({ status: 404 });
  });

  it('says something went wrong, and reports it, when the campaign cannot be loaded', async () => {
    api.error('/api/cms/campaigns/:id', 500);
    const { props } = renderRemote(AppRoot, { route: campaignRoute('xmas'), locale: 'es_ES' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Vaya, algo ha salido mal');
    expect(props.reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-content/campaign');
    expect(props.navigate).not.toHaveBeenCalled();
  });
});
