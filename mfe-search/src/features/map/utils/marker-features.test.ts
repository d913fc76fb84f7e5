import { get as getProjection } from 'ol/proj';
import type Feature from 'ol/Feature';
import type { MapMarker } from '../api/search-map-markers';
import { CLUSTER_DISTANCE_PX, CLUSTER_MIN_DISTANCE_PX } from './map-constants';
import { createMarkerClusterSource, markerFeatures, markerIdsOf, MARKER_ID } from './marker-features';

/** Markers spread over France, Spain, Italy and the Benelux like the catalogue's hotels. */
function manyMarkers(count: number): MapMarker[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 1000 + index,
    lat: 37 + ((index * 7919) % 1500) / 100,
    lng: -8 + ((index * 104729) % 2300) / 100,
    weekendIds: [index],
  }));
}

/** Web Mercator resolution (m/px) of a zoom level. */
const resolutionAt = (zoom: number) => 156543.03392804097 / 2 ** zoom;

describe('marker features and clustering', () => {
  it('makes one point per marker with its id', () => {
    const features = markerFeatures([{ id: 7, lat: 41.3874, lng: 2.1686, weekendIds: [70] }]);
    expect(features).toHaveLength(1);
    expect(features[0]!.get(MARKER_ID)).toBe(7);
    expect(features[0]!.getId()).toBe(7);
  });

  it('clusters with the configured distances', () => {
    const source = createMarkerClusterSource([]);
    expect(source.getDistance()).toBe(CLUSTER_DISTANCE_PX);
    expect(source.getMinDistance()).toBe(CLUSTER_MIN_DISTANCE_PX);
  });

  it('draws 5,000 markers as a few hundred clusters at country zoom, and splits them when zooming in', () => {
    const features = markerFeatures(manyMarkers(5000));
    expect(features).toHaveLength(5000);
    const source = createMarkerClusterSource(features);
    const world = getProjection('EPSG:3857')!.getExtent();

    source.loadFeatures(world, resolutionAt(5), getProjection('EPSG:3857')!);
    const atCountryZoom = source.getFeatures();
    expect(atCountryZoom.length).toBeLessThan(600);
    expect(atCountryZoom.reduce((sum, cluster) => sum + markerIdsOf(cluster).length, 0)).toBe(5000);

    source.loadFeatures(world, resolutionAt(12), getProjection('EPSG:3857')!);
    expect(source.getFeatures().length).toBeGreaterThan(atCountryZoom.length * 4);
  });

  it('lists the marker ids of a cluster', () => {
    const features = markerFeatures(manyMarkers(3));
    const cluster = { get: (key: string) => (key === 'features' ? features : undefined) } as unknown as Feature;
    expect(markerIdsOf(cluster)).toEqual([1000, 1001, 1002]);
  });
});
