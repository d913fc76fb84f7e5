import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import { AppRoot } from './app-root';
import { giftCardAmountsQuery, type GiftCardAmountsResponse } from './features/gift-card/api/get-gift-card-amounts';
import { giftCardPageServerData } from './pages/gift-card-page-server-data';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import {
  TEST_API_BASE,
  fakeRemoteProps,
  type FakeRemoteProps,
  type RemotePropsOverrides,
} from '../../platform/test-kit/fake-remote-props';
import { renderRemote } from '../../platform/test-kit/render-remote';

const AMOUNTS_PATH = '/gateway/giftcard/amounts';
const STORAGE_KEY = 'escapade.gift-customisation.giftcard';

const AMOUNTS: GiftCardAmountsResponse = {
  amounts: [2500, 5000, 7500, 10000, 15000, 20000],
  defaultAmount: 5000,
  min: 2000,
  max: 50000,
  validityMonths: 12,
};

const api = setupApiMock();

afterEach(() => localStorage.clear());

const GIFT_CARD_ROUTE = { kind: 'giftCardCustomization', pathname: '/giftcard/customization' } as const;

/** The gift card page as the shell mounts it, French unless told. */
function renderPage(overrides: RemotePropsOverrides = {}): FakeRemoteProps {
  return renderRemote(AppRoot, {
    flow: 'gifting',
    ...overrides,
    route: { ...GIFT_CARD_ROUTE, ...overrides.route },
  }).props;
}

/** Euros as Intl writes them in French (narrow no-break space before €). */
function euros(amount: string): RegExp {
  return new RegExp(`^${amount}\\s€$`);
}

const amountChoice = () => screen.findByRole('radiogroup', { name: 'Choisissez le montant' });
const preview = () => screen.getByRole('figure', { name: 'Aperçu de votre carte cadeau' });
const fromNameField = (name = 'De la part de (facultatif)') => screen.getByRole('textbox', { name });
const messageField = () => screen.getByRole('textbox', { name: 'Votre message (facultatif)' });

function trackedEvents(props: FakeRemoteProps): TrackingEvent[] {
  const events: TrackingEvent[] = [];
  props.bus.on('tracking:event', (event) => events.push(event));
  return events;
}

describe('GiftCardPage', () => {
  it('offers the amounts with the default one chosen, the formats and the card', async () => {
    api.json(AMOUNTS_PATH, AMOUNTS);
    const props = renderPage();

    const choice = await amountChoice();
    expect(screen.getByRole('heading', { level: 1, name: 'Offrez une carte cadeau' })).toBeInTheDocument();
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['25 €', '50 €', '75 €', '100 €', '150 €', '200 €', 'Autre montant']);
    expect(within(choice).getByRole('radio', { name: euros('50') })).toBeChecked();
    const formats = screen.getByRole('radiogroup', { name: 'Choisissez le format' });
    expect(within(formats).getByRole('radio', { name: /E-carte cadeau/ })).toBeChecked();
    expect(within(formats).getByRole('radio', { name: /Carte cadeau imprimée/ })).toBeEnabled();

    expect(within(preview()).getByText(euros('50'))).toBeInTheDocument();
    expect(within(preview()).getByText('Valable 12 mois')).toBeInTheDocument();
    expect(screen.getByText("Valable 12 mois à compter de l'achat")).toBeInTheDocument();
    expect(props.bus.last('page:meta')).toEqual({
      title: "Carte cadeau Escapade : offrez l'escapade de leur choix",
      robots: 'noindex, follow',
    });
    expect(api.requests.map((sent) => `${sent.url.origin}${sent.url.pathname}${sent.url.search}`)).toEqual([
      `${TEST_API_BASE}${AMOUNTS_PATH}?locale=fr_FR`,
    ]);
  });

  it('takes the amount and the format from the hash', async () => {
    api.json(AMOUNTS_PATH, AMOUNTS);
    renderPage({ route: { hash: 'amount=7500&giftFormat=physical' } });

    expect(within(await amountChoice()).getByRole('radio', { name: euros('75') })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Carte cadeau imprimée/ })).toBeChecked();
    // A printed card carries the sender's name.
    expect(fromNameField('De la part de')).toHaveAttribute('aria-required', 'true');
    expect(within(preview()).getByText(euros('75'))).toBeInTheDocument();
  });

  it('reads another valid amount from the hash, and the default for one out of the limits', async () => {
    api.json(AMOUNTS_PATH, AMOUNTS);
    renderPage({ route: { hash: 'amount=4500' } });

    expect(within(await amountChoice()).getByRole('radio', { name: 'Autre montant' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Montant en euros' })).toHaveValue('45');
    expect(within(preview()).getByText(euros('45'))).toBeInTheDocument();
  });

  it('chooses the default amount when the hash asks for one out of the limits', async () => {
    api.json(AMOUNTS_PATH, AMOUNTS);
    renderPage({ route: { hash: 'amount=90000' } });

    expect(within(await amountChoice()).getByRole('radio', { name: euros('50') })).toBeChecked();
  });

  it('writes the chosen amount and format to the hash, keeping the rest', async () => {
    api.json(AMOUNTS_PATH, AMOUNTS);
    const props = renderPage({ route: { hash: 'utm=news' } });
    const user = userEvent.setup();

    await user.click(within(await amountChoice()).getByRole('radio', { name: euros('100') }));
    expect(props.navigate).toHaveBeenLastCalledWith(
      { kind: 'giftCardCustomization', query: {}, hash: 'utm=news&amount=10000&giftFormat=digital' },
      { replace: true },
    );
    expect(within(preview()).getByText(euros('100'))).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Carte cadeau imprimée/ }));
    expect(props.navigate).toHaveBeenLastCalledWith(
      { kind: 'giftCardCustomization', query: {}, hash: 'utm=news&amount=10000&giftFormat=physical' },
      { replace: true },
    );
    expect(screen.getByRole('radio', { name: /Carte cadeau imprimée/ })).toBeChecked();
    expect(fromNameField('De la part de')).toBeInTheDocument();
  });

  it('checks another amount against the limits when the field is left', async () => {
    api.json(AMOUNTS_PATH, AMOUNTS);
    const props = renderPage();
    const user = userEvent.setup();

    await user.click(within(await amountChoice()).getByRole('radio', { name: 'Autre montant' }));
    const field = screen.getByRole('textbox', { name: 'Montant en euros' });
    expect(field).toHaveAccessibleDescription(/^Un montant en euros entiers, de 20\s€ à 500\s€$/);
    expect(within(preview()).getByText('Montant à choisir')).toBeInTheDocument();

    await user.type(field, '15');
    await user.tab();
    expect(field).toBeInvalid();
    expect(screen.getByText(/^Indiquez un montant en euros entiers entre 20\s€ et 500\s€$/)).toBeInTheDocument();
    expect(within(preview()).getByText('Montant à choisir')).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '60');
    await user.tab();
    expect(field).toBeValid();
    expect(within(preview()).getByText(euros('60'))).toBeInTheDocument();
    expect(props.navigate).toHaveBeenLastCalledWith(
      expect.objectContaining({ hash: 'amount=6000&giftFormat=digital' }),
      { replace: true },
    );
  });

  it('keeps the printed card out of reach while it is not sold', async () => {
    api.json(AMOUNTS_PATH, AMOUNTS);
    renderPage({
      flags: { ...DEFAULT_FLAGS, physicalVoucher: false },
      route: { hash: 'giftFormat=physical' },
    });

    await amountChoice();
    const physical = screen.getByRole('radio', { name: /Carte cadeau imprimée/ });
    expect(physical).toBeDisabled();
    expect(screen.getByText('Victime de son succès, le format physique revient bientôt !')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /E-carte cadeau/ })).toBeChecked();
  });

  it('draws the sender and the message on the card as they are typed', async () => {
    api.json(AMOUNTS_PATH, AMOUNTS);
    renderPage();
    const user = userEvent.setup();
    await amountChoice();
    expect(within(preview()).getByText('Votre message apparaîtra ici')).toBeInTheDocument();

    await user.type(fromNameField(), 'Léa');
    await user.type(messageField(), 'Bon week-end !');

    expect(within(preview()).getByText('De la part de Léa')).toBeInTheDocument();
    expect(within(preview()).getByText('Bon week-end !')).toBeInTheDocument();
    expect(screen.getByText('Encore 166 caractères')).toBeInTheDocument();
  });

  it('goes to the gift checkout with the card, keeping and tracking the personalisation', async () => {
    api.json(AMOUNTS_PATH, AMOUNTS);
    const props = renderPage({ route: { hash: 'amount=15000&giftFormat=physical' } });
    const events = trackedEvents(props);
    const user = userEvent.setup();
    await amountChoice();

    await user.type(fromNameField('De la part de'), ' Anne-Sophie ');
    await user.type(messageField(), 'Joyeux anniversaire !');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(props.navigate).toHaveBeenLastCalledWith({
      kind: 'giftCheckout',
      id: 'giftcard',
      query: {
        flow: 'gifting',
        giftFormat: 'physical',
        amount: '15000',
        fromName: 'Anne-Sophie',
        message: 'Joyeux anniversaire !',
      },
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({
      fromName: 'Anne-Sophie',
      message: 'Joyeux anniversaire !',
    });
    expect(events).toEqual([
      expect.objectContaining({
        name: 'personalization_item',
        items: [{ item_id: 'giftcard', item_category: 'giftcard', quantity: 1, price: 150, value: 150 }],
        params: expect.objectContaining({ step: 'confirm', gift_format: 'physical' }),
      }),
    ]);
  });

  it('leaves the sender and the message out of the checkout when none is written', async () => {
    api.json(AMOUNTS_PATH, AMOUNTS);
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ fromName: 'Ancien', message: '' }));
    const props = renderPage();
    const user = userEvent.setup();
    await amountChoice();
    await waitFor(() => expect(fromNameField()).toHaveValue('Ancien'));

    await user.clear(fromNameField());
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(props.navigate).toHaveBeenLastCalledWith({
      kind: 'giftCheckout',
      id: 'giftcard',
      query: { flow: 'gifting', giftFormat: 'digital', amount: '5000' },
    });
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('asks for the sender of a printed card on Continue, focusing the field', async () => {
    api.json(AMOUNTS_PATH, AMOUNTS);
    const props = renderPage({ route: { hash: 'giftFormat=physical' } });
    const events = trackedEvents(props);
    await amountChoice();

    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));

    const field = fromNameField('De la part de');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Champ obligatoire'));
    expect(props.navigate).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'giftCheckout' }));
    expect(events).toEqual([]);
  });

  it('asks for another amount on Continue before anything else', async () => {
    api.json(AMOUNTS_PATH, AMOUNTS);
    const props = renderPage({ route: { hash: 'giftFormat=physical' } });
    const user = userEvent.setup();

    await user.click(within(await amountChoice()).getByRole('radio', { name: 'Autre montant' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    const field = screen.getByRole('textbox', { name: 'Montant en euros' });
    expect(field).toHaveFocus();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(expect.stringMatching(/Indiquez un montant en euros entiers/));
    expect(screen.getByText('Champ obligatoire')).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'giftCheckout' }));
  });

  it('starts from the personalisation kept in the browser', async () => {
    api.json(AMOUNTS_PATH, AMOUNTS);
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ fromName: 'Léa', message: 'Pour tes 30 ans' }));
    renderPage();
    await amountChoice();

    await waitFor(() => expect(fromNameField()).toHaveValue('Léa'));
    expect(messageField()).toHaveValue('Pour tes 30 ans');
    expect(within(preview()).getByText('De la part de Léa')).toBeInTheDocument();
  });

  it('shows a skeleton that names itself while the amounts load', () => {
    api.never(AMOUNTS_PATH);
    renderPage();

    expect(screen.getByText('Chargement des montants…')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Offrez une carte cadeau' })).toBeInTheDocument();
  });

  it('says the amounts could not be loaded, reports it and tries again on request', async () => {
    api.error(AMOUNTS_PATH, 500);
    const props = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("les montants de la carte cadeau n'ont pas pu être chargés");
    expect(props.reportError).toHaveBeenCalledWith(expect.anything(), 'mfe-gift/gift-card');

    api.json(AMOUNTS_PATH, AMOUNTS);
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));

    expect(await amountChoice()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Dutch on the Belgian Dutch site', async () => {
    api.json(AMOUNTS_PATH, AMOUNTS);
    const props = renderPage({ locale: 'nl_BE', language: 'nl', route: { hash: 'giftFormat=physical' } });
    const user = userEvent.setup();

    const choice = await screen.findByRole('radiogroup', { name: 'Kies het bedrag' });
    expect(within(choice).getByRole('radio', { name: /^€\s50$/ })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Geef een cadeaukaart' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Gedrukte cadeaukaart/ })).toBeChecked();
    expect(screen.getByText('12 maanden geldig')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Doorgaan' }));
    expect(screen.getByText('Verplicht veld')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Van' }), 'Sanne');
    await user.click(screen.getByRole('button', { name: 'Doorgaan' }));
    expect(props.navigate).toHaveBeenLastCalledWith({
      kind: 'giftCheckout',
      id: 'giftcard',
      query: { flow: 'gifting', giftFormat: 'physical', amount: '5000', fromName: 'Sanne' },
    });
    expect(api.requests[0]?.url.searchParams.get('locale')).toBe('nl_BE');
  });
});

describe('gift card page on the server', () => {
  it('fetches the amounts into the cache and names the page, kept out of search engines', async () => {
    api.json(AMOUNTS_PATH, AMOUNTS);
    const queryClient = createQueryClient();
    const client = createApiClient(TEST_API_BASE);
    const props = fakeRemoteProps({ locale: 'it_IT', route: GIFT_CARD_ROUTE });

    const meta = await giftCardPageServerData(queryClient, client, props);

    expect(meta).toEqual({
      title: 'Carta regalo Escapade: regala la fuga che preferiscono',
      robots: 'noindex, follow',
    });
    expect(queryClient.getQueryData(giftCardAmountsQuery(client, { locale: 'it_IT' }).queryKey)).toEqual(AMOUNTS);
  });

  it('still names the page when the amounts cannot be fetched', async () => {
    api.error(AMOUNTS_PATH, 404);
    const meta = await giftCardPageServerData(
      createQueryClient(),
      createApiClient(TEST_API_BASE),
      fakeRemoteProps({ route: GIFT_CARD_ROUTE }),
    );

    expect(meta).toEqual(expect.objectContaining({ robots: 'noindex, follow' }));
  });

  it('draws from the amounts the server fetched without asking the api again', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(giftCardAmountsQuery(createApiClient(TEST_API_BASE), { locale: 'fr_FR' }).queryKey, {
      ...AMOUNTS,
      defaultAmount: 10000,
    });
    renderRemote((props) => <AppRoot {...props} queryClient={queryClient} />, {
      flow: 'gifting',
      route: GIFT_CARD_ROUTE,
    });

    expect(screen.getByRole('radio', { name: euros('100') })).toBeChecked();
    expect(queryClient.isFetching()).toBe(0);
    expect(api.requests).toEqual([]);
  });
});
