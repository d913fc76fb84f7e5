import { createElement } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dehydrate } from '@tanstack/react-query';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import type { ServerRemoteProps } from '@escapade/shared-contracts/server-render';
import { AppRoot } from './app-root';
import { staticContentQuery, type StaticContent } from './features/static-content/api/get-static-content';
import { staticContentPageServerData } from './pages/static-content-page-server-data';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fakeRemoteProps, TEST_API_BASE } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';

// The 404 body is another area's: here it only has to be the one shown.
jest.mock('./features/not-found/components/not-found-content', () => ({
  NotFoundContent: () => createElement('section', { 'aria-label': 'Corps de la page 404' }),
}));

const api = setupApiMock();

const SALES_CONDITIONS: StaticContent = {
  id: 'conditions-generales-de-vente',
  title: 'Conditions générales de vente',
  updatedOn: '2025-03-03',
  sections: [
    {
      heading: 'Qui sommes-nous ?',
      paragraphs: [
        'Le site Escapade est édité par Escapade SAS.',
        'Les présentes conditions s’appliquent à toute commande.',
      ],
    },
    { heading: 'Offres et prix', paragraphs: ['Les prix sont indiqués en euros, toutes taxes comprises.'] },
    { heading: 'Réclamations et litiges', paragraphs: ['Nous vous répondons sous 48 heures.'] },
  ],
};
const PAGE_PATH = `/api/static-content/${SALES_CONDITIONS.id}`;

function renderStaticPage(id = SALES_CONDITIONS.id, overrides: Parameters<typeof fakeRemoteProps>[0] = {}) {
  return renderRemote(AppRoot, { ...overrides, route: { kind: 'staticPage', id, ...overrides.route } });
}

describe('StaticContentPage', () => {
  it('shows the page’s title, date and sections, and announces its head tags', async () => {
    api.json(PAGE_PATH, SALES_CONDITIONS);
    const { props } = renderStaticPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeInTheDocument();
    expect(screen.getByText('3 mars 2025')).toHaveAttribute('dateTime', '2025-03-03');
    expect(screen.getByText('3 mars 2025').closest('p')).toHaveTextContent('Mis à jour le 3 mars 2025');
    const article = screen.getByRole('article', { name: 'Conditions générales de vente' });
    expect(
      within(article)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Qui sommes-nous ?', 'Offres et prix', 'Réclamations et litiges']);
    const firstSection = screen.getByRole('region', { name: 'Qui sommes-nous ?' });
    expect(within(firstSection).getByText('Le site Escapade est édité par Escapade SAS.')).toBeInTheDocument();
    expect(
      within(firstSection).getByText('Les présentes conditions s’appliquent à toute commande.'),
    ).toBeInTheDocument();
    expect(props.bus.last('page:meta')).toEqual({ title: 'Conditions générales de vente', robots: 'index, follow' });
    const [request] = api.requestsTo(PAGE_PATH);
    expect(request?.url.searchParams.get('locale')).toBe('fr_FR');
  });

  it('lists the sections in a table of contents that links to each of them', async () => {
    api.json(PAGE_PATH, SALES_CONDITIONS);
    renderStaticPage();

    const contents = await screen.findByRole('navigation', { name: 'Sommaire' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Qui sommes-nous ?',
      'Offres et prix',
      'Réclamations et litiges',
    ]);
    for (const link of links) {
      const anchor = link.getAttribute('href')!;
      expect(anchor).toMatch(/^#[a-z][a-z0-9-]*$/);
      expect(document.getElementById(anchor.slice(1))).toHaveTextContent(link.textContent!);
    }
    expect(links[0]).toHaveAttribute('href', '#qui-sommes-nous');
  });

  it('brings a section the address points to into view once the page is drawn', async () => {
    api.json(PAGE_PATH, SALES_CONDITIONS);
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      renderStaticPage(SALES_CONDITIONS.id, { route: { hash: 'offres-et-prix' } });
      await screen.findByRole('heading', { level: 1 });
      expect(scrolled).toEqual([screen.getByRole('heading', { level: 2, name: 'Offres et prix' })]);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('writes the date in the site’s language', async () => {
    api.json('/api/static-content/condiciones-generales-de-venta', {
      ...SALES_CONDITIONS,
      id: 'condiciones-generales-de-venta',
      title: 'Condiciones generales de venta',
    });
    renderStaticPage('condiciones-generales-de-venta', { locale: 'es_ES' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Condiciones generales de venta' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 de marzo de 2025').closest('p')).toHaveTextContent('Actualizado el 3 de marzo de 2025');
    expect(screen.getByRole('navigation', { name: 'Índice' })).toBeInTheDocument();
  });

  it('shows a loading state until the text arrives', () => {
    api.never(PAGE_PATH);
    renderStaticPage();

    expect(screen.getByRole('status')).toHaveTextContent('Chargement de la page…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the 404 body for a page the site does not have, without reporting an error', async () => {
    api.error('/api/static-content/mentions-legales', 404, {
      body: { statusCode: 404, error: 'Not Found', message: 'No static page mentions-legales for fr_FR' },
    });
    const { props } = renderStaticPage('mentions-legales');

    expect(await screen.findByRole('region', { name: 'Corps de la page 404' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(props.reportError).not.toHaveBeenCalled();
    expect(props.bus.last('page:meta')).toBeUndefined();
  });

  it('does not ask the api for an id that cannot name a page', async () => {
    renderStaticPage('../cms/homepage');

    expect(await screen.findByRole('region', { name: 'Corps de la page 404' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('reports a failure and offers to try again', async () => {
    api.error(PAGE_PATH, 503);
    const { props } = renderStaticPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oups, une erreur est survenue');
    expect(props.reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-content/static-content');

    api.json(PAGE_PATH, SALES_CONDITIONS);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the text the server already fetched without asking again', () => {
    const queryClient = createQueryClient();
    const { queryKey } = staticContentQuery(createApiClient(TEST_API_BASE), {
      id: SALES_CONDITIONS.id,
      locale: 'fr_FR',
    });
    queryClient.setQueryData(queryKey, SALES_CONDITIONS);
    renderRemote((props) => <AppRoot {...props} queryClient={queryClient} />, {
      route: { kind: 'staticPage', id: SALES_CONDITIONS.id },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});

describe('staticContentPageServerData', () => {
  function serverProps(id: string): ServerRemoteProps {
    return fakeRemoteProps({ route: { kind: 'staticPage', id } }) as unknown as ServerRemoteProps;
  }

  it('fills the cache with the page and gives its head tags', async () => {
    api.json(PAGE_PATH, SALES_CONDITIONS);
    const queryClient = createQueryClient();

    const outcome = await staticContentPageServerData(
      queryClient,
      createApiClient(TEST_API_BASE),
      serverProps(SALES_CONDITIONS.id),
    );

    expect(outcome).toEqual({ meta: { title: 'Conditions générales de vente', robots: 'index, follow' } });
    expect(dehydrate(queryClient).queries.map((query) => query.state.data)).toEqual([SALES_CONDITIONS]);
  });

  it('answers 404 for an unknown page and hands the browser that answer', async () => {
    api.error('/api/static-content/mentions-legales', 404);
    const queryClient = createQueryClient();

    const outcome = await staticContentPageServerData(
      queryClient,
      createApiClient(TEST_API_BASE),
      serverProps('mentions-legales'),
    );

    expect(outcome).toEqual({ status: 404 });
    expect(dehydrate(queryClient).queries.map((query) => query.state.data)).toEqual([null]);
  });

  it('leaves a failed page to the browser, with nothing in the cache', async () => {
    api.error(PAGE_PATH, 500);
    const queryClient = createQueryClient();

    const outcome = await staticContentPageServerData(
      queryClient,
      createApiClient(TEST_API_BASE),
      serverProps(SALES_CONDITIONS.id),
    );

    expect(outcome).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
