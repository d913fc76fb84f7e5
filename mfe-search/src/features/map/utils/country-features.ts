import { feature as topojsonFeature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import Feature from 'ol/Feature';
import Polygon from 'ol/geom/Polygon';
import MultiPolygon from 'ol/geom/MultiPolygon';
import { HIDDEN_COUNTRY_IDS } from './map-constants';

/**
 * Country shapes of a world-atlas TopoJSON (its `countries` object) as OpenLayers features in
 * Web Mercator, for the offline base layer. Each feature keeps its ISO numeric id and name.
 * Geometries are built directly (countries are polygons): ol's GeoJSON reader would add about
 * 8 KB gzip to the map's chunk for nothing more.
 */
export function countryFeatures(topology: Topology, objectName = 'countries'): Feature[] {
  const object = topology.objects[objectName];
  if (!object || object.type !== 'GeometryCollection') return [];
  const collection = topojsonFeature(topology, object as GeometryCollection);
  const features: Feature[] = [];
  for (const country of collection.features) {
    const id = String(country.id ?? '');
    if (HIDDEN_COUNTRY_IDS.has(id) || !country.geometry) continue;
    const { geometry } = country;
    const shape =
      geometry.type === 'Polygon'
        ? new Polygon(geometry.coordinates)
        : geometry.type === 'MultiPolygon'
          ? new MultiPolygon(geometry.coordinates)
          : null;
    if (!shape) continue;
    shape.transform('EPSG:4326', 'EPSG:3857');
    const shaped = new Feature({ geometry: shape, name: (country.properties as { name?: string } | null)?.name ?? '' });
    shaped.setId(id);
    features.push(shaped);
  }
  return features;
}
