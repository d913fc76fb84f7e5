import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import type Style from 'ol/style/Style';
import { PLACES_DECLUTTER_GROUP } from './map-constants';
import { createMapLayers } from './map-layers';

const layers = createMapLayers({ credit: 'Fond de carte : Natural Earth · Noms de lieux : GeoNames' });
const stylesOf = (style: Style | Style[] | void) => (Array.isArray(style) ? style : style ? [style] : []);

describe('the map’s layers', () => {
  it('draws land, outlines, names, markers and the selected marker in that order', () => {
    const z = (name: keyof typeof layers) => layers[name].getZIndex()!;
    expect(z('land')).toBeLessThan(z('lines'));
    expect(z('lines')).toBeLessThan(z('towns'));
    expect(z('towns')).toBeLessThan(z('labels'));
    expect(z('labels')).toBeLessThan(z('markers'));
    expect(z('markers')).toBeLessThan(z('selected'));
  });

  it('declutters names and markers together, so no bubble covers a name', () => {
    for (const name of ['towns', 'labels', 'markers', 'selected'] as const) {
      expect(layers[name].getDeclutter()).toBe(PLACES_DECLUTTER_GROUP);
    }
    // The base itself never gives way.
    expect(layers.land.getDeclutter()).toBeFalsy();
    expect(layers.lines.getDeclutter()).toBeFalsy();
  });

  it('always draws the markers, as obstacles the names go around', () => {
    const point = () => new Feature({ geometry: new Point([0, 0]) });
    const lone = new Feature({ geometry: new Point([0, 0]), features: [point()] });
    const cluster = new Feature({ geometry: new Point([0, 0]), features: [point(), point(), point()] });
    const markerStyle = layers.markers.getStyleFunction()!;
    for (const marker of [lone, cluster]) {
      const [style] = stylesOf(markerStyle(marker, 100));
      expect(style!.getImage()!.getDeclutterMode()).toBe('obstacle');
    }
    // A cluster's count stays in its circle, whatever is around.
    const [clusterStyle] = stylesOf(markerStyle(cluster, 100));
    expect(clusterStyle!.getText()!.getDeclutterMode()).toBe('none');
    const [selected] = stylesOf(layers.selected.getStyleFunction()!(point(), 100));
    expect(selected!.getImage()!.getDeclutterMode()).toBe('obstacle');
  });

  it('credits the sources of the names and shapes', () => {
    const attributions = layers.labels.getSource()!.getAttributions()!;
    expect(attributions({} as never)).toEqual(['Fond de carte : Natural Earth · Noms de lieux : GeoNames']);
  });
});
