import { activityAddToCart, activityCheckoutTarget } from './checkout';

describe('activityCheckoutTarget', () => {
  it('puts the id and the participants in the hash, and OWN_USE in the query when bought for oneself', () => {
    expect(activityCheckoutTarget('90001', 2, true)).toEqual({
      kind: 'activityBooking',
      id: '90001',
      query: { customType: 'OWN_USE' },
      hash: 'id=90001&a=2',
    });
  });

  it('has no query for a gift', () => {
    expect(activityCheckoutTarget('90001', 1, false)).toEqual({
      kind: 'activityBooking',
      id: '90001',
      hash: 'id=90001&a=1',
    });
  });
});

describe('activityAddToCart', () => {
  it('counts one item per participant at the price per person, in euros', () => {
    expect(activityAddToCart({ id: 7, label: 'Spa' }, 2, { sellPrice: 9050 })).toEqual({
      name: 'add_to_cart',
      items: [{ item_id: '7', item_name: 'Spa', item_category: 'activity', quantity: 2, price: 45.25, value: 90.5 }],
    });
  });
});
