import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoot } from './app-root';
import { customisationStorageKey } from './features/gift-customisation/state/stored-customisation';
import { GIFT_PRICE_LIST, GIFT_UPSELLS, SHIPPING_COSTS, SLEEVE_EXTRAS, STAY_DETAIL } from './test/gift-fixtures';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';

/**
 * The way on from the gift set-up with the real customisation drawer and storage: the checkout is
 * reached only with a customisation the chosen format accepts.
 */
const api = setupApiMock();
const STORAGE_KEY = customisationStorageKey('stay-101');

beforeEach(() => {
  api.json('/gateway/gift/101/price-list', GIFT_PRICE_LIST);
  api.json('/weekend/101/detail.json', STAY_DETAIL);
  api.json('/gateway/gift/shipping-costs', SHIPPING_COSTS);
  api.json('/gateway/sub-elements/available-custom-sub-elements', SLEEVE_EXTRAS);
  api.json('/weekend/101/upsells.json', GIFT_UPSELLS);
});

afterEach(() => localStorage.clear());

function renderPage(hash: string) {
  return renderRemote(AppRoot, {
    flow: 'gifting',
    route: { kind: 'giftSetup', id: '101', search: 'flow=gifting', pathname: '/gift/101', hash },
  }).props;
}

async function physicalChosen() {
  await waitFor(() => expect(screen.getByRole('radio', { name: /Bon cadeau physique/ })).toBeChecked());
}

describe('GiftSetupPage: going on to the checkout', () => {
  it('refuses Continuer for a physical gift without the sender, showing the missing name', async () => {
    const props = renderPage('giftNights=2&giftFormat=physical');
    const user = userEvent.setup();
    await physicalChosen();

    expect(screen.queryByRole('link', { name: 'Continuer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(props.navigate).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'giftCheckout' }));
    const dialog = screen.getByRole('dialog', { name: 'Personnalisez votre cadeau' });
    const fromName = within(dialog).getByRole('textbox', { name: 'De la part de' });
    expect(fromName).toBeInvalid();
    expect(fromName).toHaveAccessibleDescription(expect.stringContaining('Champ obligatoire'));
    await waitFor(() => expect(fromName).toHaveFocus());
  });

  it('refuses Continuer when the stored customisation has a message but no sender', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ fromName: '', message: 'Bises' }));
    const props = renderPage('giftFormat=physical');
    const user = userEvent.setup();
    await physicalChosen();

    await user.click(await screen.findByRole('button', { name: 'Continuer' }));

    expect(props.navigate).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'giftCheckout' }));
    const dialog = screen.getByRole('dialog', { name: 'Personnalisez votre cadeau' });
    expect(within(dialog).getByRole('textbox', { name: 'De la part de' })).toBeInvalid();
  });

  it('goes on to the checkout from Offrir once the sender is given', async () => {
    const props = renderPage('giftNights=2&giftFormat=physical');
    const user = userEvent.setup();
    await physicalChosen();

    await user.click(screen.getByRole('button', { name: 'Personnaliser mon cadeau' }));
    const dialog = screen.getByRole('dialog', { name: 'Personnalisez votre cadeau' });
    await user.type(within(dialog).getByRole('textbox', { name: 'De la part de' }), '  Camille ');
    await user.click(within(dialog).getByRole('button', { name: 'Offrir' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.navigate).toHaveBeenLastCalledWith({
      kind: 'giftCheckout',
      id: '101',
      query: { flow: 'gifting', giftNights: '2', giftFormat: 'physical', fromName: 'Camille' },
    });
    expect(screen.getByRole('link', { name: 'Continuer' })).toHaveAttribute(
      'href',
      '/giftCheckout/101?flow=gifting&giftNights=2&giftFormat=physical&fromName=Camille',
    );
  });

  it('keeps Offrir in the drawer while the sender is missing', async () => {
    const props = renderPage('giftFormat=physical');
    const user = userEvent.setup();
    await physicalChosen();

    await user.click(screen.getByRole('button', { name: 'Personnaliser mon cadeau' }));
    const dialog = screen.getByRole('dialog', { name: 'Personnalisez votre cadeau' });
    await user.click(within(dialog).getByRole('button', { name: 'Offrir' }));

    expect(screen.getByRole('dialog', { name: 'Personnalisez votre cadeau' })).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'giftCheckout' }));
  });

  it('goes on from Offrir for a digital gift, whose sender is optional', async () => {
    const props = renderPage('giftNights=1');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Personnaliser mon cadeau' }));
    const dialog = screen.getByRole('dialog', { name: 'Personnalisez votre cadeau' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Votre message (facultatif)' }), 'Bon séjour');
    await user.click(within(dialog).getByRole('button', { name: 'Offrir' }));

    expect(props.navigate).toHaveBeenLastCalledWith({
      kind: 'giftCheckout',
      id: '101',
      query: { flow: 'gifting', giftNights: '1', giftFormat: 'digital', message: 'Bon séjour' },
    });
  });
});
