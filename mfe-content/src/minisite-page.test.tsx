import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import type { ServerRemoteProps } from '@escapade/shared-contracts/server-render';
import { AppRoot } from './app-root';
import type { Minisite } from './features/minisite/api/get-minisite';
import { MINISITE_OFFERS_LIMIT } from './features/minisite/state/minisite-offers-request';
import type { FoundOffer, FoundOffers } from './features/offer-list/api/search-offers';
import notFoundTexts from './i18n/not-found/fr.json';
import { minisitePageServerData } from './pages/minisite-page-server-data';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fakeRemoteProps, TEST_API_BASE } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';

const api = setupApiMock();

const SLUG = 'escapades-du-magazine';
const MINISITE_ROUTE = { kind: 'minisite', id: SLUG, pathname: `/partenaire/${SLUG}` } as const;
const OFFERS_PATH = '/api/offers.json';

/** Shaped as docs/content.md describes GET /api/minisites/{minisiteUrl}. */
const MINISITE: Minisite = {
  minisiteId: 4,
  minisiteUrl: SLUG,
  partnerName: 'Le Magazine Évasion',
  minisiteLocales: ['fr_FR'],
  bannerUrls: { desktop: '/images/partner/4-desktop.svg', mobile: '/images/partner/4-mobile.svg' },
  logoUrl: '/images/partner/4-logo.svg',
  footer:
    'Prix à partir de 75 € pour 2 personnes, en chambre double occupée par 2 personnes exactement.\n' +
    'Réservation ouverte jusqu’au 30/06/2024 pour des nuits du 16/04/2024 au 31/08/2024.',
  title: 'Les escapades bien-être des lecteurs',
  intro: 'Petit-déjeuner et accès au spa inclus dans une sélection d’hôtels réservée aux lecteurs.',
  search: 'theme=26&country=1',
};

function offer(id: number, label: string): FoundOffer {
  return {
    id,
    label,
    imageUrl: `/images/hotel/${id}.svg`,
    headwords: [],
    hotel: { id: id * 10, label: `Hôtel ${id}`, stars: 4, location: { label: 'Annecy' } },
    sellPrice: 15900,
    refPrice: 19900,
    promo: 20,
    priceType: 'from-price',
    nights: 1,
  };
}

const OFFERS: FoundOffers = {
  exactMatch: [offer(20039, 'Nuit et spa au bord du lac'), offer(20040, 'Week-end détente en Provence')],
  totalCount: 14,
};

function stubMinisite(body: unknown = MINISITE, status = 200) {
  api.json('/api/minisites/:slug', body, { status });
}

function stubOffers(body: FoundOffers = OFFERS) {
  api.json(OFFERS_PATH, body, { method: 'POST' });
}

/** What the 404 body asks for beside its own texts. */
function stubNotFoundLists() {
  api.json('/api/cms/marketing-articles', { items: [] });
  stubOffers({ exactMatch: [], totalCount: 0 });
}

const title = () => screen.findByRole('heading', { level: 1, name: MINISITE.title });

describe('MinisitePage', () => {
  it('shows the partner banner, logo and name with the title and intro, and keeps the page out of search engines', async () => {
    stubMinisite();
    stubOffers();
    const { props } = renderRemote(AppRoot, { route: MINISITE_ROUTE });

    expect(await title()).toBeInTheDocument();
    expect(screen.getByText(MINISITE.intro)).toBeInTheDocument();
    expect(screen.getByText('En partenariat avec Le Magazine Évasion')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo Le Magazine Évasion' })).toHaveAttribute(
      'src',
      `${TEST_API_BASE}/images/partner/4-logo.svg?w=320&h=160`,
    );
    const [request] = api.requestsTo(`/api/minisites/${SLUG}`);
    expect(request?.url.searchParams.get('locale')).toBe('fr_FR');
    expect(props.bus.last('page:meta')).toEqual({
      title: MINISITE.title,
      description: MINISITE.intro,
      robots: 'noindex, follow',
    });
  });

  it('draws the banner as a picture: the mobile one on phones, the desktop one beyond, sized and fetched first', async () => {
    stubMinisite();
    stubOffers();
    const { container } = renderRemote(AppRoot, { route: MINISITE_ROUTE });
    await title();

    const picture = container.querySelector('picture');
    const phoneSource = picture?.querySelector('source');
    expect(phoneSource).toHaveAttribute('media', '(max-width: 599px)');
    expect(phoneSource).toHaveAttribute('srcset', `${TEST_API_BASE}/images/partner/4-mobile.svg?w=750&h=360`);
    expect(phoneSource).toHaveAttribute('width', '750');
    expect(phoneSource).toHaveAttribute('height', '360');
    const banner = picture?.querySelector('img');
    expect(banner).toHaveAttribute('src', `${TEST_API_BASE}/images/partner/4-desktop.svg?w=1920&h=595`);
    expect(banner).toHaveAttribute('width', '1920');
    expect(banner).toHaveAttribute('height', '595');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(banner).not.toHaveAttribute('loading', 'lazy');
  });

  it('lists the catalogue offers of the partner filter and links to the search of them all', async () => {
    stubMinisite();
    stubOffers();
    renderRemote(AppRoot, { route: MINISITE_ROUTE });

    const offers = await screen.findByRole('region', { name: "Les séjours de l'offre" });
    expect(await within(offers).findAllByRole('listitem')).toHaveLength(OFFERS.exactMatch.length);
    expect(within(offers).getByRole('link', { name: 'Nuit et spa au bord du lac' })).toHaveAttribute(
      'href',
      '/stay/20039?flow=booking',
    );
    const [body] = api.bodiesOf('POST', OFFERS_PATH) as OffersRequestBody[];
    expect(body).toMatchObject({
      flow: 'booking',
      locale: 'fr_FR',
      pagination: { page: 0, limit: MINISITE_OFFERS_LIMIT },
      filters: { property: { countryId: 1 }, offer: { categories: { themeIds: [26] } } },
    });
    expect(screen.getByText('14 séjours disponibles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les offres' })).toHaveAttribute(
      'href',
      '/search?flow=booking#theme=26&country=1',
    );
  });

  it('ends with the partner offer terms in a legal block of their own', async () => {
    stubMinisite();
    stubOffers();
    renderRemote(AppRoot, { route: MINISITE_ROUTE });
    await title();

    const heading = screen.getByRole('heading', { level: 2, name: "Conditions de l'offre" });
    const legal = heading.closest('footer');
    expect(legal).not.toBeNull();
    expect(within(legal!).getByText(/^Prix à partir de 75 € pour 2 personnes/)).toBeInTheDocument();
    expect(within(legal!).getByText(/^Réservation ouverte jusqu’au 30\/06\/2024/)).toBeInTheDocument();
  });

  it('leaves out the partner line, the logo and the terms a minisite does not have', async () => {
    stubMinisite({ ...MINISITE, partnerName: null, logoUrl: null, footer: null });
    stubOffers();
    renderRemote(AppRoot, { route: MINISITE_ROUTE });
    await title();

    expect(screen.queryByText(/En partenariat avec/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Logo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Conditions de l'offre" })).not.toBeInTheDocument();
  });

  it('speaks the language of the site', async () => {
    stubMinisite({ ...MINISITE, partnerName: 'Het Reismagazine' });
    stubOffers({ ...OFFERS, totalCount: 1 });
    renderRemote(AppRoot, { route: MINISITE_ROUTE, locale: 'nl_BE' });
    await title();

    expect(screen.getByText('In samenwerking met Het Reismagazine')).toBeInTheDocument();
    expect(await screen.findByText('1 verblijf beschikbaar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Voorwaarden van de actie' })).toBeInTheDocument();
    expect(api.requestsTo(`/api/minisites/${SLUG}`)[0]?.url.searchParams.get('locale')).toBe('nl_BE');
    expect(api.bodiesOf('POST', OFFERS_PATH)[0]).toMatchObject({ locale: 'nl_BE' });
  });

  it('shows the 404 body for a minisite the api does not know, without searching offers', async () => {
    stubMinisite({ statusCode: 404, error: 'Not Found', message: 'Unknown minisite' }, 404);
    stubNotFoundLists();
    const { props } = renderRemote(AppRoot, { route: MINISITE_ROUTE });

    expect(await screen.findByRole('heading', { level: 1, name: notFoundTexts.notFound.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MINISITE.title })).not.toBeInTheDocument();
    expect(props.bus.last('page:meta')?.robots).toBe('noindex, follow');
    expect(props.bus.last('page:meta')?.title).not.toBe(MINISITE.title);
    const bodies = api.bodiesOf('POST', OFFERS_PATH) as OffersRequestBody[];
    expect(bodies.filter((body) => body.filters.offer.categories !== undefined)).toEqual([]);
    expect(props.reportError).not.toHaveBeenCalled();
  });

  it('shows a skeleton that names itself while the minisite loads', () => {
    api.never('/api/minisites/:slug');
    renderRemote(AppRoot, { route: MINISITE_ROUTE });

    expect(screen.getByRole('status')).toHaveTextContent("Chargement de l'offre partenaire…");
  });

  it('says something went wrong when the minisite cannot be loaded, and shows it after a retry', async () => {
    let available = false;
    api.answer('/api/minisites/:slug', () =>
      available ? HttpResponse.json(MINISITE) : HttpResponse.json({ message: 'Busy' }, { status: 503 }),
    );
    stubOffers();
    const user = userEvent.setup();
    const { props } = renderRemote(AppRoot, { route: MINISITE_ROUTE });

    expect(await screen.findByRole('alert')).toHaveTextContent('Oups, une erreur est survenue');
    expect(props.reportError).toHaveBeenCalledWith(expect.anything(), 'mfe-content/minisite');

    available = true;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await title()).toBeInTheDocument();
  });

  it('keeps the page and the link to the search when the offers cannot be loaded', async () => {
    stubMinisite();
    api.error(OFFERS_PATH, 503, { method: 'POST' });
    renderRemote(AppRoot, { route: MINISITE_ROUTE });

    expect(await screen.findByRole('alert')).toHaveTextContent("Les séjours de l'offre n'ont pas pu être chargés.");
    expect(screen.getByRole('heading', { level: 1, name: MINISITE.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les offres' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('says so when the partner selection has no offer left', async () => {
    stubMinisite();
    stubOffers({ exactMatch: [], totalCount: 0 });
    renderRemote(AppRoot, { route: MINISITE_ROUTE });

    expect(await screen.findByText(/Tous les séjours de cette offre ont trouvé preneur/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voir toutes les offres' })).not.toBeInTheDocument();
  });
});

describe('minisitePageServerData', () => {
  const serverProps = (): ServerRemoteProps => fakeRemoteProps({ route: MINISITE_ROUTE, apiBase: '' });

  it('prefetches the minisite and its offers so the page draws them without asking again', async () => {
    stubMinisite();
    stubOffers();
    const queryClient = createQueryClient();

    const outcome = await minisitePageServerData(queryClient, createApiClient(TEST_API_BASE), serverProps());

    expect(outcome).toEqual({
      meta: { title: MINISITE.title, description: MINISITE.intro, robots: 'noindex, follow' },
    });
    const asked = api.requests.length;
    expect(api.requestsTo(OFFERS_PATH, 'POST')).toHaveLength(1);
    renderRemote((props) => <AppRoot {...props} queryClient={queryClient} />, { route: MINISITE_ROUTE });
    expect(screen.getByRole('heading', { level: 1, name: MINISITE.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuit et spa au bord du lac' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(asked);
  });

  it('answers 404 for an unknown minisite, and the page draws the 404 body from that cache', async () => {
    stubMinisite({ statusCode: 404, error: 'Not Found', message: 'Unknown minisite' }, 404);
    stubNotFoundLists();
    const queryClient = createQueryClient();

    const outcome = await minisitePageServerData(queryClient, createApiClient(TEST_API_BASE), serverProps());

    expect(outcome?.status).toBe(404);
    expect(outcome?.meta?.robots).toBe('noindex, follow');
    renderRemote((props) => <AppRoot {...props} queryClient={queryClient} />, { route: MINISITE_ROUTE });
    expect(screen.getByRole('heading', { level: 1, name: notFoundTexts.notFound.title })).toBeInTheDocument();
    expect(api.requestsTo(`/api/minisites/${SLUG}`)).toHaveLength(1);
  });

  it('leaves a failed load to the browser', async () => {
    stubMinisite({ message: 'Busy' }, 400);

    await expect(
      minisitePageServerData(createQueryClient(), createApiClient(TEST_API_BASE), serverProps()),
    ).resolves.toBeUndefined();
  });
});
