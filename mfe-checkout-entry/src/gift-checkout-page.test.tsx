import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { CurrentRoute } from '@escapade/shared-contracts/routes';
import { DEFAULT_FLAGS, type RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { AppRoot } from './app-root';
import type { GiftItem, PurchaseItems, PurchasePrice } from './utils/purchase-body';
import { boxDetailFixture, giftStayDetailFixture, purchasePriceFixture } from './test/checkout-fixtures';
import { forgetPaymentProps, lastPaymentProps } from './test/payment-stand-in';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';

jest.mock('./features/payment/components/checkout-payment', () => jest.requireActual('./test/payment-stand-in'));

const BOX_PATH = '/gateway/boxes/GOURMET-EBOX/product-detail';
const STAY_PATH = '/weekend/4321/detail.json';
const PRICE_PATH = '/gateway/purchase/price';
const BOX_SEARCH = 'flow=gifting&giftFormat=digital&code=GOURMET-EBOX';
const normalizeSpaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

const api = setupApiMock();
afterEach(forgetPaymentProps);

/** The api's price of a gift: its lines, all paid today. */
function giftPrice(lines: PurchasePrice['lines'], changes: Partial<PurchasePrice> = {}): PurchasePrice {
  return purchasePriceFixture({
    lines,
    touristTax: null,
    payToday: lines.reduce((sum, line) => sum + line.amount, 0),
    payAtHotel: 0,
    ...changes,
  });
}

function renderGiftCheckout(route: Partial<CurrentRoute> = {}, overrides: Partial<RemoteProps> = {}) {
  return renderRemote(AppRoot, {
    ...overrides,
    flow: 'gifting',
    route: { kind: 'giftCheckout', id: 'GOURMET-EBOX', pathname: '/gift-checkout/GOURMET-EBOX', ...route },
  }).props;
}

function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return normalizeSpaces(term.nextElementSibling?.textContent);
}

function giftItems(giftItem: GiftItem, changes: Partial<PurchaseItems> = {}): PurchaseItems {
  return { insuranceItem: false, promotionCodeItem: null, giftItem, ...changes };
}

const DIGITAL_BOX: GiftItem = { kind: 'box', code: 'GOURMET-EBOX', format: 'digital', customisation: null };

describe('GiftCheckoutPage', () => {
  it('shows a digital gift box, its validity and the api price', async () => {
    api.json(BOX_PATH, boxDetailFixture());
    api.json(PRICE_PATH, giftPrice([{ kind: 'giftBox', amount: 14990 }]), { method: 'POST' });
    const props = renderGiftCheckout({ search: BOX_SEARCH });

    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre cadeau…');
    expect(await screen.findByRole('heading', { level: 2, name: 'Coffret Parenthèse gourmande' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Récapitulatif de votre cadeau' })).toBeInTheDocument();
    expect(screen.getByText('Coffret cadeau', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Coffret Parenthèse gourmande' })).toHaveAttribute(
      'src',
      'http://api.test/images/box/5.svg?w=960&h=540',
    );
    expect(valueOf('Contenu')).toBe('1 nuit pour 2 personnes');
    expect(valueOf('Format')).toBe('E-cadeau, envoyé par e-mail');
    expect(valueOf('Validité')).toBe('Cadeau valable un an et demi');
    expect(
      within(screen.getByRole('region', { name: 'Ce coffret comprend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 nuit pour 2 personnes', '1 dîner gastronomique', '1 petit-déjeuner']);
    expect(screen.queryByRole('region', { name: 'Votre message' })).not.toBeInTheDocument();

    await screen.findByRole('region', { name: 'Détail du prix' });
    expect(valueOf('Coffret cadeau')).toBe('179,90 € -16 % 149,90 €');
    expect(valueOf("À payer aujourd'hui")).toBe('149,90 €');
    expect(api.bodiesOf('POST', PRICE_PATH)).toEqual([{ locale: 'fr_FR', items: giftItems(DIGITAL_BOX) }]);
    expect(Object.fromEntries(api.requestsTo(BOX_PATH)[0]!.url.searchParams)).toEqual({ locale: 'fr_FR' });
    expect(lastPaymentProps()).toMatchObject({
      draft: { locale: 'fr_FR', items: giftItems(DIGITAL_BOX) },
      trackingItem: {
        item_id: 'GOURMET-EBOX',
        item_name: 'Coffret Parenthèse gourmande',
        item_category: 'box',
        quantity: 1,
        price: 149.9,
        value: 149.9,
      },
    });
    expect(screen.queryByRole('link', { name: 'Retour au coffret' })).not.toBeInTheDocument();
    expect(props.bus.last('page:meta')).toEqual({
      title: 'Récapitulatif de votre cadeau – Coffret Parenthèse gourmande',
      robots: 'noindex, follow',
    });
  });

  it('delivers a physical box for free in 2 to 4 working days', async () => {
    api.json(BOX_PATH, boxDetailFixture());
    api.json(
      PRICE_PATH,
      giftPrice([
        { kind: 'giftBox', amount: 14990 },
        { kind: 'shipping', amount: 0 },
      ]),
      { method: 'POST' },
    );
    renderGiftCheckout(
      { search: 'flow=gifting&giftFormat=physical&code=GOURMET-EBOX' },
      { flags: { ...DEFAULT_FLAGS, boxes: false } },
    );

    await screen.findByRole('region', { name: 'Détail du prix' });
    expect(valueOf('Format')).toBe('Coffret physique, livré chez vous');
    expect(screen.getByText('Livré en 2 à 4 jours ouvrés, livraison offerte.')).toBeInTheDocument();
    expect(valueOf('Livraison')).toBe('Offerte');
    expect(api.bodiesOf('POST', PRICE_PATH)).toEqual([
      { locale: 'fr_FR', items: giftItems({ ...DIGITAL_BOX, code: 'GOURMET-BOX', format: 'physical' }) },
    ]);
    expect(screen.queryByRole('link', { name: 'Retour au coffret' })).not.toBeInTheDocument();
  });

  it('orders the physical box under its physical code when the e-box is chosen as physical', async () => {
    api.json(BOX_PATH, boxDetailFixture());
    api.json(
      PRICE_PATH,
      giftPrice([
        { kind: 'giftBox', amount: 14990 },
        { kind: 'shipping', amount: 0 },
      ]),
      { method: 'POST' },
    );
    renderGiftCheckout({ search: 'flow=gifting&giftFormat=physical&code=GOURMET-EBOX' });

    await screen.findByRole('region', { name: 'Détail du prix' });
    expect(valueOf('Format')).toBe('Coffret physique, livré chez vous');
    const physicalBox: GiftItem = { kind: 'box', code: 'GOURMET-BOX', format: 'physical', customisation: null };
    expect(api.bodiesOf('POST', PRICE_PATH)).toEqual([{ locale: 'fr_FR', items: giftItems(physicalBox) }]);
    expect(lastPaymentProps()).toMatchObject({
      draft: { locale: 'fr_FR', items: giftItems(physicalBox) },
      trackingItem: { item_id: 'GOURMET-BOX', item_category: 'box' },
    });
  });

  it('orders the e-box under its digital code when a physical box code is chosen as digital', async () => {
    api.json('/gateway/boxes/GOURMET-BOX/product-detail', boxDetailFixture());
    api.json(PRICE_PATH, giftPrice([{ kind: 'giftBox', amount: 14990 }]), { method: 'POST' });
    renderGiftCheckout({ id: 'GOURMET-BOX', search: 'flow=gifting&giftFormat=digital&code=GOURMET-BOX' });

    await screen.findByRole('region', { name: 'Détail du prix' });
    expect(api.bodiesOf('POST', PRICE_PATH)).toEqual([{ locale: 'fr_FR', items: giftItems(DIGITAL_BOX) }]);
  });

  it('shows a stay given as a gift with its nights, sleeves and message', async () => {
    api.json(STAY_PATH, giftStayDetailFixture());
    api.json(
      PRICE_PATH,
      giftPrice([
        { kind: 'giftStay', amount: 25900 },
        { kind: 'sleeves', amount: 500 },
        { kind: 'shipping', amount: 0 },
      ]),
      { method: 'POST' },
    );
    const search = new URLSearchParams({
      flow: 'gifting',
      giftFormat: 'physical',
      giftNights: '2',
      sleeves: 'RED, GOLD',
      fromName: 'Camille',
      message: 'Joyeux anniversaire, profitez bien !',
    }).toString();
    renderGiftCheckout({ id: '4321', pathname: '/gift-checkout/4321', search });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Escapade gourmande en Provence' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Séjour à offrir', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Mas des Oliviers')).toBeInTheDocument();
    expect(valueOf('Contenu')).toBe('2 nuits pour 2 personnes');
    expect(valueOf('Validité')).toBe('Cadeau valable 1 an, pour 2 personnes');
    const message = screen.getByRole('region', { name: 'Votre message' });
    expect(within(message).getByText('De la part de Camille')).toBeInTheDocument();
    expect(within(message).getByText('Joyeux anniversaire, profitez bien !')).toBeInTheDocument();

    await screen.findByRole('region', { name: 'Détail du prix' });
    expect(valueOf('Séjour à offrir')).toBe('259 €');
    expect(valueOf('Pochette cadeau')).toBe('5 €');
    expect(valueOf("À payer aujourd'hui")).toBe('264 €');
    const giftItem: GiftItem = {
      kind: 'stay',
      offerId: 4321,
      nights: 2,
      format: 'physical',
      sleeves: ['RED', 'GOLD'],
      customisation: { fromName: 'Camille', message: 'Joyeux anniversaire, profitez bien !' },
    };
    expect(api.bodiesOf('POST', PRICE_PATH)).toEqual([{ locale: 'fr_FR', items: giftItems(giftItem) }]);
    expect(lastPaymentProps()?.trackingItem).toEqual({
      item_id: '4321',
      item_name: 'Escapade gourmande en Provence',
      item_category: 'single_voucher',
      quantity: 1,
      price: 264,
      value: 264,
    });
    expect(screen.queryByRole('link', { name: 'Retour au séjour' })).not.toBeInTheDocument();
  });

  it('gives a digital stay one night unless the route asks for 1 to 3, without sleeves', async () => {
    api.json(STAY_PATH, giftStayDetailFixture());
    api.json(PRICE_PATH, giftPrice([{ kind: 'giftStay', amount: 14900 }]), { method: 'POST' });
    renderGiftCheckout({ id: '4321', search: 'flow=gifting&giftNights=7&sleeves=RED' });

    await screen.findByRole('region', { name: 'Détail du prix' });
    expect(valueOf('Contenu')).toBe('1 nuit pour 2 personnes');
    expect(valueOf('Format')).toBe('E-cadeau, envoyé par e-mail');
    expect(api.bodiesOf('POST', PRICE_PATH)).toEqual([
      {
        locale: 'fr_FR',
        items: giftItems({
          kind: 'stay',
          offerId: 4321,
          nights: 1,
          format: 'digital',
          sleeves: [],
          customisation: null,
        }),
      },
    ]);
  });

  it('applies a promotion code, and says when it does not apply to the gift', async () => {
    api.json(BOX_PATH, boxDetailFixture());
    api.answer(
      PRICE_PATH,
      async ({ request }) => {
        const { items } = (await request.json()) as { items: PurchaseItems };
        const code = items.promotionCodeItem?.code;
        if (code === 'CADEAU15') {
          return HttpResponse.json(
            giftPrice(
              [
                { kind: 'giftBox', amount: 14990 },
                { kind: 'promotion', amount: -1500 },
              ],
              { promotion: { code, status: 'applied', amount: 1500 } },
            ),
          );
        }
        if (code === 'SEJOUR20') {
          return HttpResponse.json(
            giftPrice([{ kind: 'giftBox', amount: 14990 }], {
              promotion: { code, status: 'notApplicable', amount: 0 },
            }),
          );
        }
        const refusals = {
          ESCAPADE25: { refusal: 'productKind' },
          BIENVENUE10: { refusal: 'firstOrderOnly' },
          GRAND30: { refusal: 'minimumAmount', minimumAmount: 30000 },
        } as const;
        if (code && code in refusals) {
          return HttpResponse.json(
            giftPrice([{ kind: 'giftBox', amount: 14990 }], {
              promotion: { code, status: 'notApplicable', amount: 0, ...refusals[code as keyof typeof refusals] },
            }),
          );
        }
        if (code) {
          return HttpResponse.json(
            giftPrice([{ kind: 'giftBox', amount: 14990 }], { promotion: { code, status: 'unknown', amount: 0 } }),
          );
        }
        return HttpResponse.json(giftPrice([{ kind: 'giftBox', amount: 14990 }]));
      },
      { method: 'POST' },
    );
    const user = userEvent.setup();
    renderGiftCheckout({ search: BOX_SEARCH });

    const field = await screen.findByRole('textbox', { name: 'Code promo' });
    await user.type(field, 'SEJOUR20{Enter}');
    expect(
      await screen.findByText('Le code SEJOUR20 ne peut pas être utilisé pour cette commande.'),
    ).toBeInTheDocument();
    // The api says which rule the purchase does not meet.
    const refused = [
      ['ESCAPADE25', "Le code ESCAPADE25 ne s'applique pas à ce produit."],
      ['BIENVENUE10', 'Le code BIENVENUE10 est réservé à une première commande.'],
      ['GRAND30', "Le code GRAND30 s'applique à partir de 300 € d'achat."],
    ];
    for (const [code, text] of refused) {
      await user.clear(field);
      await user.type(field, `${code}{Enter}`);
      expect(normalizeSpaces((await screen.findByText(new RegExp(`^Le code ${code}`))).textContent)).toBe(text);
    }
    await user.clear(field);
    await user.type(field, 'NOEL{Enter}');
    expect(await screen.findByText("Le code NOEL n'existe pas. Vérifiez son orthographe et réessayez.")).toBeVisible();

    await user.clear(field);
    await user.type(field, 'CADEAU15{Enter}');
    expect(normalizeSpaces((await screen.findByText(/appliqué/)).textContent)).toBe(
      'Code CADEAU15 appliqué : 15 € de réduction',
    );
    expect(valueOf('Code promo CADEAU15')).toBe('-15 €');
    expect(valueOf("À payer aujourd'hui")).toBe('134,90 €');
    expect(api.bodiesOf('POST', PRICE_PATH).at(-1)).toEqual({
      locale: 'fr_FR',
      items: giftItems(DIGITAL_BOX, { promotionCodeItem: { code: 'CADEAU15' } }),
    });
  });

  it('says something went wrong when the box fails to load, and tries again on demand', async () => {
    api.json(BOX_PATH, boxDetailFixture());
    api.error(BOX_PATH, 503, { once: true });
    api.error(BOX_PATH, 503, { once: true });
    api.json(PRICE_PATH, giftPrice([{ kind: 'giftBox', amount: 14990 }]), { method: 'POST' });
    const user = userEvent.setup();
    const props = renderGiftCheckout({ search: BOX_SEARCH });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Oups, une erreur s'est produite");
    expect(props.reportError).toHaveBeenCalledWith(expect.anything(), 'mfe-checkout-entry');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Coffret Parenthèse gourmande' })).toBeInTheDocument();
    expect(await screen.findByText("À payer aujourd'hui")).toBeInTheDocument();
  });

  it('says "Too late!" when the box is unknown', async () => {
    api.error(BOX_PATH, 404, { body: { message: 'No gift box with code GOURMET-EBOX' } });
    api.json(PRICE_PATH, giftPrice([{ kind: 'giftBox', amount: 14990 }]), { method: 'POST' });
    renderGiftCheckout({ search: BOX_SEARCH });

    expect(await screen.findByRole('heading', { name: 'Trop tard !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Voir d'autres offres" })).toHaveAttribute('href', '/giftBoxes');
  });

  it('offers the digital format while the physical one is paused, without pricing the physical gift', async () => {
    api.json(BOX_PATH, boxDetailFixture());
    renderGiftCheckout(
      { search: 'flow=gifting&giftFormat=physical&code=GOURMET-EBOX' },
      { flags: { ...DEFAULT_FLAGS, physicalVoucher: false } },
    );

    expect(await screen.findByText('Victime de son succès, le format physique revient bientôt !')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Offrir en e-cadeau' })).toHaveAttribute(
      'href',
      '/giftCheckout/GOURMET-EBOX?flow=gifting&giftFormat=digital&code=GOURMET-EBOX',
    );
    expect(api.requestsTo(PRICE_PATH)).toEqual([]);
  });

  it('says the gift cannot be bought when the price is not bookable', async () => {
    api.json(BOX_PATH, boxDetailFixture());
    api.json(PRICE_PATH, giftPrice([], { bookable: false, code: 'NOT_BOOKABLE' }), { method: 'POST' });
    renderGiftCheckout({ search: BOX_SEARCH });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Ce cadeau n'est plus disponible à la vente pour le moment.");
    expect(within(alert).getByRole('link', { name: 'Retour au coffret' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Paiement' })).not.toBeInTheDocument();
  });
});

describe('GiftCheckoutPage, a gift card', () => {
  const CARD_PATH = '/gift-checkout/giftcard';
  const cardSearch = (query: Record<string, string>) => new URLSearchParams({ flow: 'gifting', ...query }).toString();
  const renderGiftCard = (query: Record<string, string>, overrides: Partial<RemoteProps> = {}) =>
    renderGiftCheckout({ id: 'giftcard', pathname: CARD_PATH, search: cardSearch(query) }, overrides);

  it('sells a digital gift card of the amount chosen, with its message, for its amount', async () => {
    api.json(PRICE_PATH, giftPrice([{ kind: 'giftCard', amount: 7500 }]), { method: 'POST' });
    const props = renderGiftCard({
      giftFormat: 'digital',
      amount: '7500',
      fromName: 'Léa et Hugo',
      message: 'Pour vos 10 ans de mariage !',
    });

    const title = await screen.findByRole('heading', { level: 2 });
    expect(normalizeSpaces(title.textContent)).toBe('Carte cadeau de 75 €');
    expect(screen.getByText('Carte cadeau', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(valueOf('Montant')).toBe('75 €');
    expect(valueOf('Format')).toBe('E-carte cadeau, envoyée par e-mail');
    expect(valueOf('Validité')).toBe('Carte valable 12 mois');
    const message = screen.getByRole('region', { name: 'Votre message' });
    expect(within(message).getByText('De la part de Léa et Hugo')).toBeInTheDocument();
    expect(within(message).getByText('Pour vos 10 ans de mariage !')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier le montant ou le message' })).toHaveAttribute(
      'href',
      '/giftCardCustomization?flow=gifting#amount=7500&giftFormat=digital',
    );

    await screen.findByRole('region', { name: 'Détail du prix' });
    expect(valueOf('Carte cadeau')).toBe('75 €');
    expect(valueOf("À payer aujourd'hui")).toBe('75 €');
    const giftItem: GiftItem = {
      kind: 'giftCard',
      amount: 7500,
      format: 'digital',
      customisation: { fromName: 'Léa et Hugo', message: 'Pour vos 10 ans de mariage !' },
    };
    expect(api.bodiesOf('POST', PRICE_PATH)).toEqual([{ locale: 'fr_FR', items: giftItems(giftItem) }]);
    expect(lastPaymentProps()).toMatchObject({
      draft: { locale: 'fr_FR', items: giftItems(giftItem) },
      trackingItem: { item_id: 'giftcard', item_category: 'giftcard', quantity: 1, price: 75, value: 75 },
    });
    expect(normalizeSpaces(lastPaymentProps()?.trackingItem.item_name)).toBe('Carte cadeau de 75 €');
    expect(api.requestsTo(BOX_PATH)).toEqual([]);
    expect(normalizeSpaces(props.bus.last('page:meta')?.title)).toBe(
      'Récapitulatif de votre cadeau – Carte cadeau de 75 €',
    );
  });

  it('posts a printed card for free, and speaks the language of the site', async () => {
    api.json(
      PRICE_PATH,
      giftPrice([
        { kind: 'giftCard', amount: 12000 },
        { kind: 'shipping', amount: 0 },
      ]),
      { method: 'POST' },
    );
    renderGiftCard({ giftFormat: 'physical', amount: '12000' }, { locale: 'nl_BE', language: 'nl' });

    const title = await screen.findByRole('heading', { level: 2 });
    expect(normalizeSpaces(title.textContent)).toBe('Cadeaukaart van € 120');
    expect(valueOf('Vorm')).toBe('Gedrukte kaart, bij je thuis bezorgd');
    expect(valueOf('Geldigheid')).toBe('Kaart 12 maanden geldig');
    expect(screen.queryByRole('region', { name: 'Je boodschap' })).not.toBeInTheDocument();

    await screen.findByRole('region', { name: 'Prijsoverzicht' });
    expect(valueOf('Verzending')).toBe('Gratis');
    expect(api.bodiesOf('POST', PRICE_PATH)).toEqual([
      {
        locale: 'nl_BE',
        items: giftItems({ kind: 'giftCard', amount: 12000, format: 'physical', customisation: null }),
      },
    ]);
  });

  it.each([
    ['not in whole euros', '5050'],
    ['below 20 €', '1900'],
    ['above 500 €', '50100'],
    ['not a number', '50e2'],
    ['missing', ''],
  ])('says the gift card is not available when its amount is %s, without pricing it', async (_, amount) => {
    api.json(PRICE_PATH, giftPrice([{ kind: 'giftCard', amount: 5000 }]), { method: 'POST' });
    renderGiftCard({ giftFormat: 'digital', amount });

    expect(
      await screen.findByRole('heading', { level: 2, name: "Cette carte cadeau n'est pas disponible" }),
    ).toBeInTheDocument();
    expect(normalizeSpaces(screen.getByText(/euros ronds/).textContent)).toBe(
      'Une carte cadeau se choisit en euros ronds, de 20 € à 500 €.',
    );
    expect(screen.getByRole('link', { name: 'Choisir une carte cadeau' })).toHaveAttribute(
      'href',
      '/giftCardCustomization?flow=gifting#giftFormat=digital',
    );
    expect(api.requestsTo(PRICE_PATH)).toEqual([]);
  });

  it('offers the digital card, same amount and message, while the physical format is paused', async () => {
    renderGiftCard(
      { giftFormat: 'physical', amount: '5000', message: 'Bon anniversaire' },
      { flags: { ...DEFAULT_FLAGS, physicalVoucher: false } },
    );

    expect(await screen.findByText('Victime de son succès, le format physique revient bientôt !')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Offrir en e-cadeau' })).toHaveAttribute(
      'href',
      '/giftCheckout/giftcard?flow=gifting&giftFormat=digital&amount=5000&message=Bon+anniversaire',
    );
    expect(api.requestsTo(PRICE_PATH)).toEqual([]);
  });

  it('leads back to the gift card when the api will not sell it', async () => {
    api.json(PRICE_PATH, giftPrice([], { bookable: false, code: 'NOT_BOOKABLE' }), { method: 'POST' });
    renderGiftCard({ giftFormat: 'physical', amount: '5000' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Ce cadeau n'est plus disponible à la vente pour le moment.");
    expect(within(alert).getByRole('link', { name: 'Retour à la carte cadeau' })).toHaveAttribute(
      'href',
      '/giftCardCustomization?flow=gifting#amount=5000&giftFormat=physical',
    );
  });
});
