import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorSource from 'ol/source/Vector';
import Cluster from 'ol/source/Cluster';
import { createEmpty, extend, type Extent } from 'ol/extent';
import { fromLonLat, transformExtent } from 'ol/proj';
import type { MapCell } from '../api/search-map-cells';
import { CLUSTER_DISTANCE_PX, CLUSTER_MIN_DISTANCE_PX } from './map-constants';

/** Properties of a cell's feature: its best hotel's id, its hotel count, its box, its place in the results. */
export const MARKER_ID = 'markerId';
const HOTEL_COUNT = 'hotelCount';
const HOTELS_EXTENT = 'hotelsExtent';
const RANK = 'rank';

/**
 * One point feature per cell of the api's grid, in Web Mercator: a pin when it holds one hotel,
 * else a share of a counted circle. Its id is its best hotel's.
 */
export function cellFeatures(cells: readonly MapCell[]): Feature<Point>[] {
  return cells.map((cell, rank) => {
    const point = new Feature({ geometry: new Point(fromLonLat([cell.lng, cell.lat])) });
    point.setProperties(
      {
        [MARKER_ID]: cell.best.id,
        [HOTEL_COUNT]: cell.count,
        [HOTELS_EXTENT]: transformExtent(cell.extent, 'EPSG:4326', 'EPSG:3857'),
        [RANK]: rank,
      },
      true,
    );
    point.setId(cell.best.id);
    return point;
  });
}

/**
 * Cells clustered by screen distance.
 *
 * The api's grid already bounds the cells to a few hundred per view whatever the catalogue's
 * size; the cluster source merges those that would overlap on screen, only when the resolution
 * changes (panning reuses the clusters), with the vector source's R-tree answering "who is near".
 * The selected marker lives in its own one-feature layer, so selecting never re-clusters.
 */
export function createMarkerClusterSource(features: Feature<Point>[]): Cluster<Feature<Point>> {
  return new Cluster({
    distance: CLUSTER_DISTANCE_PX,
    minDistance: CLUSTER_MIN_DISTANCE_PX,
    source: new VectorSource({ features }),
  });
}

/** The cells inside a feature of the cluster layer (itself when it is not a cluster). */
function membersOf(clusterFeature: Feature): readonly Feature[] {
  return (clusterFeature.get('features') as Feature[] | undefined) ?? [clusterFeature];
}

/** The best hotel ids of the cells inside a feature of the cluster layer, best first. */
export function markerIdsOf(clusterFeature: Feature): number[] {
  // Sorted here only: counts and boxes, read by the style function at every frame, need no order.
  return [...membersOf(clusterFeature)]
    .sort((a, b) => ((a.get(RANK) as number) ?? 0) - ((b.get(RANK) as number) ?? 0))
    .map((member) => member.get(MARKER_ID) as number)
    .filter((id) => typeof id === 'number');
}

/** How many hotels a feature of the cluster layer stands for (a cell counts all of its own). */
export function hotelCountOf(clusterFeature: Feature): number {
  return membersOf(clusterFeature).reduce((sum, member) => sum + ((member.get(HOTEL_COUNT) as number) ?? 1), 0);
}

/** The box (Web Mercator) around every hotel a feature of the cluster layer stands for. */
export function hotelsExtentOf(clusterFeature: Feature): Extent {
  const extent = createEmpty();
  for (const member of membersOf(clusterFeature)) {
    const own = member.get(HOTELS_EXTENT) as Extent | undefined;
    extend(extent, own ?? (member.getGeometry() as Point).getExtent());
  }
  return extent;
}
