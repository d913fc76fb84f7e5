import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import { AppRoot } from './app-root';
import { rememberPurchaseItem } from './features/confirmation/state/purchase-session';
import { STAY_TRACKING_ITEM, paidStayOrderFixture } from './test/payment-fixtures';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { fakeRemoteProps } from '../../platform/test-kit/fake-remote-props';
import type { OrderView } from './features/confirmation/api/get-order';

const ORDER_UUID = '5f0c2a8e-8d4b-4f1e-9a51-3b2d6c7e8f90';
const ORDER_PATH = `/gateway/purchase/orders/${ORDER_UUID}`;
/** U+202F and U+00A0 are the spaces Intl puts in French amounts. */
const plainSpaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

const api = setupApiMock();

afterEach(() => {
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

/** The confirmation as the payment opens it, with the tracking events the page publishes. */
function renderConfirmation(search = 'status=success&gaId=913524871.1767225600') {
  const props = fakeRemoteProps({
    route: { kind: 'confirmation', id: ORDER_UUID, pathname: `/confirmation/${ORDER_UUID}`, search },
  });
  const tracked: TrackingEvent[] = [];
  props.bus.on('tracking:event', (event) => tracked.push(event));
  const view = renderRemote(AppRoot, props);
  return { props, tracked, view };
}

/** The value shown for a label in a description list. */
function valueOf(label: string): string {
  return plainSpaces(screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent);
}

function stubOrder(order: OrderView) {
  api.json(ORDER_PATH, order);
}

/** A paid digital gift card of 75 € and its code. */
function paidGiftCardOrder(overrides: Partial<OrderView> = {}): OrderView {
  return paidStayOrderFixture({
    amount: 7500,
    touristTax: null,
    lines: [{ kind: 'giftCard', amount: 7500 }],
    item: { kind: 'giftCard', title: 'Carte cadeau de 75 €', amount: 7500, giftFormat: 'digital', insurance: false },
    giftCodes: [{ code: 'K7PM-Q3XW-9HTR', kind: 'giftCard', validUntil: '2027-09-01' }],
    ...overrides,
  });
}

describe('ConfirmationPage', () => {
  it('thanks the customer and shows the paid stay, the amount and what happens next', async () => {
    stubOrder(paidStayOrderFixture());
    const { props } = renderConfirmation();

    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre commande…');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Merci Claire, c'est confirmé !" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Un e-mail de confirmation a été envoyé à claire.dupont@example.com.')).toBeInTheDocument();
    expect(valueOf('Numéro de réservation')).toBe('48213597');

    const order = screen.getByRole('region', { name: 'Votre commande' });
    expect(within(order).getByRole('heading', { name: 'Escapade gourmande en Provence' })).toBeInTheDocument();
    expect(within(order).getByText('Mas des Oliviers, Avignon')).toBeInTheDocument();
    expect(valueOf('Arrivée')).toBe('vendredi 16 octobre 2026');
    expect(valueOf('Départ')).toBe('dimanche 18 octobre 2026');
    expect(valueOf('Durée')).toBe('2 nuits');
    expect(valueOf('Voyageurs')).toBe('2 adultes, 1 enfant');
    expect(valueOf('Balade en canoë')).toBe('samedi 17 octobre 2026');
    expect(valueOf('Assurance annulation')).toBe('Non souscrite');

    const amount = screen.getByRole('region', { name: 'Montant payé' });
    expect(plainSpaces(amount.textContent)).toContain('378,50 €');
    expect(plainSpaces(amount.textContent)).toContain("Taxe de séjour de 6,60 € à régler directement à l'hôtel.");

    const next = screen.getByRole('region', { name: 'Et maintenant ?' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mas des Oliviers vous attend le vendredi 16 octobre 2026 : présentez-vous à la réception avec votre numéro de réservation.',
      "Les conditions d'annulation et de modification de votre séjour figurent dans votre e-mail de confirmation ; notre service client vous aide en cas de besoin.",
    ]);

    const home = screen.getByRole('link', { name: "Retour à l'accueil" });
    expect(home).toHaveAttribute('href', '/home');
    await userEvent.setup().click(home);
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'home' });
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Réservation confirmée – n° 48213597',
      robots: 'noindex, nofollow',
    });
  });

  it('shows the price of a paid cancellation insurance, never calling it included', async () => {
    const stay = paidStayOrderFixture();
    stubOrder(
      paidStayOrderFixture({
        amount: 39740,
        item: { ...stay.item, insurance: true },
        lines: [...stay.lines, { kind: 'insurance', amount: 1890 }],
      }),
    );
    renderConfirmation();
    await screen.findByRole('heading', { level: 1, name: "Merci Claire, c'est confirmé !" });

    expect(valueOf('Assurance annulation')).toBe('18,90 €');
    expect(screen.queryByText('Incluse')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Et maintenant ?' })).getAllByRole('listitem')[1],
    ).toHaveTextContent('Avec votre assurance annulation, vous êtes remboursé sous 72 h si vous devez annuler.');
  });

  it('calls the cancellation insurance included only when it cost nothing', async () => {
    const stay = paidStayOrderFixture();
    stubOrder(
      paidStayOrderFixture({
        item: { ...stay.item, insurance: true },
        lines: [...stay.lines, { kind: 'insurance', amount: 0 }],
      }),
    );
    renderConfirmation();
    await screen.findByRole('heading', { level: 1, name: "Merci Claire, c'est confirmé !" });

    expect(valueOf('Assurance annulation')).toBe('Incluse');
  });

  it('counts the purchase once, not again when the page is reloaded', async () => {
    stubOrder(paidStayOrderFixture());
    rememberPurchaseItem(ORDER_UUID, STAY_TRACKING_ITEM);
    const first = renderConfirmation();
    await screen.findByRole('heading', { level: 1, name: "Merci Claire, c'est confirmé !" });

    expect(first.tracked).toEqual([
      {
        name: 'purchase',
        items: [STAY_TRACKING_ITEM],
        params: { transaction_id: '48213597', value: 378.5, currency: 'EUR', ga_id: '913524871.1767225600' },
      },
    ]);

    first.view.unmount();
    const reloaded = renderConfirmation();
    await screen.findByRole('heading', { level: 1, name: "Merci Claire, c'est confirmé !" });
    expect(reloaded.tracked).toEqual([]);
  });

  it('counts a purchase paid in another tab with a line built from the order', async () => {
    stubOrder(paidStayOrderFixture());
    const { tracked } = renderConfirmation('status=success');
    await screen.findByRole('heading', { level: 1, name: "Merci Claire, c'est confirmé !" });

    expect(tracked).toEqual([
      {
        name: 'purchase',
        items: [
          {
            item_id: '48213597',
            item_category: 'weekend',
            item_name: 'Escapade gourmande en Provence',
            quantity: 1,
            price: 378.5,
          },
        ],
        params: { transaction_id: '48213597', value: 378.5, currency: 'EUR' },
      },
    ]);
  });

  it('shows an activity with its participants and its voucher', async () => {
    stubOrder(
      paidStayOrderFixture({
        amount: 8900,
        touristTax: null,
        item: { kind: 'activity', title: 'Baptême de plongée à Marseille', participants: 2, insurance: false },
      }),
    );
    renderConfirmation();

    await screen.findByRole('heading', { name: 'Baptême de plongée à Marseille' });
    expect(valueOf('Participants')).toBe('2 participants');
    expect(plainSpaces(screen.getByRole('region', { name: 'Montant payé' }).textContent)).toContain('89 €');
    expect(screen.queryByText('Arrivée')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Et maintenant ?' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Votre bon d'activité vous est envoyé par e-mail. Il est valable 12 mois.",
      'Réservez votre créneau directement auprès du prestataire en lui donnant votre numéro de réservation.',
    ]);
  });

  it('shows a gift box sent by post with its delivery time', async () => {
    stubOrder(
      paidStayOrderFixture({
        amount: 12990,
        touristTax: null,
        item: { kind: 'giftBox', title: 'Coffret Séjour gourmand', giftFormat: 'physical', insurance: false },
        giftCodes: [],
      }),
    );
    renderConfirmation();

    await screen.findByRole('heading', { name: 'Coffret Séjour gourmand' });
    expect(screen.queryByRole('region', { name: /code cadeau|codes cadeaux/ })).not.toBeInTheDocument();
    expect(valueOf('Format')).toBe('Coffret cadeau, livré à domicile');
    expect(
      within(screen.getByRole('region', { name: 'Et maintenant ?' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Votre coffret est expédié sous 2 à 4 jours ouvrés, livraison offerte.',
      "Le coffret est valable un an et demi à partir d'aujourd'hui.",
    ]);
  });

  it('shows the code of a gift card, copies it and says where it is used', async () => {
    stubOrder(paidGiftCardOrder());
    const user = userEvent.setup();
    const { props, tracked } = renderConfirmation('status=success');

    const codes = await screen.findByRole('region', { name: 'Votre code cadeau' });
    expect(
      within(codes).getByText(
        'Transmettez ce code à la personne que vous gâtez : elle le saisit sur Escapade pour choisir et réserver son séjour.',
      ),
    ).toBeInTheDocument();
    expect(within(codes).getByText('Carte cadeau')).toBeInTheDocument();
    expect(within(codes).getByText('K7PM-Q3XW-9HTR', { selector: 'code' })).toBeInTheDocument();
    expect(within(codes).getByText("Valable jusqu'au mercredi 1 septembre 2027")).toBeInTheDocument();
    expect(within(codes).getByRole('status')).toHaveTextContent('');

    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(codes).getByRole('button', { name: 'Copier le code K7PM-Q3XW-9HTR' }));
    expect(writeText).toHaveBeenCalledWith('K7PM-Q3XW-9HTR');
    expect(within(codes).getByRole('status')).toHaveTextContent('Code copié !');

    const where = within(codes).getByRole('link', { name: "Où l'utiliser ?" });
    expect(where).toHaveAttribute('href', '/beneficiaryLogin');
    await user.click(where);
    expect(props.navigate).toHaveBeenCalledWith({ kind: 'beneficiaryLogin' });

    const order = screen.getByRole('region', { name: 'Votre commande' });
    expect(within(order).getByRole('heading', { name: 'Carte cadeau de 75 €' })).toBeInTheDocument();
    expect(valueOf('Valeur de la carte')).toBe('75 €');
    expect(valueOf('Format')).toBe('E-carte cadeau, envoyée par e-mail');
    expect(
      within(screen.getByRole('region', { name: 'Et maintenant ?' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'La carte cadeau vous est envoyée par e-mail avec son code : imprimez-la ou transférez-la à la personne de votre choix.',
      "La carte cadeau est valable 12 mois à partir d'aujourd'hui, sur le séjour de son choix.",
    ]);
    expect(tracked[0]?.items).toEqual([
      { item_id: '48213597', item_category: 'giftcard', item_name: 'Carte cadeau de 75 €', quantity: 1, price: 75 },
    ]);
  });

  it('selects the code for the visitor to copy when the browser refuses the clipboard', async () => {
    stubOrder(paidGiftCardOrder());
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Refused', 'NotAllowedError'));
    renderConfirmation();

    const codes = await screen.findByRole('region', { name: 'Votre code cadeau' });
    await user.click(within(codes).getByRole('button', { name: 'Copier le code K7PM-Q3XW-9HTR' }));
    expect(await within(codes).findByRole('status')).toHaveTextContent(
      "Code sélectionné : copiez-le avec Ctrl+C, ou d'un appui long sur mobile.",
    );
    expect(window.getSelection()?.toString()).toBe('K7PM-Q3XW-9HTR');
  });

  it('copies with the older copy command where the clipboard api is missing', async () => {
    stubOrder(paidGiftCardOrder());
    const user = userEvent.setup();
    const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    let copied = '';
    const execCommand = jest.fn((command: string) => {
      copied = command === 'copy' ? (window.getSelection()?.toString() ?? '') : '';
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      renderConfirmation();
      const codes = await screen.findByRole('region', { name: 'Votre code cadeau' });
      await user.click(within(codes).getByRole('button', { name: 'Copier le code K7PM-Q3XW-9HTR' }));
      expect(await within(codes).findByText('Code copié !')).toBeInTheDocument();
      expect(copied).toBe('K7PM-Q3XW-9HTR');
    } finally {
      if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('lists each code of an order with several gifts', async () => {
    stubOrder(
      paidGiftCardOrder({
        giftCodes: [
          { code: 'K7PM-Q3XW-9HTR', kind: 'giftCard', validUntil: '2027-09-01' },
          { code: 'B4NC-8DFE-LV2Z', kind: 'box', validUntil: '2028-03-01' },
        ],
      }),
    );
    renderConfirmation();

    const codes = await screen.findByRole('region', { name: 'Vos codes cadeaux' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('code')?.textContent),
    ).toEqual(['K7PM-Q3XW-9HTR', 'B4NC-8DFE-LV2Z']);
    expect(within(codes).getByText('Coffret cadeau')).toBeInTheDocument();
    expect(within(codes).getByText("Valable jusqu'au mercredi 1 mars 2028")).toBeInTheDocument();
    expect(within(codes).getAllByRole('button', { name: /^Copier le code / })).toHaveLength(2);
    expect(within(codes).getAllByRole('link')).toHaveLength(1);
  });

  it('says plainly that the payment was not completed, and counts no purchase', async () => {
    stubOrder(paidStayOrderFixture({ status: 'failed' }));
    const { tracked, props } = renderConfirmation();

    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement non abouti' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Le paiement de cette commande n'a pas abouti : rien n'a été débité et elle n'est pas confirmée. Vous pouvez refaire votre réservation.",
      ),
    ).toBeInTheDocument();
    expect(valueOf('Numéro de réservation')).toBe('48213597');
    expect(screen.getByRole('region', { name: 'Montant de la commande' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Et maintenant ?' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Un e-mail de confirmation/)).not.toBeInTheDocument();
    expect(tracked).toEqual([]);
    expect(props.bus.last('page:meta')?.title).toBe('Votre commande n° 48213597');
  });

  it.each([
    ['created', 'Paiement non finalisé'],
    ['cancelled', 'Commande annulée'],
  ] as const)('reads a %s order as not paid', async (status, title) => {
    stubOrder(paidStayOrderFixture({ status }));
    const { tracked } = renderConfirmation();

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(tracked).toEqual([]);
  });

  it('cannot find an order that is unknown or belongs to another account', async () => {
    api.error(ORDER_PATH, 404, { body: { statusCode: 404, error: 'Not Found', message: 'Unknown order' } });
    const { tracked, props } = renderConfirmation();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nous ne trouvons pas cette commande' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/home');
    expect(tracked).toEqual([]);
    expect(props.bus.last('page:meta')?.title).toBe('Nous ne trouvons pas cette commande');
  });

  it('lets the visitor try again when the order could not be read', async () => {
    api.error(ORDER_PATH, 500);
    renderConfirmation();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Votre commande n'a pas pu être affichée pour le moment.");
    stubOrder(paidStayOrderFixture());
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Merci Claire, c'est confirmé !" }),
    ).toBeInTheDocument();
  });
});
