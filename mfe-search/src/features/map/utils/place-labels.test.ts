import { compareLabelPriority, isLabelShown, labelZoomRange, zoomOfResolution } from './place-labels';

describe('place labels on the map', () => {
  it('reads the zoom of a resolution', () => {
    expect(zoomOfResolution(156543.03392804097)).toBeCloseTo(0);
    expect(zoomOfResolution(156543.03392804097 / 2 ** 12)).toBeCloseTo(12);
  });

  it('names countries when far out only', () => {
    const france = { kind: 'country' as const, population: null };
    expect(isLabelShown(france, 5)).toBe(true);
    expect(isLabelShown(france, 8)).toBe(false);
  });

  it('names big cities first and small ones closer in', () => {
    const paris = { kind: 'city' as const, population: 2_133_111 };
    const durbuy = { kind: 'city' as const, population: 11_000 };
    expect(labelZoomRange(paris).min).toBeLessThan(labelZoomRange(durbuy).min);
    expect(isLabelShown(paris, 5)).toBe(true);
    expect(isLabelShown(durbuy, 6)).toBe(false);
    // From the zoom of a department search (9) every city of the catalogue is named.
    expect(isLabelShown(durbuy, 9)).toBe(true);
  });

  it('names the other towns by size: the larger at a region’s zoom, all of them at a city’s', () => {
    const town = (population: number) => ({ kind: 'town' as const, population });
    expect(isLabelShown(town(150_000), 8)).toBe(true);
    expect(isLabelShown(town(30_000), 8)).toBe(false);
    expect(isLabelShown(town(30_000), 9)).toBe(true);
    expect(isLabelShown(town(12_000), 9)).toBe(false);
    expect(isLabelShown(town(12_000), 12)).toBe(true);
    // A town comes after a catalogue city of its size.
    expect(labelZoomRange(town(150_000)).min).toBeGreaterThan(
      labelZoomRange({ kind: 'city', population: 150_000 }).min,
    );
  });

  it('gives the room to cities, then countries, then towns, the larger first', () => {
    const places = [
      { kind: 'town' as const, population: 500_000 },
      { kind: 'country' as const, population: null },
      { kind: 'city' as const, population: 80_000 },
      { kind: 'city' as const, population: 900_000 },
    ];
    expect([...places].sort(compareLabelPriority)).toEqual([places[3], places[2], places[1], places[0]]);
  });
});
