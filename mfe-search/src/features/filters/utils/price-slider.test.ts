import {
  effectivePrice,
  isOpenMaximum,
  priceFromSlider,
  priceInputValue,
  priceSliderBounds,
  priceSliderValue,
  priceWithTypedAmount,
} from './price-slider';

const NO_PRICE = { min: null, max: null };

describe('price slider', () => {
  it('runs from 0 (1 for activities) to 250 €, in every flow', () => {
    expect(priceSliderBounds('booking')).toEqual({ min: 0, max: 250 });
    expect(priceSliderBounds('hotel')).toEqual({ min: 0, max: 250 });
    expect(priceSliderBounds('gifting')).toEqual({ min: 0, max: 250 });
    expect(priceSliderBounds('activity')).toEqual({ min: 1, max: 250 });
  });

  it('reads the filter in cents as euros, no bound at the ends', () => {
    expect(priceSliderValue(NO_PRICE, 'booking')).toEqual([0, 250]);
    expect(priceSliderValue({ min: 5000, max: 12000 }, 'booking')).toEqual([50, 120]);
    expect(priceSliderValue(NO_PRICE, 'activity')).toEqual([1, 250]);
    expect(priceSliderValue({ min: 1200, max: null }, 'activity')).toEqual([12, 250]);
  });

  it('shows a bound that filters nothing at the slider end, as the search reads it', () => {
    // priceMin=900 (9 €) is no minimum, priceMax=25000 or more no maximum.
    expect(priceSliderValue({ min: 900, max: 25000 }, 'booking')).toEqual([0, 250]);
    expect(priceSliderValue({ min: 500, max: 30000 }, 'activity')).toEqual([1, 250]);
    expect(priceSliderValue({ min: null, max: 90000 }, 'gifting')).toEqual([0, 250]);
  });

  it('writes cents; 9 € or below is no minimum, 250 € no maximum', () => {
    expect(priceFromSlider([50, 120])).toEqual({ min: 5000, max: 12000 });
    expect(priceFromSlider([9, 250])).toEqual(NO_PRICE);
    expect(priceFromSlider([1, 250])).toEqual(NO_PRICE);
    expect(priceFromSlider([10, 249])).toEqual({ min: 1000, max: 24900 });
  });

  it('keeps only the bounds that filter', () => {
    expect(effectivePrice({ min: 900, max: 25000 })).toEqual(NO_PRICE);
    expect(effectivePrice({ min: 1000, max: 24900 })).toEqual({ min: 1000, max: 24900 });
    expect(effectivePrice({ min: null, max: 30000 })).toEqual(NO_PRICE);
  });

  it('marks the open maximum (shown with "+")', () => {
    expect(isOpenMaximum(250)).toBe(true);
    expect(isOpenMaximum(249)).toBe(false);
  });

  it('keeps the first run of digits of a typed amount, capped at 250', () => {
    expect(priceInputValue('12a34')).toBe(12);
    expect(priceInputValue('€ 80')).toBe(80);
    expect(priceInputValue('999')).toBe(250);
    expect(priceInputValue('abc')).toBeNull();
  });
});

describe('a typed amount', () => {
  it('sets its bound and leaves the other one as it is', () => {
    expect(priceWithTypedAmount(NO_PRICE, 'booking', 'min', '12')).toEqual({ min: 1200, max: null });
    expect(priceWithTypedAmount({ min: 1200, max: null }, 'booking', 'max', '15a0')).toEqual({ min: 1200, max: 1500 });
    expect(priceWithTypedAmount({ min: 2000, max: 15000 }, 'booking', 'min', '30')).toEqual({ min: 3000, max: 15000 });
  });

  it('9 € or less is no minimum, 250 € or more no maximum', () => {
    expect(priceWithTypedAmount({ min: 5000, max: 15000 }, 'booking', 'min', '9')).toEqual({ min: null, max: 15000 });
    expect(priceWithTypedAmount({ min: 5000, max: 15000 }, 'booking', 'max', '300')).toEqual({ min: 5000, max: null });
    expect(priceWithTypedAmount(NO_PRICE, 'activity', 'min', '5')).toEqual(NO_PRICE);
  });

  it('stays on its side of the other bound', () => {
    expect(priceWithTypedAmount({ min: null, max: 10000 }, 'booking', 'min', '150')).toEqual({
      min: 10000,
      max: 10000,
    });
    expect(priceWithTypedAmount({ min: 6000, max: null }, 'booking', 'max', '40')).toEqual({ min: 6000, max: 6000 });
  });

  it('stays within the flow’s slider', () => {
    expect(priceWithTypedAmount(NO_PRICE, 'activity', 'max', '0')).toEqual({ min: null, max: 100 });
    expect(priceWithTypedAmount(NO_PRICE, 'booking', 'max', '0')).toEqual({ min: null, max: 0 });
  });

  it('changes nothing without a digit', () => {
    expect(priceWithTypedAmount({ min: 5000, max: null }, 'booking', 'min', 'abc')).toBeNull();
    expect(priceWithTypedAmount({ min: 5000, max: null }, 'booking', 'max', '')).toBeNull();
  });
});
