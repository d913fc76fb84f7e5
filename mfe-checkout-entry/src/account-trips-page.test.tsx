import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@escapade/shared-contracts/locales';
import { AppRoot } from './app-root';
import { activityOrderFixture, stayOrderFixture } from './test/account-fixtures';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';

const TRIPS = '/gateway/account/trips';
const api = setupApiMock();
/** U+202F and U+00A0 are the spaces Intl puts in amounts. */
const normalizeSpaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

function renderTrips(locale: Locale = 'fr_FR') {
  return renderRemote(AppRoot, { locale, route: { kind: 'accountTrips', pathname: '/account/trips' } }).props;
}

/** Each fact of a trip card, term → value. */
function factsOf(card: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, normalizeSpaces(term.nextElementSibling?.textContent)]),
  );
}

describe('AccountTripsPage', () => {
  it('lists the orders, the latest first, with their dates, status and amount in the page’s language', async () => {
    api.json(TRIPS, {
      orders: [
        stayOrderFixture(),
        activityOrderFixture(),
        stayOrderFixture({
          orderUUID: 'c4a1e2d3-1111-4b2c-8d9e-0f1a2b3c4d5e',
          reference: '40200001',
          status: 'cancelled',
          createdAt: '2029-11-10T08:00:00.000Z',
          amount: 12000,
          item: { kind: 'giftBox', title: 'Coffret Parenthèse romantique' },
        }),
      ],
    });
    const props = renderTrips();

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Dégustation de vins au domaine',
      'Escapade gourmande en Provence',
      'Coffret Parenthèse romantique',
    ]);
    expect(screen.getByText('3 commandes')).toBeInTheDocument();
    expect(props.bus.last('page:meta')).toEqual({ title: 'Mes voyages', robots: 'noindex, follow' });

    const [activity, stay, box] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(stay).getByText('Séjour')).toBeInTheDocument();
    expect(within(stay).getByText('Mas des Oliviers, Gordes')).toBeInTheDocument();
    expect(factsOf(stay)).toEqual({
      'N° de réservation': '40213377',
      Dates: 'Du ven. 12 avril 2030 au dim. 14 avril 2030',
      'Commandé le': '2 mars 2030',
      Statut: 'Payée',
      Montant: '378,50 €',
    });
    expect(factsOf(activity)).toEqual({
      'N° de réservation': '40219904',
      'Commandé le': '20 mai 2030',
      Statut: 'En attente de paiement',
      Montant: '89 €',
    });
    expect(factsOf(box)).toEqual({
      'N° de réservation': '40200001',
      'Commandé le': '10 novembre 2029',
      Statut: 'Annulée',
      Montant: '120 €',
    });

    const view = within(stay).getByRole('link', { name: 'Voir la réservation 40213377' });
    expect(view).toHaveAttribute('href', '/confirmation/5f0c2a7e-8d4b-4e1f-9a3c-2b7d6e1f0a11');
    await userEvent.click(view);
    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'confirmation',
      id: '5f0c2a7e-8d4b-4e1f-9a3c-2b7d6e1f0a11',
    });
  });

  it('writes dates and statuses in Dutch on a Dutch page', async () => {
    api.json(TRIPS, { orders: [stayOrderFixture()] });
    renderTrips('nl_BE');
    const card = await screen.findByRole('article');
    expect(factsOf(card)).toMatchObject({
      Data: 'Van vr 12 april 2030 tot zo 14 april 2030',
      Status: 'Betaald',
    });
  });

  it('invites a customer without orders to find a stay', async () => {
    api.json(TRIPS, { orders: [] });
    renderTrips();
    expect(await screen.findByText("Vous n'avez pas encore de voyage.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trouver un séjour' })).toHaveAttribute('href', '/search');
  });

  it('asks a visitor who is not signed in to sign in', async () => {
    api.error(TRIPS, 401);
    renderTrips();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectez-vous pour voir vos voyages' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/signIn?origin=${encodeURIComponent('/accountTrips')}`,
    );
  });

  it('says when the orders cannot be loaded, and loads them again on demand', async () => {
    api.json(TRIPS, { orders: [stayOrderFixture()] });
    api.error(TRIPS, 404, { once: true });
    const props = renderTrips();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Oups, cette page n'a pas pu s'afficher.");
    expect(props.reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-checkout-entry');

    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Escapade gourmande en Provence' }),
    ).toBeInTheDocument();
  });
});
