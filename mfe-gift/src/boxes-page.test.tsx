import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { AppRoot } from './app-root';
import type { BoxCard } from './features/boxes/api/search-boxes';
import { boxesPageServerData } from './pages/boxes-page-server-data';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { TEST_API_BASE, fakeRemoteProps, type RemotePropsOverrides } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';

const BOXES_PATH = '/api/boxes/search';

function box(code: string, overrides: Partial<BoxCard> = {}): BoxCard {
  const name = code.split('-')[0]!.toLowerCase();
  return {
    code,
    title: `Coffret ${name}`,
    slug: `coffret-${name}`,
    description: `Un week-end ${name} pour deux.`,
    price: { sellPrice: 14990, referencePrice: 14990, promo: 0 },
    nights: 1,
    people: 2,
    format: code.endsWith('EBOX') ? 'digital' : 'physical',
    imageUrl: `/images/gift/${name}.svg`,
    images: { main: `/images/gift/${name}.svg`, catalog: `/images/gift/${name}-stay.svg` },
    ...overrides,
  };
}

const BOXES: BoxCard[] = [
  box('WELLNESS-EBOX', {
    title: 'Coffret Bien-être',
    slug: 'coffret-bien-etre',
    nights: 2,
    price: { sellPrice: 15990, referencePrice: 19990, promo: 20 },
  }),
  box('WELLNESS-BOX', { title: 'Coffret Bien-être (physique)' }),
  box('GOURMET-EBOX', { title: 'Coffret Gourmand', price: { sellPrice: 9500, referencePrice: 10000, promo: 0 } }),
  box('CASTLE-EBOX', { title: 'Coffret Châteaux', nights: 1 }),
];

const api = setupApiMock();

function renderPage(overrides: RemotePropsOverrides = {}) {
  return renderRemote(AppRoot, {
    flow: 'gifting',
    ...overrides,
    route: { kind: 'giftBoxes', pathname: '/coffrets', ...overrides.route },
  }).props;
}

/** The cards of the list, each by its title. */
async function findCards() {
  const list = await screen.findByRole('list');
  return within(list).getAllByRole('article');
}

describe('BoxesPage', () => {
  it('lists the digital boxes only, each with its stay, price and link', async () => {
    api.json(BOXES_PATH, { boxes: BOXES });
    const props = renderPage();

    const cards = await findCards();
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Coffret Bien-être',
      'Coffret Gourmand',
      'Coffret Châteaux',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: '3 coffrets à offrir' })).toBeInTheDocument();

    const wellness = cards[0]!;
    expect(within(wellness).getByText('E-coffret')).toBeInTheDocument();
    expect(within(wellness).getByText('2 nuits pour 2 personnes')).toBeInTheDocument();
    expect(within(wellness).getByText('Un week-end wellness pour deux.')).toBeInTheDocument();
    expect(within(wellness).getByText(/^159,90\s€$/)).toBeInTheDocument();
    expect(within(wellness).getByText('-20 %')).toBeInTheDocument();
    expect(within(wellness).getByRole('deletion')).toHaveTextContent(/au lieu de 199,90\s€/);
    expect(within(wellness).getByRole('link', { name: 'Coffret Bien-être' })).toHaveAttribute(
      'href',
      '/giftBox/WELLNESS-EBOX?flow=gifting',
    );

    // 5 % off is not worth a badge.
    const gourmet = cards[1]!;
    expect(within(gourmet).getByText(/^95\s€$/)).toBeInTheDocument();
    expect(within(gourmet).queryByText(/%/)).not.toBeInTheDocument();
    expect(within(gourmet).queryByRole('deletion')).not.toBeInTheDocument();
    expect(within(cards[2]!).getByText('1 nuit pour 2 personnes')).toBeInTheDocument();

    expect(props.bus.last('page:meta')).toEqual({
      title: 'Coffrets cadeaux : des week-ends à offrir',
      robots: 'noindex, follow',
    });
    expect(api.requests.map((sent) => sent.url.searchParams.get('locale'))).toEqual(['fr_FR']);
  });

  it('gives each picture its size, so nothing moves when it arrives', async () => {
    api.json(BOXES_PATH, { boxes: BOXES });
    const { container } = renderRemote(AppRoot, { route: { kind: 'giftBoxes', pathname: '/coffrets' } });

    await findCards();
    const pictures = Array.from(container.querySelectorAll('img'));
    const [hero, ...cards] = pictures;
    expect(hero).toHaveAttribute('src', `${TEST_API_BASE}/images/gift/wellness-stay.svg?w=960&h=540`);
    expect(cards.map((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      ['640', '360'],
      ['640', '360'],
      ['640', '360'],
    ]);
    expect(cards[0]).toHaveAttribute('src', `${TEST_API_BASE}/images/gift/wellness.svg?w=640&h=360`);
  });

  it('opens the box page in the page, and leaves a modified click to the browser', async () => {
    api.json(BOXES_PATH, { boxes: BOXES });
    const props = renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Coffret Gourmand' }));
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'giftBox', id: 'GOURMET-EBOX', query: { flow: 'gifting' } });

    // The browser would open a tab; jsdom cannot, so the click stops once the page has seen it.
    const stopBrowser = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stopBrowser);
    props.navigate.mockClear();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Coffret Châteaux' }));
    await user.keyboard('{/Control}');
    window.removeEventListener('click', stopBrowser);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('links to the readable box address when the boxes toggle is off', async () => {
    api.json(BOXES_PATH, { boxes: BOXES });
    const props = renderPage({ flags: { ...DEFAULT_FLAGS, boxes: false } });

    await screen.findByRole('link', { name: 'Coffret Bien-être' });
    expect(props.hrefFor).toHaveBeenCalledWith({
      kind: 'giftBoxProduct',
      id: 'WELLNESS-EBOX',
      slug: 'coffret-bien-etre',
      query: { flow: 'gifting' },
    });
    expect(props.hrefFor).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'giftBox' }));
  });

  it('shows placeholder cards while the boxes load', () => {
    api.never(BOXES_PATH);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Les coffrets cadeaux Escapade' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Chargement des coffrets…' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says something went wrong when the boxes cannot be had, and tries again on request', async () => {
    api.error(BOXES_PATH, 500);
    const props = renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Oups, une erreur est survenue');
    expect(props.reportError).toHaveBeenCalledWith(expect.anything(), 'mfe-gift/boxes');

    api.json(BOXES_PATH, { boxes: BOXES });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await findCards()).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when no box is for sale', async () => {
    api.json(BOXES_PATH, { boxes: [box('WELLNESS-BOX')] });
    renderPage();

    expect(
      await screen.findByText("Aucun coffret n'est disponible pour le moment. Revenez bientôt !"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('speaks the language of the site', async () => {
    api.json(BOXES_PATH, { boxes: BOXES.slice(0, 1) });
    renderPage({ locale: 'nl_BE' });

    const [card] = await findCards();
    expect(within(card!).getByText('2 nachten voor 2 personen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1 cadeaubox om te geven' })).toBeInTheDocument();
    expect(api.requests[0]!.url.searchParams.get('locale')).toBe('nl_BE');
  });
});

describe('boxesPageServerData', () => {
  it('fills the cache the page then shows without asking the api again', async () => {
    api.json(BOXES_PATH, { boxes: BOXES });
    const queryClient = createQueryClient();
    const props = fakeRemoteProps({ locale: 'es_ES', route: { kind: 'giftBoxes', pathname: '/cofres' } });

    const meta = await boxesPageServerData(queryClient, createApiClient(TEST_API_BASE), props);
    expect(meta).toEqual({
      title: 'Cofres regalo: escapadas de fin de semana para regalar',
      robots: 'noindex, follow',
    });
    expect(api.requests).toHaveLength(1);

    renderRemote((mounted) => <AppRoot {...mounted} queryClient={queryClient} />, {
      locale: 'es_ES',
      route: { kind: 'giftBoxes', pathname: '/cofres' },
    });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('2 noches para 2 personas')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });

  it('leaves a failed call to the browser, which starts from the placeholders', async () => {
    api.error(BOXES_PATH, 404);
    const queryClient = createQueryClient();
    const props = fakeRemoteProps({ route: { kind: 'giftBoxes', pathname: '/coffrets' } });

    const meta = await boxesPageServerData(queryClient, createApiClient(TEST_API_BASE), props);

    expect(meta).toEqual({ title: 'Coffrets cadeaux : des week-ends à offrir', robots: 'noindex, follow' });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
