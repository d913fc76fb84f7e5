import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { CurrentRoute } from '@escapade/shared-contracts/routes';
import type { RecentlyViewedItem } from '@escapade/shared-contracts/event-bus';
import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { AppRoot } from './app-root';
import { activityPageServerData } from './pages/activity-page-server-data';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { TEST_API_BASE, fakeRemoteProps } from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { activityDetailFixture, activityPrice } from './test/activity-detail-fixture';
import { activityDetailPath, activityImagesPath, stubActivityApi } from './test/stub-activity-api';
import { RECENTLY_VIEWED_ACTIVITIES_SHOWN } from './features/activity/utils/recently-viewed';

/** U+202F and U+00A0 are the spaces Intl puts in French amounts. */
const normalizeSpaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

const api = setupApiMock();

const ACTIVITY_ROUTE = { kind: 'activityOnly', id: '90001', pathname: '/activite/90001' } as const;

function renderActivityPage(route: Partial<CurrentRoute> = {}) {
  const view = renderRemote(AppRoot, { route: { ...ACTIVITY_ROUTE, ...route } });
  const trackingEvents: TrackingEvent[] = [];
  view.props.bus.on('tracking:event', (event) => trackingEvents.push(event));
  return { ...view, trackingEvents };
}

const panel = () => screen.getByRole('complementary', { name: 'Votre activité' });
const participantsField = () => within(panel()).getByRole('textbox', { name: 'Participants' });
const fewerButton = () => within(panel()).getByRole('button', { name: 'Diminuer Participants' });
const moreButton = () => within(panel()).getByRole('button', { name: 'Augmenter Participants' });
const shownAmount = () => normalizeSpaces(within(panel()).getByRole('strong').textContent);

/** An activity as the shell keeps it among the recently viewed ones. */
function viewedActivity(id: number): RecentlyViewedItem {
  return {
    id: String(id),
    type: 'ACTIVITY',
    label: `Activité ${id}`,
    imageUrl: `http://api.test/images/activity/${id}.svg`,
    uri: `/activite/${id}`,
    hotel: { label: `Centre ${id}` },
    price: { sellPrice: 3000 },
  };
}

describe('ActivityPage', () => {
  it('shows a skeleton while loading, then the activity, its centre, programme and practical information', async () => {
    stubActivityApi(api);
    const { props } = renderActivityPage();

    expect(screen.getByRole('status')).toHaveTextContent("Chargement de l'activité…");
    expect(await screen.findByRole('heading', { level: 1, name: 'Massage aux huiles à Gordes' })).toBeInTheDocument();

    const centreLink = screen.getByRole('link', { name: 'Mas des Oliviers' });
    expect(centreLink).toHaveAttribute('href', '/hotel/77');
    expect(screen.getByRole('img', { name: '4 étoiles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter à mes favoris' })).toBeInTheDocument();

    const breadcrumb = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(breadcrumb).getByRole('link', { name: 'Gordes' })).toHaveAttribute(
      'href',
      '/activitySearch?flow=activity#city=10001',
    );
    expect(within(breadcrumb).getByText('Massage aux huiles à Gordes')).toHaveAttribute('aria-current', 'page');

    const programme = screen.getByRole('region', { name: 'Au programme' });
    expect(within(programme).getByRole('heading', { level: 3, name: 'Massage aux huiles' })).toBeInTheDocument();
    expect(within(programme).getByText('Bien-être')).toBeInTheDocument();
    expect(within(programme).getByText('Accès au hammam')).toBeInTheDocument();
    expect(within(programme).getByText('Du lundi au samedi, de 10 h à 19 h')).toBeInTheDocument();
    expect(within(programme).getByText("Présentez-vous 15 minutes avant l'heure du soin.")).toBeInTheDocument();

    const practical = screen.getByRole('region', { name: 'Infos pratiques' });
    expect(within(practical).getByText('12 chemin des Vignes, Gordes')).toBeInTheDocument();
    expect(within(practical).getByText('Parking gratuit sur place.')).toBeInTheDocument();
    expect(within(practical).getByText('Réservation obligatoire auprès du centre.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comment ça marche ?' })).toBeInTheDocument();
    expect(screen.getByText('Recevez votre bon')).toBeInTheDocument();

    expect(api.requests.map((sent) => `${sent.url.pathname}?${sent.url.searchParams}`).sort()).toEqual([
      `${activityImagesPath(90001)}?locale=fr_FR`,
      `${activityDetailPath(90001)}?locale=fr_FR`,
    ]);
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Massage aux huiles à Gordes - Mas des Oliviers | Escapade',
      description: activityDetailFixture().description,
      robots: 'index, follow',
    });
  });

  it('shows every photo in a carousel, described as the api describes them', async () => {
    stubActivityApi(api);
    const user = userEvent.setup();
    renderActivityPage();

    const gallery = await screen.findByRole('region', { name: "Photos de l'offre" });
    const photos = within(gallery).getAllByRole('img');
    expect(photos).toHaveLength(2);
    expect(photos[0]).toHaveAttribute('src', 'http://api.test/images/activity/11.svg?w=960&h=540');
    await waitFor(() => expect(photos[0]).toHaveAccessibleName('Massage aux huiles chez Mas des Oliviers'));
    expect(within(gallery).getByText('1 / 2')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Photo suivante' }));
    expect(within(gallery).getByText('2 / 2')).toBeInTheDocument();
  });

  it('cuts a long summary at 250 characters, with see more and see less', async () => {
    const description = `${'Une escapade au calme. '.repeat(15)}La fin du texte.`;
    stubActivityApi(api, activityDetailFixture({ description }));
    const user = userEvent.setup();
    renderActivityPage();

    const section = await screen.findByRole('region', { name: "L'activité" });
    expect(within(section).queryByText(/La fin du texte/)).not.toBeInTheDocument();
    expect(within(section).getByText(/…$/).textContent!.length).toBeLessThanOrEqual(251);
    await user.click(within(section).getByRole('button', { name: 'Voir plus' }));
    expect(within(section).getByText(/La fin du texte\.$/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Voir moins' }));
    expect(within(section).queryByText(/La fin du texte/)).not.toBeInTheDocument();
  });

  describe('participants', () => {
    it('start at 2, go from 1 to 2 with the buttons disabled at the bounds, and are written to the hash', async () => {
      stubActivityApi(api);
      const { props, rerenderWith } = renderActivityPage({ hash: 'from=list', search: 'utm=mail' });

      await screen.findByRole('heading', { level: 1 });
      expect(within(panel()).getByText('De 1 à 2 participants')).toBeInTheDocument();
      expect(participantsField()).toHaveValue('2');
      expect(moreButton()).toBeDisabled();
      expect(shownAmount()).toBe('90 €');
      expect(within(panel()).getByText('Prix pour 2 participants')).toBeInTheDocument();

      await userEvent.click(fewerButton());
      expect(props.navigate).toHaveBeenLastCalledWith(
        { kind: 'activityOnly', id: '90001', query: { utm: 'mail' }, hash: 'from=list&a=1' },
        { replace: true },
      );

      rerenderWith({ route: { ...props.route, hash: 'from=list&a=1' } });
      expect(participantsField()).toHaveValue('1');
      expect(fewerButton()).toBeDisabled();
      expect(moreButton()).toBeEnabled();
      expect(shownAmount()).toBe('45 €');
      expect(within(panel()).getByText('Prix pour 1 participant')).toBeInTheDocument();
    });

    it('move only between the counts the offer has a price for', async () => {
      // A duo formula: sold for 2 only, whatever the hash asks.
      stubActivityApi(api, activityDetailFixture({ prices: [activityPrice(2, 4000)] }));
      const { props } = renderActivityPage({ hash: 'a=1' });

      await screen.findByRole('heading', { level: 1 });
      expect(participantsField()).toHaveValue('2');
      expect(fewerButton()).toBeDisabled();
      expect(moreButton()).toBeDisabled();
      expect(shownAmount()).toBe('80 €');
      expect(props.navigate).not.toHaveBeenCalled();
    });

    it('start at 1 when the offer has no price for 2', async () => {
      stubActivityApi(api, activityDetailFixture({ prices: [activityPrice(1, 4000)] }));
      renderActivityPage();

      await screen.findByRole('heading', { level: 1 });
      expect(participantsField()).toHaveValue('1');
      expect(moreButton()).toBeDisabled();
      expect(shownAmount()).toBe('40 €');
    });
  });

  describe('promotion', () => {
    it('is shown from 5 %, with the struck reference price', async () => {
      stubActivityApi(api, activityDetailFixture({ prices: [activityPrice(1, 4750, 5), activityPrice(2, 4750, 5)] }));
      renderActivityPage();

      await screen.findByRole('heading', { level: 1 });
      expect(shownAmount()).toBe('95 €');
      expect(normalizeSpaces(within(panel()).getByRole('deletion').textContent)).toBe('au lieu de 100 €');
      expect(normalizeSpaces(within(panel()).getByText(/^-5/).textContent)).toBe('-5 %');
    });

    it('is not shown below 5 %', async () => {
      stubActivityApi(api, activityDetailFixture({ prices: [activityPrice(1, 4850, 3), activityPrice(2, 4850, 3)] }));
      renderActivityPage();

      await screen.findByRole('heading', { level: 1 });
      expect(within(panel()).queryByRole('deletion')).not.toBeInTheDocument();
      expect(within(panel()).queryByText(/^-\d/)).not.toBeInTheDocument();
    });
  });

  describe('buying', () => {
    it('"Buy for myself" shows the summary, and Continue goes to the checkout entry for own use', async () => {
      stubActivityApi(api);
      const user = userEvent.setup();
      const { props, trackingEvents } = renderActivityPage();

      await screen.findByRole('heading', { level: 1 });
      expect(within(panel()).getByText('Valable 12 mois')).toBeInTheDocument();
      await user.click(within(panel()).getByRole('button', { name: 'Acheter pour moi' }));

      const summary = await screen.findByRole('dialog', { name: 'Récapitulatif' });
      const lines = within(summary)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${normalizeSpaces(term.nextElementSibling?.textContent)}`);
      expect(lines).toEqual([
        'Activité: Massage aux huiles à Gordes',
        "Centre d'activités: Mas des Oliviers",
        'Participants: 2 participants',
        'Achat: Pour moi',
        'Validité: Valable 12 mois',
        'Prix: 90 €',
      ]);

      await user.click(within(summary).getByRole('button', { name: 'Continuer' }));
      expect(props.navigate).toHaveBeenCalledWith({
        kind: 'activityBooking',
        id: '90001',
        query: { customType: 'OWN_USE' },
        hash: 'id=90001&a=2',
      });
      // The page view is tracked once (view_item); the purchase intent after it.
      expect(trackingEvents.filter((event) => event.name === 'view_item')).toHaveLength(1);
      expect(trackingEvents.filter((event) => event.name !== 'view_item')).toEqual([
        {
          name: 'add_to_cart',
          items: [
            {
              item_id: '90001',
              item_name: 'Massage aux huiles à Gordes',
              item_category: 'activity',
              quantity: 2,
              price: 45,
              value: 90,
            },
          ],
        },
      ]);
    });

    it('"Offer" goes to the checkout entry without own use, with the participants of the hash', async () => {
      stubActivityApi(api);
      const user = userEvent.setup();
      const { props } = renderActivityPage({ hash: 'a=1' });

      await screen.findByRole('heading', { level: 1 });
      await user.click(within(panel()).getByRole('button', { name: 'Offrir' }));
      const summary = await screen.findByRole('dialog', { name: 'Récapitulatif' });
      expect(within(summary).getByText('À offrir')).toBeInTheDocument();
      expect(within(summary).getByText('1 participant')).toBeInTheDocument();

      await user.click(within(summary).getByRole('button', { name: 'Continuer' }));
      expect(props.navigate).toHaveBeenCalledWith({ kind: 'activityBooking', id: '90001', hash: 'id=90001&a=1' });
    });

    it('forgets "for myself" when the summary is closed', async () => {
      stubActivityApi(api);
      const user = userEvent.setup();
      const { props } = renderActivityPage();

      await screen.findByRole('heading', { level: 1 });
      const buyForMyself = within(panel()).getByRole('button', { name: 'Acheter pour moi' });
      await user.click(buyForMyself);
      const summary = await screen.findByRole('dialog', { name: 'Récapitulatif' });
      expect(within(summary).getByText('Pour moi')).toBeInTheDocument();
      expect(buyForMyself).toHaveAttribute('aria-expanded', 'true');

      await user.click(within(summary).getByRole('button', { name: 'Fermer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(buyForMyself).toHaveAttribute('aria-expanded', 'false');
      expect(props.navigate).not.toHaveBeenCalled();

      await user.click(within(panel()).getByRole('button', { name: 'Offrir' }));
      const giftSummary = await screen.findByRole('dialog', { name: 'Récapitulatif' });
      expect(within(giftSummary).getByText('À offrir')).toBeInTheDocument();
      await user.click(within(giftSummary).getByRole('button', { name: 'Continuer' }));
      expect(props.navigate).toHaveBeenCalledWith({ kind: 'activityBooking', id: '90001', hash: 'id=90001&a=2' });
    });
  });

  describe('expired offer', () => {
    it('says "Too late!" for an unpublished offer, with other offers near it, and is not indexed', async () => {
      stubActivityApi(api, activityDetailFixture({ published: false }));
      const { props } = renderActivityPage();

      expect(await screen.findByRole('heading', { level: 1, name: 'Trop tard !' })).toBeInTheDocument();
      expect(
        screen.getByText("Cette offre a expiré... Heureusement, nous avons d'autres séjours à vous proposer."),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: "Voir d'autres offres" })).toHaveAttribute('href', '/search#city=10001');
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
      expect(props.bus.last('page:meta')).toMatchObject({ robots: 'noindex, follow' });
    });

    it('shows the same notice for an unknown offer, whose link goes to the search', async () => {
      api.error(activityDetailPath(90001), 404, { body: { message: 'No activity with id 90001' } });
      api.error(activityImagesPath(90001), 404);
      const user = userEvent.setup();
      const { props } = renderActivityPage();

      const link = await screen.findByRole('link', { name: "Voir d'autres offres" });
      expect(link).toHaveAttribute('href', '/search');
      await user.click(link);
      expect(props.navigate).toHaveBeenCalledWith({ kind: 'search' });
      expect(props.bus.last('page:meta')).toEqual({ title: 'Trop tard !', robots: 'noindex, follow' });
      expect(props.reportError).not.toHaveBeenCalled();
    });
  });

  it('says something went wrong on another failure, and tries again on demand', async () => {
    // The first load fails even after ky's retry; the visitor's retry then succeeds.
    stubActivityApi(api);
    api.error(activityDetailPath(90001), 500, { once: true });
    api.error(activityDetailPath(90001), 500, { once: true });
    const user = userEvent.setup();
    const { props } = renderActivityPage();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "Oups, une erreur s'est produite" })).toBeInTheDocument();
    expect(props.reportError).toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Massage aux huiles à Gordes' })).toBeInTheDocument();
  });

  describe('recently viewed activities', () => {
    it('tells the shell the activity was viewed, once, with its lowest price', async () => {
      stubActivityApi(api);
      const props = fakeRemoteProps({ route: ACTIVITY_ROUTE });
      const viewed: RecentlyViewedItem[] = [];
      props.bus.on('product:viewed', (item) => viewed.push(item));
      renderRemote(AppRoot, props);

      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(viewed).toHaveLength(1));
      expect(viewed[0]).toEqual({
        id: '90001',
        type: 'ACTIVITY',
        label: 'Massage aux huiles à Gordes',
        imageUrl: 'http://api.test/images/activity/11.svg?w=640&h=360',
        uri: '/activityOnly/90001',
        hotel: { label: 'Mas des Oliviers', stars: 4 },
        price: { sellPrice: 4500, refPrice: 4500, promo: 0 },
      });
    });

    it('lists the others newest first, each once, without the one on screen, up to the cap', async () => {
      stubActivityApi(api);
      const { props } = renderActivityPage();
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('region', { name: 'Activités vues récemment' })).not.toBeInTheDocument();

      // The shell announces its list: the activity on screen first, then older views.
      const others = [101, 102, 103, 104, 105, 106].map(viewedActivity);
      act(() =>
        props.bus.emit('recentlyViewed:changed', {
          stays: [],
          activities: [viewedActivity(90001), others[0]!, others[1]!, others[0]!, ...others.slice(2)],
        }),
      );

      const section = screen.getByRole('region', { name: 'Activités vues récemment' });
      const links = within(section).getAllByRole('link');
      expect(links).toHaveLength(RECENTLY_VIEWED_ACTIVITIES_SHOWN);
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/activityOnly/101',
        '/activityOnly/102',
        '/activityOnly/103',
        '/activityOnly/104',
      ]);
      expect(normalizeSpaces(links[0]!.textContent)).toBe('Activité 101Centre 101À partir de 30 €');
    });

    it('stays hidden when the only activity viewed is the one on screen', async () => {
      stubActivityApi(api);
      const { props } = renderActivityPage();
      await screen.findByRole('heading', { level: 1 });
      act(() => props.bus.emit('recentlyViewed:changed', { stays: [], activities: [viewedActivity(90001)] }));
      expect(screen.queryByRole('region', { name: 'Activités vues récemment' })).not.toBeInTheDocument();
    });
  });

  describe('server render', () => {
    it('fills the cache the browser then shows without asking the api again', async () => {
      stubActivityApi(api);
      const props = fakeRemoteProps({ route: ACTIVITY_ROUTE });
      const queryClient = createQueryClient();

      const meta = await activityPageServerData(queryClient, createApiClient(TEST_API_BASE), props);
      expect(meta).toEqual({
        title: 'Massage aux huiles à Gordes - Mas des Oliviers | Escapade',
        description: activityDetailFixture().description,
        robots: 'index, follow',
      });
      expect(api.requests).toHaveLength(2);

      // Even with activities viewed in this browser, the server's markup lists none.
      props.bus.emit('recentlyViewed:changed', { stays: [], activities: [viewedActivity(101)] });
      const markup = renderToString(<AppRoot {...props} queryClient={queryClient} />);
      expect(markup).toContain('Massage aux huiles à Gordes');
      expect(markup).not.toContain('Activités vues récemment');

      renderRemote((remoteProps) => <AppRoot {...remoteProps} queryClient={queryClient} />, props);
      expect(screen.getByRole('heading', { level: 1, name: 'Massage aux huiles à Gordes' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Massage aux huiles chez Mas des Oliviers' })).toBeInTheDocument();
      expect(queryClient.isFetching()).toBe(0);
      expect(api.requests).toHaveLength(2);
    });

    it('marks an unknown offer as expired and not indexed', async () => {
      api.error(activityDetailPath(90001), 404);
      api.error(activityImagesPath(90001), 404);
      const meta = await activityPageServerData(
        createQueryClient(),
        createApiClient(TEST_API_BASE),
        fakeRemoteProps({ route: ACTIVITY_ROUTE }),
      );
      expect(meta).toEqual({ title: 'Trop tard !', robots: 'noindex, follow' });
    });
  });
});
