import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { giftCheckoutPageServerData } from './gift-checkout-page-server-data';
import { purchasePriceFixture } from '../test/checkout-fixtures';
import { setupApiMock } from '../../../platform/test-kit/api-mock';
import { TEST_API_BASE, fakeRemoteProps } from '../../../platform/test-kit/fake-remote-props';

const api = setupApiMock();
const PRICE_PATH = '/gateway/purchase/price';
const plainSpaces = (text: string | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

function serverData(search: string) {
  const { mountWidget: _mountWidget, ...props } = fakeRemoteProps({
    route: { kind: 'giftCheckout', id: 'giftcard', pathname: '/commande-cadeau/giftcard', search },
  });
  const queryClient = createQueryClient();
  return { queryClient, meta: giftCheckoutPageServerData(queryClient, createApiClient(TEST_API_BASE), props) };
}

describe('the gift checkout server data, for a gift card', () => {
  it('prices the card and names it in the title, asking the api for nothing else', async () => {
    api.json(PRICE_PATH, purchasePriceFixture({ lines: [{ kind: 'giftCard', amount: 15000 }], payToday: 15000 }), {
      method: 'POST',
    });
    const { queryClient, meta } = serverData('flow=gifting&giftFormat=digital&amount=15000');

    const { title, robots } = (await meta)!;
    expect(plainSpaces(title)).toBe('Récapitulatif de votre cadeau – Carte cadeau de 150 €');
    expect(robots).toBe('noindex, follow');
    expect(api.bodiesOf('POST', PRICE_PATH)).toEqual([
      {
        locale: 'fr_FR',
        items: {
          insuranceItem: false,
          promotionCodeItem: null,
          giftItem: { kind: 'giftCard', amount: 15000, format: 'digital', customisation: null },
        },
      },
    ]);
    expect(api.requests.map((request) => request.url.pathname)).toEqual([PRICE_PATH]);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });

  it('prices nothing for an amount a gift card cannot have', async () => {
    const { meta } = serverData('flow=gifting&amount=999999');

    expect(await meta).toEqual({ title: 'Récapitulatif de votre cadeau', robots: 'noindex, follow' });
    expect(api.requests).toHaveLength(0);
  });
});
