import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import type { ServerRemoteProps } from '@escapade/shared-contracts/server-render';
import { AppRoot } from './app-root';
import type { CmsIdeas, IdeaItem } from './features/ideas/api/get-cms-ideas';
import { IDEAS_ITEMS_PER_PAGE } from './features/ideas/components/ideas-section';
import { ideasPageServerData } from './pages/ideas-page-server-data';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fakeRemoteProps, TEST_API_BASE } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';

const api = setupApiMock();

const IDEAS_ROUTE = { kind: 'ideas', pathname: '/idees' } as const;

function idea(id: number, label: string): IdeaItem {
  return { id: `idea-${id}`, label, imageUrl: `/images/idea/${id}.svg`, target: { kind: 'landing', id: `idee-${id}` } };
}

/** Shaped as docs/content.md describes GET /api/cms/ideas. */
const ROMANTIC = [
  'Nuit en cabane perchée',
  'Dîner aux chandelles',
  'Spa en amoureux',
  'Château et grands crus',
  'Roulotte au bord du lac',
  'Chambre avec jacuzzi',
  'Croisière sur la Seine',
  'Escapade à Venise',
  'Petit-déjeuner au lit',
].map((label, index) => idea(index + 1, label));

const IDEAS: CmsIdeas = {
  title: 'Nos idées week-end',
  intro: 'Une envie de nature, de spa ou de gastronomie ? Trouvez votre prochaine escapade.',
  seo: {
    title: 'Idées week-end : toutes nos envies d’évasion | Escapade',
    description: 'Des idées pour partir ce week-end',
  },
  sections: [
    { id: 'romantique', title: 'Week-end romantique', items: ROMANTIC },
    {
      id: 'nature',
      title: 'Au vert',
      items: [idea(20, 'Randonnée en Auvergne'), idea(21, 'Cabane dans les Landes'), idea(22, 'Lac d’Annecy')],
    },
  ],
  regions: [
    { id: 'bretagne', label: 'Bretagne', target: { kind: 'search', query: { flow: 'booking' }, hash: 'region=53' } },
    { id: 'alsace', label: 'Alsace', target: { kind: 'search', query: { flow: 'booking' }, hash: 'region=44' } },
  ],
};

function stubIdeas(body: unknown = IDEAS, status = 200) {
  api.json('/api/cms/ideas', body, { status });
}

function sectionNamed(name: string) {
  return screen.getByRole('region', { name });
}

describe('IdeasPage', () => {
  it('shows the title, the intro and each section of idea tiles, and tells the shell the page meta', async () => {
    stubIdeas();
    const { props } = renderRemote(AppRoot, { route: IDEAS_ROUTE });

    expect(await screen.findByRole('heading', { level: 1, name: IDEAS.title })).toBeInTheDocument();
    expect(screen.getByText(IDEAS.intro)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Week-end romantique',
      'Au vert',
      'Nos idées week-end par région',
    ]);
    expect(api.requestsTo('/api/cms/ideas')[0]?.url.searchParams.get('locale')).toBe('fr_FR');
    expect(props.bus.last('page:meta')).toEqual({
      title: IDEAS.seo.title,
      description: IDEAS.seo.description,
      robots: 'index, follow',
    });

    const nature = sectionNamed('Au vert');
    expect(within(nature).getByText('3 idées')).toBeInTheDocument();
    const tile = within(nature).getByRole('link', { name: 'Randonnée en Auvergne' });
    expect(tile).toHaveAttribute('href', '/landing/idee-20');
    const cover = tile.querySelector('img');
    expect(cover).toHaveAttribute('src', `${TEST_API_BASE}/images/idea/20.svg?w=640&h=480`);
    expect(cover).toHaveAttribute('width', '640');
    expect(cover).toHaveAttribute('height', '480');
    expect(within(nature).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the first ideas of a long section, and the rest on See more', async () => {
    stubIdeas();
    const user = userEvent.setup();
    renderRemote(AppRoot, { route: IDEAS_ROUTE });
    await screen.findByRole('heading', { level: 1, name: IDEAS.title });
    const romantic = sectionNamed('Week-end romantique');

    expect(within(romantic).getAllByRole('link')).toHaveLength(IDEAS_ITEMS_PER_PAGE);
    expect(within(romantic).queryByRole('link', { name: 'Petit-déjeuner au lit' })).not.toBeInTheDocument();
    const more = within(romantic).getByRole('button', { name: 'Voir plus' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', within(romantic).getByRole('list').id);

    await user.click(more);
    expect(within(romantic).getAllByRole('link')).toHaveLength(ROMANTIC.length);
    expect(within(romantic).getByRole('link', { name: 'Petit-déjeuner au lit' })).toHaveAttribute(
      'href',
      '/landing/idee-9',
    );
    const less = within(romantic).getByRole('button', { name: 'Voir moins' });
    expect(less).toHaveAttribute('aria-expanded', 'true');

    await user.click(less);
    expect(within(romantic).getAllByRole('link')).toHaveLength(IDEAS_ITEMS_PER_PAGE);
  });

  it('lists the regions, each titled as a weekend idea in the region and leading to its search', async () => {
    stubIdeas();
    renderRemote(AppRoot, { route: IDEAS_ROUTE });

    const regions = await screen.findByRole('region', { name: 'Nos idées week-end par région' });
    expect(
      within(regions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Idée week-end Bretagne', 'Idée week-end Alsace']);
    expect(within(regions).getByRole('link', { name: 'Idée week-end Alsace' })).toHaveAttribute(
      'href',
      '/search?flow=booking#region=44',
    );
  });

  it('titles the regions and the buttons in the language of the site', async () => {
    stubIdeas({ ...IDEAS, regions: [{ ...IDEAS.regions[0]!, label: 'Andalucía' }] });
    renderRemote(AppRoot, { route: IDEAS_ROUTE, locale: 'es_ES' });

    expect(await screen.findByRole('link', { name: 'Idea de escapada Andalucía' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Nuestras ideas de escapada por región' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver más' })).toBeInTheDocument();
    expect(api.requestsTo('/api/cms/ideas')[0]?.url.searchParams.get('locale')).toBe('es_ES');
  });

  it('shows a skeleton that names itself while the ideas load', () => {
    api.never('/api/cms/ideas');
    renderRemote(AppRoot, { route: IDEAS_ROUTE });

    expect(screen.getByRole('status')).toHaveTextContent('Chargement des idées week-end…');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says something went wrong when the ideas cannot be loaded, and shows them after a retry', async () => {
    let available = false;
    api.answer('/api/cms/ideas', () =>
      available ? HttpResponse.json(IDEAS) : HttpResponse.json({ message: 'CMS unavailable' }, { status: 503 }),
    );
    const user = userEvent.setup();
    const { props } = renderRemote(AppRoot, { route: IDEAS_ROUTE });

    expect(await screen.findByRole('alert')).toHaveTextContent('Oups, une erreur est survenue');
    expect(screen.getByRole('heading', { level: 1, name: 'Idées week-end' })).toBeInTheDocument();
    expect(props.reportError).toHaveBeenCalledWith(expect.anything(), 'mfe-content/ideas');
    expect(props.bus.last('page:meta')).toBeUndefined();

    available = true;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('heading', { level: 1, name: IDEAS.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so in the language of the site', async () => {
    stubIdeas({ message: 'Not Found' }, 404);
    renderRemote(AppRoot, { route: IDEAS_ROUTE, locale: 'it_IT' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Ops, qualcosa è andato storto');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});

describe('ideasPageServerData', () => {
  const serverProps = (): ServerRemoteProps => fakeRemoteProps({ route: IDEAS_ROUTE, apiBase: '' });

  it('prefetches the ideas so the page draws them without asking again, and gives their head tags', async () => {
    stubIdeas();
    const queryClient = createQueryClient();

    const outcome = await ideasPageServerData(queryClient, createApiClient(TEST_API_BASE), serverProps());

    expect(outcome).toEqual({
      meta: { title: IDEAS.seo.title, description: IDEAS.seo.description, robots: 'index, follow' },
    });
    expect(api.requests).toHaveLength(1);
    renderRemote((props) => <AppRoot {...props} queryClient={queryClient} />, { route: IDEAS_ROUTE });
    expect(screen.getByRole('heading', { level: 1, name: IDEAS.title })).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });

  it('leaves a failed load to the browser', async () => {
    stubIdeas({ message: 'Not Found' }, 404);

    await expect(
      ideasPageServerData(createQueryClient(), createApiClient(TEST_API_BASE), serverProps()),
    ).resolves.toBeUndefined();
  });
});
