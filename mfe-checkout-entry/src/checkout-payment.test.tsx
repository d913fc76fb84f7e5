import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useAtomValue } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import { promotionCodeAtom } from './features/checkout-price/state/promotion-code';
import { CheckoutPayment } from './features/payment/components/checkout-payment';
import { PaymentMountProviders } from './test/payment-mount';
import { STAY_TRACKING_ITEM, WALLET_CONTACT, stayDraftFixture, walletCardsFixture } from './test/payment-fixtures';
import type { OrderDraft } from './utils/purchase-body';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderInMount } from '../../platform/test-kit/render-remote';
import { fakeRemoteProps, type FakeRemoteProps } from '../../platform/test-kit/fake-remote-props';

const CARDS_PATH = '/gateway/wallet-sandbox/cards';
const PROFILE_PATH = '/gateway/account/profile';
const ORDERS_PATH = '/gateway/purchase/orders';
const INTENTS_PATH = '/gateway/wallet-sandbox/intents';
const ZEPPTO_PATH = '/gateway/purchase/zeppto';
const ORDER_UUID = '5f0c2a8e-8d4b-4f1e-9a51-3b2d6c7e8f90';
const CANCEL_PATH = `/gateway/purchase/orders/${ORDER_UUID}/cancel`;
/** The booking summary's criteria, which the payment's marks must leave as they are. */
const CRITERIA_HASH = 'checkin=2026-10-16&checkout=2026-10-18&night=2&c=1';
const FAILURE_TEXT =
  'Le paiement avec EscaPay a échoué. Poursuivez votre réservation : vous pourrez choisir un autre moyen de paiement.';
/** U+202F and U+00A0 are the spaces Intl puts in French amounts. */
const plainSpaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

const api = setupApiMock();

afterEach(() => {
  document.cookie = 'escapade_account_id=; max-age=0; path=/';
  document.cookie = '_ga=; max-age=0; path=/';
});

interface Rendered {
  props: FakeRemoteProps;
  onPriceChanged: jest.Mock;
  tracked: TrackingEvent[];
  user: UserEvent;
}

/** Stands for the promotion field: the code applied in the mount, which the payment may take off. */
function AppliedCode({ initial }: { initial: string }) {
  useHydrateAtoms([[promotionCodeAtom, initial]]);
  const code = useAtomValue(promotionCodeAtom);
  return <output aria-label="Code appliqué">{code ?? 'aucun'}</output>;
}

function renderPayment({
  hash = CRITERIA_HASH,
  draft = stayDraftFixture(),
  appliedCode,
}: { hash?: string; draft?: OrderDraft; appliedCode?: string } = {}) {
  const props = fakeRemoteProps({
    route: { kind: 'bookingSummary', id: '4321', pathname: '/booking/4321', search: 'flow=booking', hash },
  });
  const tracked: TrackingEvent[] = [];
  props.bus.on('tracking:event', (event) => tracked.push(event));
  const onPriceChanged = jest.fn();
  const user = userEvent.setup();
  const ui = (
    <>
      {appliedCode ? <AppliedCode initial={appliedCode} /> : null}
      <CheckoutPayment draft={draft} trackingItem={STAY_TRACKING_ITEM} onPriceChanged={onPriceChanged} />
    </>
  );
  const view = renderInMount(ui, PaymentMountProviders, props);
  // As the shell does: a move on the same page gives it its new hash, without a remount.
  let shown = props;
  props.navigate.mockImplementation((target) => {
    if (target.kind !== shown.route.kind) return;
    shown = { ...shown, route: { ...shown.route, hash: target.hash ?? '' } };
    view.rerender(<PaymentMountProviders props={shown}>{ui}</PaymentMountProviders>);
  });
  return { props, onPriceChanged, tracked, user } satisfies Rendered;
}

/** The hashes the payment replaced the page's hash with, in order. */
function replacedHashes(props: FakeRemoteProps): string[] {
  return props.navigate.mock.calls
    .filter(([target, options]) => target.kind === 'bookingSummary' && options?.replace === true)
    .map(([target]) => target.hash ?? '');
}

function stubOrderCreated() {
  api.json(
    ORDERS_PATH,
    { orderUUID: ORDER_UUID, reference: '48213597', status: 'created', amount: 37850, currency: 'EUR' },
    { method: 'POST', status: 201 },
  );
}

function stubIntent() {
  api.json(INTENTS_PATH, { paymentIntentId: 'pi_7QmZ', paymentMethod: 'EscaPay' }, { method: 'POST', status: 201 });
}

async function openWalletDialog(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Payer avec EscaPay' }));
  return screen.findByRole('dialog', { name: 'Payer avec EscaPay' });
}

async function payWith(user: UserEvent, dialog: HTMLElement, card: RegExp) {
  await user.click(within(dialog).getByRole('radio', { name: card }));
  await user.click(within(dialog).getByRole('button', { name: /^Payer 378,50/ }));
}

/** Types into a field of the form; an empty value leaves it empty. */
/** Replaces a field's text as a paste does: one input event, not one per character (typing is tested below). */
async function fill(user: UserEvent, label: string, value: string) {
  const field = screen.getByRole('textbox', { name: label });
  await user.clear(field);
  if (value) await user.paste(value);
}

async function fillBuyerForm(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'M.' }));
  await fill(user, 'Prénom', 'Jean-Luc');
  await fill(user, 'Nom', "D'Almeida");
  await fill(user, 'E-mail', 'jl.dalmeida@example.org');
  await fill(user, 'Téléphone', '+32 (0)2 555.12-34');
  await fill(user, 'Adresse', '14 avenue Louise');
  await fill(user, 'Code postal', '1050');
  await fill(user, 'Ville', 'Ixelles');
  await user.click(screen.getByRole('button', { name: /Pays/ }));
  await user.click(await screen.findByRole('option', { name: 'Belgique' }));
}

/** The error a field shows (its accessible description), '' when none. */
function errorOf(label: string): string {
  const field = screen.getByRole('textbox', { name: label });
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('CheckoutPayment: the buyer form', () => {
  beforeEach(() => api.json(CARDS_PATH, walletCardsFixture()));

  it('says what is wrong with a field once it is left, and follows the corrections', async () => {
    const { user } = renderPayment();

    await user.click(screen.getByRole('textbox', { name: 'Prénom' }));
    await user.tab();
    expect(errorOf('Prénom')).toBe('Champ obligatoire');
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveAttribute('aria-invalid', 'true');

    await fill(user, 'Prénom', 'Jean3');
    await user.tab();
    expect(errorOf('Prénom')).toBe('Seul du texte est attendu');
    await fill(user, 'Prénom', 'Élodie-Anne');
    expect(errorOf('Prénom')).toBe('');

    await fill(user, 'Nom', 'a'.repeat(51));
    await user.tab();
    expect(errorOf('Nom')).toBe('Le champ est limité à 50 caractères');
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), '{Backspace}');
    expect(errorOf('Nom')).toBe('');

    await fill(user, 'E-mail', 'claire@exemple');
    await user.tab();
    expect(errorOf('E-mail')).toBe("L'e-mail semble incorrect");
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), '.fr');
    expect(errorOf('E-mail')).toBe('');

    await fill(user, 'Téléphone', '06 12 AB');
    await user.tab();
    expect(errorOf('Téléphone')).toBe('Le numéro de téléphone semble incorrect');
    await fill(user, 'Téléphone', '12345');
    expect(errorOf('Téléphone')).toBe('Le numéro de téléphone semble incorrect');
    await fill(user, 'Téléphone', '+33 (0)6 12.34-56');
    expect(errorOf('Téléphone')).toBe('');
    await fill(user, 'Téléphone', '0'.repeat(21));
    expect(errorOf('Téléphone')).toBe('Le numéro de téléphone semble incorrect');

    await fill(user, 'Code postal', '1'.repeat(21));
    await user.tab();
    expect(errorOf('Code postal')).toBe('Le champ est limité à 20 caractères');

    // A field never left shows nothing yet.
    expect(errorOf('Ville')).toBe('');
  });

  it('shows every error on submit and puts the focus on the first field to fix', async () => {
    const { user } = renderPayment();

    await user.click(screen.getByRole('button', { name: 'Réserver et payer' }));

    expect(screen.getByRole('radio', { name: 'Mme' })).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'Civilité' })).toHaveAccessibleDescription('Champ obligatoire');
    for (const label of ['Prénom', 'Nom', 'E-mail', 'Téléphone', 'Adresse', 'Code postal', 'Ville'])
      expect(errorOf(label)).toBe('Champ obligatoire');
    // The country is the shop's own until another is chosen.
    expect(screen.getByRole('button', { name: /Pays/ })).toHaveTextContent('France');

    await fillBuyerForm(user);
    await fill(user, 'E-mail', 'jl.dalmeida@');
    await user.click(screen.getByRole('button', { name: 'Réserver et payer' }));

    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    expect(errorOf('E-mail')).toBe("L'e-mail semble incorrect");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requestsTo(ORDERS_PATH)).toHaveLength(0);
  });

  it('names the countries in the language of the page', async () => {
    const props = fakeRemoteProps({ locale: 'nl_BE', route: { kind: 'bookingSummary', id: '4321', hash: '' } });
    const user = userEvent.setup();
    renderInMount(
      <CheckoutPayment draft={stayDraftFixture()} trackingItem={STAY_TRACKING_ITEM} onPriceChanged={jest.fn()} />,
      PaymentMountProviders,
      props,
    );

    const country = screen.getByRole('button', { name: /Land/ });
    expect(country).toHaveTextContent('België');
    await user.click(country);
    expect(await screen.findByRole('option', { name: 'Duitsland' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Frankrijk' })).toBeInTheDocument();
  });

  it('draws the country without its list until the form is reached', async () => {
    const { user } = renderPayment();
    // Drawn as a closed select: the list's code (and its hidden select for autofill) comes later.
    expect(screen.getByRole('button', { name: /Pays/ })).toHaveTextContent('France');
    expect(document.querySelector('select[name="country"]')).toBeNull();

    await user.click(screen.getByRole('textbox', { name: 'Prénom' }));
    await waitFor(() => expect(document.querySelector('select[name="country"]')).not.toBeNull());
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /Pays/ }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: 'France' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(list).getByRole('option', { name: 'Italie' }));
    expect(screen.getByRole('button', { name: /Pays/ })).toHaveTextContent('Italie');
  });

  it('opens the country list pressed with the arrow key before its code has arrived', async () => {
    renderPayment();
    const country = screen.getByRole('button', { name: /Pays/ });
    // Focus and key in the same moment: the list's code is still on its way when the key comes.
    act(() => country.focus());
    fireEvent.keyDown(country, { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'Belgique' })).toBeInTheDocument();
  });

  it("prefills the form with a signed-in customer's profile", async () => {
    document.cookie = 'escapade_account_id=acc-42; path=/';
    api.json(PROFILE_PATH, {
      email: 'marc.janssens@example.be',
      civility: 'MR',
      firstName: 'Marc',
      lastName: 'Janssens',
      phoneNumber: '+32 470 12 34 56',
      addressLine: 'Meir 21',
      postalCode: '2000',
      city: 'Antwerpen',
      country: 'BE',
    });
    const { user } = renderPayment();

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Marc'));
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Janssens');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('marc.janssens@example.be');
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('+32 470 12 34 56');
    expect(screen.getByRole('textbox', { name: 'Adresse' })).toHaveValue('Meir 21');
    expect(screen.getByRole('textbox', { name: 'Code postal' })).toHaveValue('2000');
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveValue('Antwerpen');
    expect(screen.getByRole('radio', { name: 'M.' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Pays/ })).toHaveTextContent('Belgique');

    await user.click(screen.getByRole('button', { name: 'Réserver et payer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payer avec EscaPay' });
    expect(within(dialog).getByRole('region', { name: 'Vos coordonnées' })).toHaveTextContent(
      'M. Marc Janssensmarc.janssens@example.be+32 470 12 34 56Meir 212000 Antwerpen, Belgique',
    );
  });

  it('leaves the form empty when the session has ended (401)', async () => {
    document.cookie = 'escapade_account_id=acc-42; path=/';
    api.error(PROFILE_PATH, 401, { body: { statusCode: 401, error: 'Unauthorized', message: 'Signed out' } });
    const { user } = renderPayment();
    await waitFor(() => expect(api.requestsTo(PROFILE_PATH)).toHaveLength(1));
    await user.click(screen.getByRole('textbox', { name: 'Prénom' }));
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks no profile without the account cookie', async () => {
    renderPayment();
    await screen.findByRole('button', { name: 'Payer avec EscaPay' });
    expect(api.requestsTo(PROFILE_PATH)).toHaveLength(0);
  });
});

describe('CheckoutPayment: the wallet', () => {
  beforeEach(() => api.json(CARDS_PATH, walletCardsFixture()));

  it("pays with the wallet's details and opens the confirmation", async () => {
    document.cookie = '_ga=GA1.1.913524871.1767225600; path=/';
    stubOrderCreated();
    stubIntent();
    api.json(
      ZEPPTO_PATH,
      { booking: { orderUUID: ORDER_UUID, reference: '48213597', status: 'paid' } },
      { method: 'POST' },
    );
    const { props, user, tracked } = renderPayment({ hash: `${CRITERIA_HASH}&error=1` });

    const dialog = await openWalletDialog(user);
    // Opening the dialog takes the failure mark of an earlier try out of the hash.
    expect(replacedHashes(props)).toEqual([CRITERIA_HASH]);
    expect(plainSpaces(within(dialog).getByText("À payer aujourd'hui").nextElementSibling?.textContent)).toBe(
      '378,50 €',
    );
    expect(
      plainSpaces(within(dialog).getByText("Taxe de séjour à régler à l'hôtel").nextElementSibling?.textContent),
    ).toBe('6,60 €');
    expect(within(dialog).getByRole('region', { name: 'Vos coordonnées EscaPay' })).toHaveTextContent(
      'Mme Claire Dupontclaire.dupont@example.com+33 6 12 34 56 788 rue des Lilas69003 Lyon, France',
    );
    const cards = within(dialog).getByRole('radiogroup', { name: 'Carte de test' });
    expect(
      within(cards)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Visa ••••se terminant par 4242Paiement accepté',
      'Mastercard ••••se terminant par 0002Paiement refusé',
      'Visa ••••se terminant par 0119Portefeuille indisponible',
    ]);

    await payWith(user, dialog, /4242/);

    await waitFor(() =>
      expect(props.navigate).toHaveBeenLastCalledWith(
        { kind: 'confirmation', id: ORDER_UUID, query: { status: 'success', gaId: '913524871.1767225600' } },
        { replace: true },
      ),
    );
    expect(replacedHashes(props)).toEqual([CRITERIA_HASH, `${CRITERIA_HASH}&isLoading=1`]);

    const [orderRequest] = api.requestsTo(ORDERS_PATH, 'POST');
    const orderBody = {
      locale: 'fr_FR',
      currency: 'EUR',
      expectedAmount: 37850,
      buyer: WALLET_CONTACT,
      items: stayDraftFixture().items,
    };
    expect(orderRequest!.body).toEqual(orderBody);
    expect(api.bodiesOf('POST', INTENTS_PATH)).toEqual([{ orderUUID: ORDER_UUID, cardId: 'card-ok' }]);
    expect(api.bodiesOf('POST', ZEPPTO_PATH)).toEqual([
      {
        ...orderBody,
        orderUUID: ORDER_UUID,
        pspAuthorization: { paymentIntentId: 'pi_7QmZ', paymentMethod: 'EscaPay' },
      },
    ]);
    expect(tracked.filter((event) => event.name.startsWith('payment_'))).toEqual([]);
    expect(props.reportError).not.toHaveBeenCalled();
    expect(api.requestsTo(CANCEL_PATH)).toHaveLength(0);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Paiement accepté ! Ouverture de votre confirmation…');
  });

  it('sends the Idempotency-Key with the order, a new one per attempt', async () => {
    const keys: string[] = [];
    api.answer(
      ORDERS_PATH,
      ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        return HttpResponse.json(
          { statusCode: 422, error: 'Unprocessable Entity', message: 'Not bookable', code: 'NOT_BOOKABLE' },
          { status: 422 },
        );
      },
      { method: 'POST' },
    );
    const { user } = renderPayment();

    await payWith(user, await openWalletDialog(user), /4242/);
    await user.click(await screen.findByRole('button', { name: 'Réserver' }));
    await payWith(user, await openWalletDialog(user), /4242/);
    await screen.findByRole('button', { name: 'Réserver' });

    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends the same order again with the same key when the api failed on the way', async () => {
    const keys: string[] = [];
    api.answer(
      ORDERS_PATH,
      ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        return keys.length === 1
          ? HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'Restarting' }, { status: 503 })
          : HttpResponse.json(
              { orderUUID: ORDER_UUID, reference: '48213597', status: 'created', amount: 37850, currency: 'EUR' },
              { status: 201 },
            );
      },
      { method: 'POST' },
    );
    stubIntent();
    api.json(
      ZEPPTO_PATH,
      { booking: { orderUUID: ORDER_UUID, reference: '48213597', status: 'paid' } },
      { method: 'POST' },
    );
    const { props, user } = renderPayment();

    await payWith(user, await openWalletDialog(user), /4242/);

    await waitFor(() =>
      expect(props.navigate).toHaveBeenLastCalledWith(
        expect.objectContaining({ kind: 'confirmation', id: ORDER_UUID }),
        { replace: true },
      ),
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('pays for the buyer of the form', async () => {
    stubOrderCreated();
    stubIntent();
    api.json(
      ZEPPTO_PATH,
      { booking: { orderUUID: ORDER_UUID, reference: '48213597', status: 'paid' } },
      { method: 'POST' },
    );
    const { props, user } = renderPayment();

    await fillBuyerForm(user);
    await user.click(screen.getByRole('button', { name: 'Réserver et payer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payer avec EscaPay' });
    expect(within(dialog).getByRole('region', { name: 'Vos coordonnées' })).toHaveTextContent(
      "M. Jean-Luc D'Almeidajl.dalmeida@example.org+32 (0)2 555.12-3414 avenue Louise1050 Ixelles, Belgique",
    );
    await payWith(user, dialog, /4242/);

    await waitFor(() =>
      // Without an analytics client id, the booking number stands for it.
      expect(props.navigate).toHaveBeenLastCalledWith(
        { kind: 'confirmation', id: ORDER_UUID, query: { status: 'success', gaId: '48213597' } },
        { replace: true },
      ),
    );
    expect(api.bodiesOf('POST', ORDERS_PATH)).toEqual([
      expect.objectContaining({
        buyer: {
          email: { email: 'jl.dalmeida@example.org' },
          civility: 'MR',
          firstName: 'Jean-Luc',
          lastName: "D'Almeida",
          phoneNumber: '+32 (0)2 555.12-34',
          addressLine: '14 avenue Louise',
          postalCode: '1050',
          city: 'Ixelles',
          country: 'BE',
        },
      }),
    ]);
  });

  it('keeps the dialog open and Pay disabled while the payment runs', async () => {
    stubOrderCreated();
    stubIntent();
    api.never(ZEPPTO_PATH, { method: 'POST' });
    const { user } = renderPayment();

    const dialog = await openWalletDialog(user);
    await payWith(user, dialog, /4242/);

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Paiement en cours, merci de ne pas quitter la page…',
    );
    expect(within(dialog).getByRole('button', { name: /^Payer 378,50/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Payer avec EscaPay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réserver et payer', hidden: true })).toBeDisabled();
  });

  it('says the payment was declined, marks the hash, and Book returns to the summary', async () => {
    stubOrderCreated();
    stubIntent();
    api.error(ZEPPTO_PATH, 402, {
      method: 'POST',
      body: { statusCode: 402, error: 'Payment Required', message: 'Card declined', code: 'PAYMENT_DECLINED' },
    });
    const { props, user, tracked } = renderPayment();

    const dialog = await openWalletDialog(user);
    await payWith(user, dialog, /0002/);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAILURE_TEXT);
    expect(replacedHashes(props)).toEqual([`${CRITERIA_HASH}&isLoading=1`, `${CRITERIA_HASH}&error=1`]);
    expect(tracked).toEqual([
      {
        name: 'payment_failure',
        items: [STAY_TRACKING_ITEM],
        params: { payment_method: 'EscaPay', error_code: 'PAYMENT_DECLINED' },
      },
    ]);
    expect(props.reportError).toHaveBeenCalledTimes(1);
    expect(props.reportError.mock.calls[0]![1]).toBe('mfe-checkout-entry');

    await user.click(within(dialog).getByRole('button', { name: 'Réserver' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.navigate).toHaveBeenLastCalledWith(
      { kind: 'bookingSummary', id: '4321', query: { flow: 'booking' }, hash: CRITERIA_HASH },
      { replace: true },
    );
    // A declined order is already settled by the api: nothing to cancel.
    expect(api.requestsTo(CANCEL_PATH)).toHaveLength(0);
  });

  it('says the wallet could not start, and cancels the order left unpaid when going back', async () => {
    stubOrderCreated();
    api.error(INTENTS_PATH, 502, {
      method: 'POST',
      body: { statusCode: 502, error: 'Bad Gateway', message: 'Wallet down', code: 'WALLET_INIT_FAILED' },
    });
    api.json(CANCEL_PATH, { orderUUID: ORDER_UUID, status: 'cancelled' }, { method: 'POST' });
    const { props, user, tracked } = renderPayment();

    const dialog = await openWalletDialog(user);
    await payWith(user, dialog, /0119/);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAILURE_TEXT);
    expect(replacedHashes(props).at(-1)).toBe(`${CRITERIA_HASH}&error=1`);
    expect(tracked.map((event) => [event.name, event.params?.error_code])).toEqual([
      ['payment_init_failure', 'WALLET_INIT_FAILED'],
    ]);
    expect(props.reportError).toHaveBeenCalledTimes(1);
    expect(api.requestsTo(ZEPPTO_PATH)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Réserver' }));

    await waitFor(() => expect(api.requestsTo(CANCEL_PATH, 'POST')).toHaveLength(1));
    expect(replacedHashes(props).at(-1)).toBe(CRITERIA_HASH);
  });

  it('counts an order the api refused as a failure to start the payment', async () => {
    api.error(ORDERS_PATH, 422, {
      method: 'POST',
      body: { statusCode: 422, error: 'Unprocessable Entity', message: 'Not bookable', code: 'NOT_BOOKABLE' },
    });
    const { user, tracked } = renderPayment();

    const dialog = await openWalletDialog(user);
    await payWith(user, dialog, /4242/);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAILURE_TEXT);
    expect(tracked.map((event) => event.name)).toEqual(['payment_init_failure']);
    expect(api.requestsTo(INTENTS_PATH)).toHaveLength(0);
  });

  it('asks the page for the new price when the api priced the order differently', async () => {
    api.error(ORDERS_PATH, 409, {
      method: 'POST',
      body: { statusCode: 409, error: 'Conflict', message: 'Price changed', code: 'PRICE_CHANGED', amount: 39900 },
    });
    const { props, user, onPriceChanged, tracked } = renderPayment();

    await payWith(user, await openWalletDialog(user), /4242/);

    await waitFor(() => expect(onPriceChanged).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Le prix de votre réservation vient de changer. Vérifiez le nouveau montant avant de payer : rien n'a été débité.",
    );
    expect(replacedHashes(props)).toEqual([`${CRITERIA_HASH}&isLoading=1`, CRITERIA_HASH]);
    expect(tracked).toEqual([]);
    expect(api.requestsTo(INTENTS_PATH)).toHaveLength(0);
  });

  it('takes a first-order code off when the order finds the shopper ordered before, and says why', async () => {
    api.error(ORDERS_PATH, 409, {
      method: 'POST',
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'The code BIENVENUE10 is for a first order only',
        code: 'PROMOTION_CODE_REFUSED',
        promotionCode: 'BIENVENUE10',
      },
    });
    const { props, user, tracked } = renderPayment({ appliedCode: 'BIENVENUE10' });
    expect(screen.getByRole('status', { name: 'Code appliqué' })).toHaveTextContent('BIENVENUE10');

    await payWith(user, await openWalletDialog(user), /4242/);

    await waitFor(() => expect(screen.getByRole('status', { name: 'Code appliqué' })).toHaveTextContent('aucun'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ce code promo est réservé à une première commande, et ce compte ou cette adresse e-mail a déjà commandé',
    );
    expect(replacedHashes(props).at(-1)).toBe(CRITERIA_HASH);
    expect(tracked).toEqual([]);
    expect(api.requestsTo(INTENTS_PATH)).toHaveLength(0);
  });

  it('says so when the last room was just sold', async () => {
    api.error(ORDERS_PATH, 409, {
      method: 'POST',
      body: { statusCode: 409, error: 'Conflict', message: 'Sold out', code: 'SOLD_OUT' },
    });
    const { user, onPriceChanged } = renderPayment();

    const dialog = await openWalletDialog(user);
    await payWith(user, dialog, /4242/);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Victime de son succès !');
    expect(alert).toHaveTextContent("La dernière chambre disponible à ces dates vient d'être réservée.");
    await user.click(within(dialog).getByRole('button', { name: 'Revenir à ma réservation' }));
    expect(onPriceChanged).toHaveBeenCalledTimes(1);
  });

  it('shows the failure of an earlier payment on a page opened with the mark, and Book clears it', async () => {
    const { props, user } = renderPayment({ hash: `${CRITERIA_HASH}&error=1` });

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(FAILURE_TEXT));
    await user.click(within(alert).getByRole('button', { name: 'Réserver' }));

    expect(props.navigate).toHaveBeenCalledWith(
      { kind: 'bookingSummary', id: '4321', query: { flow: 'booking' }, hash: CRITERIA_HASH },
      { replace: true },
    );
  });

  it('opens no dialog for an order the api did not price as bookable', async () => {
    const { user } = renderPayment({ draft: stayDraftFixture({ bookable: false, code: 'NOT_BOOKABLE' }) });

    await user.click(await screen.findByRole('button', { name: 'Payer avec EscaPay' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Cette offre ne peut plus être réservée telle quelle.');
  });
});

describe('CheckoutPayment: a wallet that does not answer', () => {
  it('says express payment is unavailable and tries again on demand', async () => {
    api.error(CARDS_PATH, 503);
    const { user } = renderPayment();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le paiement express est momentanément indisponible.');
    api.json(CARDS_PATH, walletCardsFixture());
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Payer avec EscaPay' })).toBeEnabled();
  });
});
