import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { CurrentRoute } from '@escapade/shared-contracts/routes';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { AppRoot } from './app-root';
import type { PurchaseItems, PurchasePrice } from './utils/purchase-body';
import { activityDetailFixture, purchasePriceFixture } from './test/checkout-fixtures';
import { forgetPaymentProps, lastPaymentProps } from './test/payment-stand-in';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';

jest.mock('./features/payment/components/checkout-payment', () => jest.requireActual('./test/payment-stand-in'));

const DETAIL_PATH = '/api/activity-only/weekend/9001/detail.json';
const PRICE_PATH = '/gateway/purchase/price';
const normalizeSpaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

const api = setupApiMock();
afterEach(forgetPaymentProps);

/** The api's price of the activity for one or two participants. */
function activityPrice(amount: number, changes: Partial<PurchasePrice> = {}): PurchasePrice {
  return purchasePriceFixture({
    lines: [{ kind: 'activity', amount }],
    touristTax: null,
    payToday: amount,
    payAtHotel: 0,
    ...changes,
  });
}

function renderActivityCheckout(route: Partial<CurrentRoute> = {}, overrides: Partial<RemoteProps> = {}) {
  return renderRemote(AppRoot, {
    ...overrides,
    route: { kind: 'activityBooking', id: '9001', pathname: '/activity-booking/9001', ...route },
  }).props;
}

function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return normalizeSpaces(term.nextElementSibling?.textContent);
}

function activityItems(participants: number, ownUse: boolean, changes: Partial<PurchaseItems> = {}): PurchaseItems {
  return {
    insuranceItem: false,
    promotionCodeItem: null,
    activityItem: { activityId: 9001, participants, ownUse },
    ...changes,
  };
}

describe('ActivityBookingPage', () => {
  it('shows the activity bought for oneself, its participants and validity, priced by the api', async () => {
    api.json(DETAIL_PATH, activityDetailFixture());
    api.json(PRICE_PATH, activityPrice(8900), { method: 'POST' });
    const props = renderActivityCheckout({ hash: 'id=9001&a=1', search: 'customType=OWN_USE' });

    expect(screen.getByRole('status')).toHaveTextContent("Chargement de l'activité…");
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Baptême de parapente au-dessus du lac' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Récapitulatif de votre commande' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Baptême de parapente au-dessus du lac' })).toHaveAttribute(
      'src',
      'http://api.test/images/activity/3.svg?w=960&h=540',
    );
    expect(valueOf('Lieu')).toBe('Domaine des Cascades, 4 route du Lac, Annecy');
    expect(valueOf('Participants')).toBe('1 participant');
    expect(valueOf('Achat')).toBe('Pour vous');
    expect(valueOf('Validité')).toBe('Valable 12 mois');
    const programme = screen.getByRole('region', { name: 'Au programme : Parapente' });
    expect(
      within(programme)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vol en tandem de 20 minutes', 'Photos du vol', 'Équipement fourni']);

    const price = await screen.findByRole('region', { name: 'Détail du prix' });
    // 89 € instead of 99 € is 10.1 % off: the badge rounds up, as on the activity page.
    expect(valueOf('Activité')).toBe('99 € -11 % 89 €');
    expect(valueOf("À payer aujourd'hui")).toBe('89 €');
    expect(within(price).getByText('Prix pour 1 participant')).toBeInTheDocument();

    expect(api.bodiesOf('POST', PRICE_PATH)).toEqual([{ locale: 'fr_FR', items: activityItems(1, true) }]);
    expect(Object.fromEntries(api.requestsTo(DETAIL_PATH)[0]!.url.searchParams)).toEqual({ locale: 'fr_FR' });
    expect(lastPaymentProps()).toMatchObject({
      draft: { locale: 'fr_FR', items: activityItems(1, true), price: activityPrice(8900) },
      trackingItem: {
        item_id: '9001',
        item_name: 'Baptême de parapente au-dessus du lac',
        item_category: 'activity',
        quantity: 1,
        price: 89,
        value: 89,
      },
    });
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Récapitulatif de votre commande – Baptême de parapente au-dessus du lac',
      robots: 'noindex, follow',
    });
    // The way back is the shell's funnel header's: the page has no link of its own for it.
    expect(screen.queryByRole('link', { name: "Retour à l'activité" })).not.toBeInTheDocument();
  });

  it('sells the activity as a gift for 2 unless the route says otherwise', async () => {
    api.json(DETAIL_PATH, activityDetailFixture());
    api.json(PRICE_PATH, activityPrice(16900), { method: 'POST' });
    renderActivityCheckout({ hash: 'id=9001&a=5' });

    await screen.findByRole('region', { name: 'Détail du prix' });
    expect(valueOf('Participants')).toBe('2 participants');
    expect(valueOf('Achat')).toBe('À offrir');
    expect(screen.getByText(/Le bon cadeau arrive par e-mail/)).toBeInTheDocument();
    expect(valueOf('Activité')).toBe('198 € -15 % 169 €');
    expect(api.bodiesOf('POST', PRICE_PATH)).toEqual([{ locale: 'fr_FR', items: activityItems(2, false) }]);
    expect(lastPaymentProps()?.trackingItem).toEqual({
      item_id: '9001',
      item_name: 'Baptême de parapente au-dessus du lac',
      item_category: 'activity',
      quantity: 2,
      price: 84.5,
      value: 169,
    });
  });

  it('applies a promotion code and says when one is unknown', async () => {
    api.json(DETAIL_PATH, activityDetailFixture());
    api.answer(
      PRICE_PATH,
      async ({ request }) => {
        const { items } = (await request.json()) as { items: PurchaseItems };
        const code = items.promotionCodeItem?.code;
        if (code === 'PRINTEMPS') {
          return HttpResponse.json(
            activityPrice(16900, {
              lines: [
                { kind: 'activity', amount: 16900 },
                { kind: 'promotion', amount: -2000 },
              ],
              promotion: { code, status: 'applied', amount: 2000 },
              payToday: 14900,
            }),
          );
        }
        return HttpResponse.json(
          activityPrice(16900, code ? { promotion: { code, status: 'unknown', amount: 0 } } : {}),
        );
      },
      { method: 'POST' },
    );
    const user = userEvent.setup();
    renderActivityCheckout({ hash: 'id=9001&a=2' });

    const field = await screen.findByRole('textbox', { name: 'Code promo' });
    await user.type(field, 'HIVER');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText("Le code HIVER n'existe pas. Vérifiez son orthographe et réessayez.")).toBeVisible();

    await user.clear(field);
    await user.type(field, 'PRINTEMPS{Enter}');
    expect(normalizeSpaces((await screen.findByText(/appliqué/)).textContent)).toBe(
      'Code PRINTEMPS appliqué : 20 € de réduction',
    );
    expect(valueOf("À payer aujourd'hui")).toBe('149 €');
    expect(api.bodiesOf('POST', PRICE_PATH).at(-1)).toEqual({
      locale: 'fr_FR',
      items: activityItems(2, false, { promotionCodeItem: { code: 'PRINTEMPS' } }),
    });
  });

  it('says something went wrong when the activity fails to load, and tries again on demand', async () => {
    api.json(DETAIL_PATH, activityDetailFixture());
    api.error(DETAIL_PATH, 503, { once: true });
    api.error(DETAIL_PATH, 503, { once: true });
    api.json(PRICE_PATH, activityPrice(16900), { method: 'POST' });
    const user = userEvent.setup();
    const props = renderActivityCheckout({ hash: 'a=2' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Oups, une erreur s'est produite");
    expect(props.reportError).toHaveBeenCalledWith(expect.anything(), 'mfe-checkout-entry');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Baptême de parapente au-dessus du lac' }),
    ).toBeInTheDocument();
    expect(await screen.findByText("À payer aujourd'hui")).toBeInTheDocument();
  });

  it('says "Too late!" when the activity is unknown', async () => {
    api.error(DETAIL_PATH, 404, { body: { message: 'No activity with id 9001' } });
    api.json(PRICE_PATH, activityPrice(16900), { method: 'POST' });
    renderActivityCheckout();

    expect(await screen.findByRole('heading', { name: 'Trop tard !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Voir d'autres offres" })).toHaveAttribute('href', '/activitySearch');
    expect(screen.queryByRole('region', { name: 'Paiement' })).not.toBeInTheDocument();
  });

  it('says "Too late!" when the activity is no longer sold', async () => {
    api.json(DETAIL_PATH, activityDetailFixture({ published: false }));
    api.json(PRICE_PATH, activityPrice(16900), { method: 'POST' });
    renderActivityCheckout();

    expect(await screen.findByRole('heading', { name: 'Trop tard !' })).toBeInTheDocument();
  });

  it('says the activity cannot be bought when the price is not bookable', async () => {
    api.json(DETAIL_PATH, activityDetailFixture());
    api.json(PRICE_PATH, activityPrice(16900, { bookable: false, code: 'NOT_BOOKABLE' }), { method: 'POST' });
    renderActivityCheckout({ hash: 'a=2' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Cette activité n'est plus disponible à la vente pour le moment.");
    expect(within(alert).getByRole('link', { name: "Retour à l'activité" })).toHaveAttribute(
      'href',
      '/activityOnly/9001#a=2',
    );
    expect(screen.queryByRole('region', { name: 'Paiement' })).not.toBeInTheDocument();
  });
});
