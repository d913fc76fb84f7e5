import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import type Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import { landStyle, lineStyle } from './base-map-styles';
import { PLACES_DECLUTTER_GROUP } from './map-constants';
import { createMarkerClusterSource } from './marker-features';
import { clusterLayerStyle, pinStyle } from './marker-styles';
import { labelRenderOrder, placeLabelStyle } from './place-label-styles';

/** Drawing order, bottom to top: land, outlines, the towns' names, the other names, markers, the selected marker. */
export const LAYER_Z_INDEX = { land: 0, lines: 1, towns: 2, labels: 3, markers: 4, selected: 5 } as const;

export interface MapLayers {
  land: VectorImageLayer<VectorSource>;
  lines: VectorImageLayer<VectorSource>;
  labels: VectorLayer<VectorSource>;
  towns: VectorLayer<VectorSource>;
  markers: VectorLayer<Cluster<Feature<Point>>>;
  selected: VectorLayer<VectorSource<Feature<Point>>>;
}

/**
 * The map's layers, empty: the base comes with its lazy data, the names with the api's places,
 * the markers with the search.
 *
 * Land and outlines are drawn as one image twice the size of the view (VectorImage), reused while
 * the visitor pans or zooms, so thousands of coast points are not redrawn at every frame.
 * Names and markers are decluttered together (PLACES_DECLUTTER_GROUP), the layers higher in the
 * stack placed first: the markers, always drawn, keep their room; then the names of countries and
 * of the catalogue's cities, each moving around its dot to a side no marker covers; then the
 * other towns, named only where there is room left. So no bubble ever covers a name.
 */
export function createMapLayers({ credit }: { credit: string }): MapLayers {
  return {
    land: new VectorImageLayer({
      source: new VectorSource(),
      style: landStyle,
      imageRatio: 2,
      zIndex: LAYER_Z_INDEX.land,
    }),
    lines: new VectorImageLayer({
      source: new VectorSource(),
      style: lineStyle,
      imageRatio: 2,
      zIndex: LAYER_Z_INDEX.lines,
    }),
    labels: new VectorLayer({
      source: new VectorSource({ attributions: credit }),
      style: placeLabelStyle,
      renderOrder: labelRenderOrder,
      declutter: PLACES_DECLUTTER_GROUP,
      zIndex: LAYER_Z_INDEX.labels,
    }),
    towns: new VectorLayer({
      source: new VectorSource(),
      style: placeLabelStyle,
      renderOrder: labelRenderOrder,
      declutter: PLACES_DECLUTTER_GROUP,
      zIndex: LAYER_Z_INDEX.towns,
    }),
    markers: new VectorLayer({
      source: createMarkerClusterSource([]),
      style: clusterLayerStyle,
      declutter: PLACES_DECLUTTER_GROUP,
      zIndex: LAYER_Z_INDEX.markers,
    }),
    selected: new VectorLayer({
      source: new VectorSource<Feature<Point>>(),
      style: () => pinStyle(true),
      declutter: PLACES_DECLUTTER_GROUP,
      zIndex: LAYER_Z_INDEX.selected,
    }),
  };
}
