import type { Topology } from 'topojson-specification';
import type Polygon from 'ol/geom/Polygon';
import { fromLonLat } from 'ol/proj';
import worldAtlas from 'world-atlas/countries-110m.json';
import { countryFeatures } from './country-features';

/** Three squares sharing arcs, quantized like world-atlas: France-ish, Spain-ish and Antarctica. */
const topology: Topology = {
  type: 'Topology',
  transform: { scale: [1, 1], translate: [-10, -80] },
  objects: {
    countries: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', id: '250', properties: { name: 'France' }, arcs: [[0]] },
        { type: 'Polygon', id: '724', properties: { name: 'Spain' }, arcs: [[1]] },
        { type: 'Polygon', id: '010', properties: { name: 'Antarctica' }, arcs: [[2]] },
      ],
    },
  },
  arcs: [
    // Delta-encoded positions (the quantized TopoJSON of world-atlas): 10°W..0° × 42°N..52°N.
    [
      [10, 122],
      [10, 0],
      [0, 10],
      [-10, 0],
      [0, -10],
    ],
    [
      [5, 116],
      [5, 0],
      [0, 6],
      [-5, 0],
      [0, -6],
    ],
    [
      [0, 0],
      [20, 0],
      [0, 5],
      [-20, 0],
      [0, -5],
    ],
  ],
};

describe('countryFeatures', () => {
  it('turns the countries of a TopoJSON into Web Mercator features with their ids and names', () => {
    const features = countryFeatures(topology);
    expect(features.map((feature) => feature.getId())).toEqual(['250', '724']);
    expect(features[0]!.get('name')).toBe('France');
    const ring = (features[0]!.getGeometry() as Polygon).getCoordinates()[0]!;
    expect(ring[0]![0]).toBeCloseTo(fromLonLat([0, 42])[0]!, 3);
    expect(ring[0]![1]).toBeCloseTo(fromLonLat([0, 42])[1]!, 3);
    expect(ring).toHaveLength(5);
  });

  it('leaves Antarctica out and gives nothing for an unknown object', () => {
    expect(countryFeatures(topology).some((feature) => feature.getId() === '010')).toBe(false);
    expect(countryFeatures(topology, 'land')).toEqual([]);
  });

  it('reads the real world-atlas file', () => {
    // The file the map's lazy chunk imports.
    const world = worldAtlas as unknown as Topology;
    const features = countryFeatures(world);
    expect(features.length).toBeGreaterThan(150);
    expect(features.some((feature) => feature.getId() === '250')).toBe(true);
  });
});
