import { feature, mesh } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import Feature from 'ol/Feature';
import MultiLineString from 'ol/geom/MultiLineString';
import MultiPolygon from 'ol/geom/MultiPolygon';
import Polygon from 'ol/geom/Polygon';
import type SimpleGeometry from 'ol/geom/SimpleGeometry';

/** The atlas is drawn in longitude and latitude; the map in Web Mercator. */
const ATLAS_PROJECTION = 'EPSG:4326';
const MAP_PROJECTION = 'EPSG:3857';

/** What a base feature is, for its style: land to fill, or a border line between two countries. */
export const ATLAS_KIND = 'atlasKind';
export type AtlasKind = 'land' | 'border';

/** The countries as topojson-client's mesh takes them (the atlas types them with nullable properties). */
type MeshObject = Parameters<typeof mesh>[1];

/** A GeoJSON geometry as topojson-client gives it; only the kinds the atlas holds are drawn. */
interface AtlasGeometry {
  type: string;
  coordinates?: unknown;
}

function mapGeometry(geometry: AtlasGeometry): SimpleGeometry | null {
  let shape: SimpleGeometry;
  switch (geometry.type) {
    case 'Polygon':
      shape = new Polygon(geometry.coordinates as number[][][]);
      break;
    case 'MultiPolygon':
      shape = new MultiPolygon(geometry.coordinates as number[][][][]);
      break;
    case 'MultiLineString':
      shape = new MultiLineString(geometry.coordinates as number[][][]);
      break;
    default:
      return null;
  }
  shape.transform(ATLAS_PROJECTION, MAP_PROJECTION);
  return shape;
}

function atlasFeature(geometry: AtlasGeometry | null, kind: AtlasKind): Feature[] {
  const shape = geometry ? mapGeometry(geometry) : null;
  return shape ? [new Feature({ geometry: shape, [ATLAS_KIND]: kind })] : [];
}

/**
 * The offline base of the map from a world-atlas TopoJSON: its land as filled shapes, and the
 * borders shared by two countries as lines (coasts are the land's own edge).
 */
export function atlasFeatures(atlas: Topology): Feature[] {
  const { land, countries } = atlas.objects;
  const landShapes = land ? feature(atlas, land) : null;
  const landGeometries = !landShapes
    ? []
    : 'features' in landShapes
      ? landShapes.features.map((shape) => shape.geometry)
      : [landShapes.geometry];
  return [
    ...landGeometries.flatMap((geometry) => atlasFeature(geometry, 'land')),
    // A line shared by two different countries is a border; the others are coasts.
    ...(countries
      ? atlasFeature(
          mesh(atlas, countries as MeshObject, (a, b) => a !== b),
          'border',
        )
      : []),
  ];
}
