import { setupApiMock } from '../../platform/test-kit/api-mock';
import { TEST_API_BASE, fakeRemoteProps } from '../../platform/test-kit/fake-remote-props';
import { renderRoute } from './server';
import { boxDetailFixture, purchasePriceFixture } from './test/checkout-fixtures';
import { paidStayOrderFixture } from './test/payment-fixtures';
import { offerDetailFixture } from './test/booking-fixtures';

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

  it('sends a stay summary’s frame with the stay itself for the browser to draw, as its dates are in the hash', async () => {
    api.json('/weekend/20039/detail.json', offerDetailFixture());
    const result = await renderRoute(serverProps({ kind: 'bookingSummary', id: '20039' }), {
      apiOrigin: TEST_API_BASE,
    });
    expect(result.hydrate).toBe(false);
    expect(result.html).toContain('Récapitulatif de votre réservation');
    // The stay's photo, name and hotel: the page's largest paint comes with its markup.
    expect(result.html).toContain('<img');
    expect(result.html).toContain(`src="${TEST_API_BASE}/images/hotel/1.svg?w=960&amp;h=540"`);
    expect(result.html).toContain('Escapade gourmande en Provence');
    expect(result.html).toContain('Mas des Oliviers');
    expect(result.meta?.title).toContain('Escapade gourmande en Provence');
    // The dates, travellers and price are not the server's to know: neither a notice nor a figure.
    expect(result.html).not.toContain('Veuillez choisir vos dates de voyage.');
    expect(result.html).not.toContain('€');
    expect(api.requests.map((request) => request.url.pathname)).toEqual(['/weekend/20039/detail.json']);
  });

  it('sends the plain skeleton of a summary whose stay it cannot read, and asks nothing for a path naming no offer', async () => {
    api.error('/weekend/20039/detail.json', 503);
    const failed = await renderRoute(serverProps({ kind: 'bookingSummary', id: '20039' }), {
      apiOrigin: TEST_API_BASE,
    });
    expect(failed.hydrate).toBe(false);
    expect(failed.html).toContain('Récapitulatif de votre réservation');
    expect(failed.html).not.toContain('<img');
    expect(failed.meta?.title).toBe('Récapitulatif de votre réservation');

    const requestsBefore = api.requests.length;
    const unnamed = await renderRoute(serverProps({ kind: 'bookingSummary', id: 'abc' }), {
      apiOrigin: TEST_API_BASE,
    });
    expect(unnamed.html).toContain('Récapitulatif de votre réservation');
    expect(api.requests).toHaveLength(requestsBefore);
  });
});
