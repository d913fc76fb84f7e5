import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import type Icon from 'ol/style/Icon';
import type CircleStyle from 'ol/style/Circle';
import { MARKER_ACTIVE_COLOUR, MARKER_ACTIVE_SIZE, MARKER_COLOUR, MARKER_SIZE } from './map-constants';
import { clusterRadius, markerAppearance, pinSvg } from './marker-appearance';
import { clusterLayerStyle, clusterStyle, pinStyle } from './marker-styles';

describe('marker appearance', () => {
  it('draws a marker at 40 px in the brand colour', () => {
    expect(MARKER_SIZE).toBe(40);
    expect(markerAppearance(false)).toEqual({ size: 40, colour: MARKER_COLOUR, zIndex: 1 });
  });

  it('draws the selected marker larger (47 px), red and on top', () => {
    expect(MARKER_ACTIVE_SIZE).toBe(47);
    expect(markerAppearance(true)).toEqual({ size: 47, colour: '#d1343a', zIndex: 2 });
    expect(MARKER_ACTIVE_COLOUR).toBe('#d1343a');
  });

  it('makes the pin image of that size and colour', () => {
    const svg = pinSvg({ size: 47, colour: '#d1343a' });
    expect(svg).toContain('width="47"');
    expect(svg).toContain('height="47"');
    expect(svg).toContain('fill="#d1343a"');
  });

  it('grows clusters slowly with their count', () => {
    expect(clusterRadius(2)).toBeLessThan(clusterRadius(50));
    expect(clusterRadius(5000)).toBe(clusterRadius(100));
  });
});

describe('OpenLayers marker styles', () => {
  const iconOf = (selected: boolean) => pinStyle(selected).getImage() as Icon;

  it('gives the pin icon the size, colour and anchor of its state', () => {
    expect(iconOf(false).getSize()).toEqual([40, 40]);
    expect(iconOf(false).getAnchor()).toEqual([20, 40]);
    expect(decodeURIComponent(iconOf(false).getSrc()!)).toContain(`fill="${MARKER_COLOUR}"`);
    expect(iconOf(true).getSize()).toEqual([47, 47]);
    expect(decodeURIComponent(iconOf(true).getSrc()!)).toContain('fill="#d1343a"');
    expect(pinStyle(true).getZIndex()).toBeGreaterThan(pinStyle(false).getZIndex()!);
  });

  it('reuses one style per state and per cluster count', () => {
    expect(pinStyle(true)).toBe(pinStyle(true));
    expect(clusterStyle(12)).toBe(clusterStyle(12));
    expect(clusterStyle(12).getText()!.getText()).toBe('12');
    expect((clusterStyle(12).getImage() as CircleStyle).getRadius()).toBe(clusterRadius(12));
  });

  it('draws a lone marker as a pin and several as a counted circle', () => {
    const marker = () => new Feature({ geometry: new Point([0, 0]) });
    const single = new Feature({ geometry: new Point([0, 0]), features: [marker()] });
    const several = new Feature({ geometry: new Point([0, 0]), features: [marker(), marker(), marker()] });
    expect(clusterLayerStyle(single)).toBe(pinStyle(false));
    expect(clusterLayerStyle(several)).toBe(clusterStyle(3));
  });

  it('counts the hotels of the api’s cells, a lone cell of several included', () => {
    const cellOf = (hotelCount: number) => new Feature({ geometry: new Point([0, 0]), hotelCount });
    expect(clusterLayerStyle(new Feature({ geometry: new Point([0, 0]), features: [cellOf(5)] }))).toBe(
      clusterStyle(5),
    );
    expect(
      clusterLayerStyle(new Feature({ geometry: new Point([0, 0]), features: [cellOf(2), cellOf(1), cellOf(4)] })),
    ).toBe(clusterStyle(7));
  });
});
