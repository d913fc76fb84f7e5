import { feature as topojsonFeature, mesh } from 'topojson-client';
import type { GeometryCollection, MultiLineString as TopoLines, Properties, Topology } from 'topojson-specification';
import Feature from 'ol/Feature';
import MultiLineString from 'ol/geom/MultiLineString';
import MultiPolygon from 'ol/geom/MultiPolygon';
import Polygon from 'ol/geom/Polygon';
import type { Language } from '@escapade/shared-contracts/locales';
import type { MapPlace } from '../api/get-map-places';
import { SAME_NAMED_PLACE_KM, SAME_PLACE_KM } from './map-constants';
import type { LabelPlace } from './place-labels';

/** A TopoJSON whose arcs are flat [x, y, dx, dy, …] lists (fewer lines in the repository). */
export type CompactTopology = Omit<Topology, 'arcs'> & { arcs: number[][] };

/**
 * The offline base of the map, as `scripts/generate-map-base.mjs` writes it to map-base.json:
 * the land (countries, with their ISO numeric ids), the outlines of regions and departments of
 * the sold countries, the towns, and where the neighbouring countries are named.
 */
export interface MapBase {
  land: CompactTopology;
  outlines: CompactTopology;
  /** Most populous first: name, longitude × 1000, latitude × 1000, population in thousands. */
  towns: [name: string, lng: number, lat: number, population: number][];
  /** ISO 3166 alpha-2 code, longitude, latitude. */
  neighbours: [code: string, lng: number, lat: number][];
}

/** A GeoJSON MultiLineString, as topojson-client gives it. */
type GeoLines = ReturnType<typeof mesh>;

/** What a line of the base is, under the LINE_KIND property. */
export type BaseLineKind = 'border' | 'region' | 'department';
export const LINE_KIND = 'kind';

/** A TopoJSON of the base, its arcs back into [dx, dy] pairs. */
export function expandTopology(compact: CompactTopology): Topology {
  const arcs = compact.arcs.map((flat) =>
    Array.from({ length: flat.length / 2 }, (_, index) => [flat[index * 2]!, flat[index * 2 + 1]!]),
  );
  return { ...compact, arcs } as Topology;
}

function collection(topology: Topology, name: string): GeometryCollection<Properties> | null {
  const object = topology.objects[name];
  return object?.type === 'GeometryCollection' ? object : null;
}

/** Property of a land feature holding its country's ISO numeric code (a country may come in parts). */
export const COUNTRY = 'country';

/** Country shapes in Web Mercator, each with its country's code under COUNTRY. */
export function landFeatures(topology: Topology): Feature[] {
  const land = collection(topology, 'land');
  if (!land) return [];
  const features: Feature[] = [];
  for (const country of topojsonFeature<Properties>(topology, land).features) {
    const { geometry } = country;
    const shape =
      geometry?.type === 'Polygon'
        ? new Polygon(geometry.coordinates)
        : geometry?.type === 'MultiPolygon'
          ? new MultiPolygon(geometry.coordinates)
          : null;
    if (!shape) continue;
    shape.transform('EPSG:4326', 'EPSG:3857');
    const shaped = new Feature({ geometry: shape });
    // Not the feature's id: a source keeps only one feature per id, and a country may come in parts.
    shaped.set(COUNTRY, String(country.id ?? ''), true);
    features.push(shaped);
  }
  return features;
}

function lineFeature(kind: BaseLineKind, geometry: GeoLines): Feature<MultiLineString> {
  const lines = new MultiLineString(geometry.coordinates);
  lines.transform('EPSG:4326', 'EPSG:3857');
  const line = new Feature({ geometry: lines });
  line.set(LINE_KIND, kind, true);
  return line;
}

/**
 * The lines over the land: borders between countries (drawn once, where two countries meet:
 * never along a coast), and the outlines of regions and departments of the sold countries.
 */
export function lineFeatures(land: Topology, outlines: Topology): Feature<MultiLineString>[] {
  const lines: Feature<MultiLineString>[] = [];
  const countries = collection(land, 'land');
  if (countries) {
    lines.push(
      lineFeature(
        'border',
        mesh(land, countries as GeometryCollection, (a, b) => a.id !== b.id),
      ),
    );
  }
  for (const kind of ['region', 'department'] as const) {
    const object = outlines.objects[`${kind}s`];
    if (object?.type !== 'MultiLineString') continue;
    lines.push(lineFeature(kind, topojsonFeature(outlines, object as TopoLines).geometry));
  }
  return lines;
}

/** The api's places (countries and the catalogue's cities, in the page's language) as labels. */
export function catalogueLabelPlaces(places: readonly MapPlace[]): LabelPlace[] {
  return places.map((place) => ({
    key: `${place.category}:${place.id}`,
    kind: place.category,
    label: place.label,
    lat: place.lat,
    lng: place.lng,
    population: place.population,
  }));
}

function kilometres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const x = (b.lng - a.lng) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.hypot(x, b.lat - a.lat) * 111.2;
}

/** The first letters of a name, without case or accents, to tell two spellings of one place. */
function nameStem(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .slice(0, 3);
}

/**
 * The base's towns, less those the catalogue already names (the same place, maybe spelt in
 * another language: the catalogue's name is in the page's language).
 */
export function townPlaces(base: MapBase, catalogue: readonly LabelPlace[]): LabelPlace[] {
  const cities = catalogue
    .filter((place) => place.kind === 'city')
    .map((city) => ({ ...city, stem: nameStem(city.label) }));
  const towns: LabelPlace[] = [];
  base.towns.forEach(([label, lng, lat, thousands], index) => {
    const town = { lat: lat / 1000, lng: lng / 1000 };
    const stem = nameStem(label);
    const known = cities.some((city) => {
      const distance = kilometres(city, town);
      return distance < SAME_PLACE_KM || (distance < SAME_NAMED_PLACE_KM && city.stem === stem);
    });
    if (!known) towns.push({ key: `town:${index}`, kind: 'town', label, ...town, population: thousands * 1000 });
  });
  return towns;
}

/** The neighbouring countries, named in the page's language by the browser's own country names. */
export function neighbourPlaces(base: MapBase, language: Language): LabelPlace[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  return base.neighbours.flatMap(([code, lng, lat]) => {
    const label = names.of(code);
    return label ? [{ key: `country:${code}`, kind: 'country' as const, label, lat, lng, population: null }] : [];
  });
}
