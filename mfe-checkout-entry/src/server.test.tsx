import { setupApiMock } from '../../platform/test-kit/api-mock';
import { TEST_API_BASE, fakeRemoteProps } from '../../platform/test-kit/fake-remote-props';
import { renderRoute } from './server';
import { boxDetailFixture, purchasePriceFixture } from './test/checkout-fixtures';
import { paidStayOrderFixture } from './test/payment-fixtures';

const api = setupApiMock();
const ORDER_UUID = '3f8e2c4a-9b1d-4e6f-8a2b-5c7d9e0f1a2b';

function serverProps(route: NonNullable<Parameters<typeof fakeRemoteProps>[0]>['route']) {
  const { mountWidget: _mountWidget, ...props } = fakeRemoteProps({ route });
  return props;
}

describe('server render', () => {
  it('renders a gift box checkout with its box and its price, and hydrates it', async () => {
    api.json('/gateway/boxes/GOURMET-EBOX/product-detail', boxDetailFixture());
    api.json('/gateway/purchase/price', purchasePriceFixture({ lines: [{ kind: 'giftBox', amount: 14990 }] }), {
      method: 'POST',
    });
    const result = await renderRoute(
      serverProps({
        kind: 'giftCheckout',
        id: 'GOURMET-EBOX',
        search: 'flow=gifting&giftFormat=digital&code=GOURMET-EBOX',
      }),
      { apiOrigin: TEST_API_BASE },
    );
    expect(result.hydrate).not.toBe(false);
    expect(result.html).toContain(boxDetailFixture().title);
    expect(result.meta).toMatchObject({ robots: 'noindex, follow' });
    expect(result.meta?.title).toContain(boxDetailFixture().title);
  });

  it('renders the confirmation of an order it may read', async () => {
    api.json(`/gateway/purchase/orders/${ORDER_UUID}`, paidStayOrderFixture({ orderUUID: ORDER_UUID }));
    const result = await renderRoute(serverProps({ kind: 'confirmation', id: ORDER_UUID, search: 'status=success' }), {
      apiOrigin: TEST_API_BASE,
    });
    expect(result.html).toContain(paidStayOrderFixture().reference);
    expect(result.meta?.title).toContain(paidStayOrderFixture().reference);
  });

  it('leaves an order it may not read (another account’s) to the browser: the skeleton, no "not found"', async () => {
    api.error(`/gateway/purchase/orders/${ORDER_UUID}`, 404);
    const result = await renderRoute(serverProps({ kind: 'confirmation', id: ORDER_UUID }), {
      apiOrigin: TEST_API_BASE,
    });
    expect(result.html).not.toContain('Nous ne trouvons pas cette commande');
    expect(result.state).toMatchObject({ queries: [] });
  });

  it('sends a stay checkout’s frame and skeleton for the browser to draw, as its dates are in the hash', async () => {
    const result = await renderRoute(serverProps({ kind: 'bookingSummary', id: '20039' }), {
      apiOrigin: TEST_API_BASE,
    });
    expect(result.hydrate).toBe(false);
    expect(result.html).toContain('Récapitulatif de votre réservation');
    expect(result.html).not.toContain('Veuillez choisir vos dates de voyage.');
    expect(api.requests).toHaveLength(0);
  });
});
