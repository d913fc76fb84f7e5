import { isOpenMaximum, priceFromSlider, priceInputValue, priceSliderBounds, priceSliderValue } from './price-slider';

describe('price slider', () => {
  it('runs from 0 (1 for activities) to 250 €', () => {
    expect(priceSliderBounds('booking')).toEqual({ min: 0, max: 250 });
    expect(priceSliderBounds('activity')).toEqual({ min: 1, max: 250 });
  });

  it('reads the filter in cents as euros, no bound at the ends', () => {
    expect(priceSliderValue({ min: null, max: null }, 'booking')).toEqual([0, 250]);
    expect(priceSliderValue({ min: 5000, max: 12000 }, 'booking')).toEqual([50, 120]);
    expect(priceSliderValue({ min: null, max: null }, 'activity')).toEqual([1, 250]);
    // A maximum above the slider end shows at the end.
    expect(priceSliderValue({ min: null, max: 90000 }, 'booking')).toEqual([0, 250]);
  });

  it('writes cents; 9 € or below is no minimum, 250 € no maximum', () => {
    expect(priceFromSlider([50, 120])).toEqual({ min: 5000, max: 12000 });
    expect(priceFromSlider([9, 250])).toEqual({ min: null, max: null });
    expect(priceFromSlider([10, 249])).toEqual({ min: 1000, max: 24900 });
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
