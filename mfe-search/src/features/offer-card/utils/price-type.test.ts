import { cardPriceType } from './price-type';

describe('cardPriceType', () => {
  it('is a final price when check-in dates exist', () => {
    expect(cardPriceType({ hasCheckinDates: true, flow: 'booking' })).toBe('FINAL_PRICE');
  });

  it('is a final price in the gifting flow, even without dates', () => {
    expect(cardPriceType({ hasCheckinDates: false, flow: 'gifting' })).toBe('FINAL_PRICE');
  });

  it('is a final price when a price type is given', () => {
    expect(cardPriceType({ hasCheckinDates: false, flow: 'booking', givenPriceType: 'final-price' })).toBe(
      'FINAL_PRICE',
    );
  });

  it('is a from-price otherwise', () => {
    expect(cardPriceType({ hasCheckinDates: false, flow: 'booking' })).toBe('FROM_PRICE');
    expect(cardPriceType({ hasCheckinDates: false, flow: 'hotel', givenPriceType: null })).toBe('FROM_PRICE');
    expect(cardPriceType({ hasCheckinDates: false, flow: 'activity', givenPriceType: '' })).toBe('FROM_PRICE');
  });
});
