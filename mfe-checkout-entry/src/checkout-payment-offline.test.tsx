import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutPayment } from './features/payment/components/checkout-payment';
import { PaymentMountProviders } from './test/payment-mount';
import { STAY_TRACKING_ITEM, stayDraftFixture, walletCardsFixture } from './test/payment-fixtures';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderInMount } from '../../platform/test-kit/render-remote';
import { fakeRemoteProps } from '../../platform/test-kit/fake-remote-props';

// The payment dialog's code cannot be downloaded: the shopper went offline after the page loaded.
jest.mock('./features/payment/components/wallet-dialog', () => {
  throw new Error('Loading chunk wallet-dialog failed');
});

const api = setupApiMock();

describe('CheckoutPayment without the payment dialog', () => {
  it('says the payment is unavailable, reports it, and keeps the page', async () => {
    api.json('/gateway/wallet-sandbox/cards', walletCardsFixture());
    api.json(
      '/gateway/purchase/orders',
      {
        orderUUID: '5f0c2a8e-8d4b-4f1e-9a51-3b2d6c7e8f90',
        reference: '1',
        status: 'created',
        amount: 37850,
        currency: 'EUR',
      },
      { method: 'POST', status: 201 },
    );
    const props = fakeRemoteProps({
      route: { kind: 'bookingSummary', id: '4321', pathname: '/booking/4321', search: 'flow=booking', hash: '' },
    });
    const user = userEvent.setup();
    renderInMount(
      <CheckoutPayment draft={stayDraftFixture()} trackingItem={STAY_TRACKING_ITEM} onPriceChanged={jest.fn()} />,
      PaymentMountProviders,
      props,
    );

    await user.click(await screen.findByRole('button', { name: 'Payer avec EscaPay' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Le paiement express est momentanément indisponible.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toBeInTheDocument();
    expect(props.reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-checkout-entry (wallet-dialog)');
  });
});
