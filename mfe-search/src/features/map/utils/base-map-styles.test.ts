import Feature from 'ol/Feature';
import type Fill from 'ol/style/Fill';
import type Style from 'ol/style/Style';
import { COUNTRY, LINE_KIND } from './base-map-features';
import { landStyle, lineStyle } from './base-map-styles';
import { LAND_COLOUR, SOLD_LAND_COLOUR } from './map-constants';

const resolutionAt = (zoom: number) => 156543.03392804097 / 2 ** zoom;
const line = (kind: string) => new Feature({ [LINE_KIND]: kind });
const fillOf = (style: Style) => (style.getFill() as Fill).getColor();

describe('base map styles', () => {
  it('lights up the land of the sold countries, their neighbours a shade darker', () => {
    expect(fillOf(landStyle(new Feature({ [COUNTRY]: '250' })))).toBe(SOLD_LAND_COLOUR);
    expect(fillOf(landStyle(new Feature({ [COUNTRY]: '528' })))).toBe(SOLD_LAND_COLOUR);
    expect(fillOf(landStyle(new Feature({ [COUNTRY]: '756' })))).toBe(LAND_COLOUR);
  });

  it('draws borders at every zoom, region outlines from a large area’s zoom, department ones further in', () => {
    expect(lineStyle(line('border'), resolutionAt(3))).toBeDefined();
    expect(lineStyle(line('region'), resolutionAt(5))).toBeUndefined();
    expect(lineStyle(line('region'), resolutionAt(6))).toBeDefined();
    expect(lineStyle(line('department'), resolutionAt(6))).toBeUndefined();
    expect(lineStyle(line('department'), resolutionAt(9))).toBeDefined();
    // Borders stand out over the outlines.
    const width = (kind: string) => lineStyle(line(kind), resolutionAt(12))!.getStroke()!.getWidth()!;
    expect(width('border')).toBeGreaterThan(width('region'));
    expect(width('region')).toBeGreaterThan(width('department'));
    expect(lineStyle(line('river'), resolutionAt(12))).toBeUndefined();
  });
});
