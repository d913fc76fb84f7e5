import { isLabelShown, labelZoomRange, zoomOfResolution } from './place-labels';

describe('place labels on the map', () => {
  it('reads the zoom of a resolution', () => {
    expect(zoomOfResolution(156543.03392804097)).toBeCloseTo(0);
    expect(zoomOfResolution(156543.03392804097 / 2 ** 12)).toBeCloseTo(12);
  });

  it('names countries when far out only', () => {
    const france = { category: 'country' as const, population: null };
    expect(isLabelShown(france, 5)).toBe(true);
    expect(isLabelShown(france, 8)).toBe(false);
  });

  it('names big cities first and small ones closer in', () => {
    const paris = { category: 'city' as const, population: 2_133_111 };
    const town = { category: 'city' as const, population: 40_000 };
    expect(labelZoomRange(paris).min).toBeLessThan(labelZoomRange(town).min);
    expect(isLabelShown(paris, 5)).toBe(true);
    expect(isLabelShown(town, 6)).toBe(false);
    expect(isLabelShown(town, 12)).toBe(true);
  });
});
