import { giftCheckoutTarget } from './gift-checkout-target';

describe('giftCheckoutTarget', () => {
  it('carries the nights and the format of a digital gift, without sleeves', () => {
    expect(
      giftCheckoutTarget({ offerId: '101', nights: 1, format: 'digital', sleeves: ['card-love'], customisation: null }),
    ).toEqual({ kind: 'giftCheckout', id: '101', query: { flow: 'gifting', giftNights: '1', giftFormat: 'digital' } });
  });

  it('carries the sleeves of a physical gift, the default sleeve left out', () => {
    expect(
      giftCheckoutTarget({
        offerId: '101',
        nights: 2,
        format: 'physical',
        sleeves: ['card-love', 'default', 'sleeve-gold'],
        customisation: null,
      }).query,
    ).toEqual({ flow: 'gifting', giftNights: '2', giftFormat: 'physical', sleeves: 'card-love,sleeve-gold' });
    expect(
      giftCheckoutTarget({ offerId: '101', nights: 2, format: 'physical', sleeves: ['default'], customisation: null })
        .query,
    ).not.toHaveProperty('sleeves');
  });

  it('carries the sender and the message only when written', () => {
    const both = giftCheckoutTarget({
      offerId: '101',
      nights: 1,
      format: 'digital',
      sleeves: [],
      customisation: { fromName: ' Camille ', message: 'Bon anniversaire !' },
    });
    expect(both.query).toMatchObject({ fromName: 'Camille', message: 'Bon anniversaire !' });

    const nameOnly = giftCheckoutTarget({
      offerId: '101',
      nights: 1,
      format: 'digital',
      sleeves: [],
      customisation: { fromName: 'Camille', message: '   ' },
    });
    expect(nameOnly.query).toHaveProperty('fromName', 'Camille');
    expect(nameOnly.query).not.toHaveProperty('message');
  });
});
