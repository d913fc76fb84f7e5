import { personalizationEvent } from './gift-tracking';

describe('personalizationEvent', () => {
  it('describes one gift stay in euros, with the moment and the format', () => {
    const gift = { offerId: '101', label: 'Escapade gourmande', sellPrice: 34950 };
    expect(personalizationEvent(gift, 'open', 'physical')).toEqual({
      name: 'personalization_item',
      items: [
        {
          item_id: '101',
          item_name: 'Escapade gourmande',
          item_category: 'single_voucher',
          quantity: 1,
          price: 349.5,
          value: 349.5,
        },
      ],
      params: { step: 'open', gift_format: 'physical' },
    });
    expect(personalizationEvent(gift, 'confirm', 'digital').params).toEqual({
      step: 'confirm',
      gift_format: 'digital',
    });
  });
});
