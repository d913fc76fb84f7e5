import { personalizationEvent } from './box-tracking';

describe('personalizationEvent', () => {
  it('gives the box its price and worth in euros', () => {
    const box = { code: 'A-EBOX', title: 'Box A', sellPrice: 9990, value: 12000 };
    expect(personalizationEvent(box, 'confirm', 'physical')).toEqual({
      name: 'personalization_item',
      items: [
        {
          item_id: 'A-EBOX',
          item_name: 'Box A',
          item_category: 'box',
          quantity: 1,
          price: 99.9,
          value: 99.9,
          box_price: 120,
        },
      ],
      params: { step: 'confirm', gift_format: 'physical' },
    });
  });
});
