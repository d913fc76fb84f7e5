import { get as getProjection, transformExtent } from 'ol/proj';
import type Feature from 'ol/Feature';
import type { MapCell } from '../api/search-map-cells';
import { CLUSTER_DISTANCE_PX, CLUSTER_MIN_DISTANCE_PX } from './map-constants';
import {
  cellFeatures,
  createMarkerClusterSource,
  hotelCountOf,
  hotelsExtentOf,
  markerIdsOf,
  MARKER_ID,
} from './marker-features';

const cell = (id: number, lat: number, lng: number, count = 1): MapCell => ({
  count,
  lat,
  lng,
  extent: [lng - (count > 1 ? 0.01 : 0), lat - (count > 1 ? 0.01 : 0), lng, lat],
  best: { id, lat, lng, weekendIds: [id * 10] },
});

/** Cells spread over France, Spain, Italy and the Benelux like the catalogue's hotels. */
function manyCells(count: number): MapCell[] {
  return Array.from({ length: count }, (_, index) =>
    cell(1000 + index, 37 + ((index * 7919) % 1500) / 100, -8 + ((index * 104729) % 2300) / 100),
  );
}

/** A feature of the cluster layer made of these features. */
const clusterOf = (features: Feature[]) =>
  ({ get: (key: string) => (key === 'features' ? features : undefined) }) as unknown as Feature;

/** Web Mercator resolution (m/px) of a zoom level. */
const resolutionAt = (zoom: number) => 156543.03392804097 / 2 ** zoom;

describe('cell features and clustering', () => {
  it('makes one point per cell with its best hotel id', () => {
    const features = cellFeatures([cell(7, 41.3874, 2.1686)]);
    expect(features).toHaveLength(1);
    expect(features[0]!.get(MARKER_ID)).toBe(7);
    expect(features[0]!.getId()).toBe(7);
  });

  it('clusters with the configured distances', () => {
    const source = createMarkerClusterSource([]);
    expect(source.getDistance()).toBe(CLUSTER_DISTANCE_PX);
    expect(source.getMinDistance()).toBe(CLUSTER_MIN_DISTANCE_PX);
  });

  it('draws 5,000 cells as a few hundred clusters at country zoom, and splits them when zooming in', () => {
    const features = cellFeatures(manyCells(5000));
    const source = createMarkerClusterSource(features);
    const world = getProjection('EPSG:3857')!.getExtent();

    source.loadFeatures(world, resolutionAt(5), getProjection('EPSG:3857')!);
    const atCountryZoom = source.getFeatures();
    expect(atCountryZoom.length).toBeLessThan(600);
    expect(atCountryZoom.reduce((sum, cluster) => sum + hotelCountOf(cluster), 0)).toBe(5000);

    source.loadFeatures(world, resolutionAt(12), getProjection('EPSG:3857')!);
    expect(source.getFeatures().length).toBeGreaterThan(atCountryZoom.length * 4);
  });

  it('counts every hotel of the cells in a cluster and lists their best hotels in the results’ order', () => {
    const features = cellFeatures([cell(1, 48.8, 2.3, 4), cell(2, 48.9, 2.4), cell(3, 48.85, 2.35, 2)]);
    const cluster = clusterOf([features[2]!, features[0]!, features[1]!]);
    expect(hotelCountOf(cluster)).toBe(7);
    expect(markerIdsOf(cluster)).toEqual([1, 2, 3]);
  });

  it('zooms a cluster to the box around all its hotels, not only the cells’ centres', () => {
    const features = cellFeatures([cell(1, 48.8, 2.3, 4), cell(2, 48.9, 2.4)]);
    expect(hotelsExtentOf(clusterOf(features))).toEqual(
      transformExtent([2.29, 48.79, 2.4, 48.9], 'EPSG:4326', 'EPSG:3857'),
    );
  });
});
