import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Geometry from 'ol/geom/Geometry';
import type MultiLineString from 'ol/geom/MultiLineString';
import { fromLonLat } from 'ol/proj';
import mapBaseJson from './map-base.json';
import {
  catalogueLabelPlaces,
  COUNTRY,
  expandTopology,
  landFeatures,
  LINE_KIND,
  lineFeatures,
  neighbourPlaces,
  townPlaces,
  type MapBase,
} from './base-map-features';

const base = mapBaseJson as unknown as MapBase;
const land = expandTopology(base.land);
const countries = landFeatures(land);

/** The country whose land holds this point, if any (null: the sea). */
function countryAt(lat: number, lng: number): string | null {
  const point = fromLonLat([lng, lat]);
  const found = countries.find((country) => (country.getGeometry() as Geometry).intersectsCoordinate(point));
  return found ? (found.get(COUNTRY) as string) : null;
}

describe('the offline base of the map', () => {
  it('stays small: under 150 KB gzip, fetched with the map only', () => {
    const file = readFileSync(join(__dirname, 'map-base.json'));
    expect(gzipSync(file, { level: 9 }).length).toBeLessThan(150 * 1024);
  });

  it('reads its compact arcs back into TopoJSON pairs', () => {
    expect(land.arcs[0]![0]).toHaveLength(2);
    expect(land.arcs.flat().length * 2).toBe(base.land.arcs.flat().length);
  });

  it('draws land and sea where they are, down to the zoom of a city', () => {
    expect(countryAt(48.8566, 2.3522)).toBe('250'); // Paris
    expect(countryAt(48.8049, 2.1204)).toBe('250'); // Versailles
    expect(countryAt(41.3874, 2.1686)).toBe('724'); // Barcelona
    expect(countryAt(41.37, 2.24)).toBeNull(); // its beach, 6 km out: the sea
    expect(countryAt(40.85, 14.27)).toBe('380'); // Naples
    expect(countryAt(40.75, 14.2)).toBeNull(); // its bay
    expect(countryAt(50.85, 4.35)).toBe('056'); // Brussels
    expect(countryAt(52.37, 4.89)).toBe('528'); // Amsterdam
    expect(countryAt(46.95, 7.45)).toBe('756'); // Bern, a neighbour
    expect(countryAt(45.5, -3)).toBeNull(); // the Bay of Biscay
    expect(countryAt(28.1, -15.43)).toBe('724'); // Las Palmas, on the Canaries
    expect(countryAt(52.23, 21.01)).toBe('616'); // Warsaw, beyond the detailed part
  });

  it('draws country borders, and region and department outlines of the sold countries', () => {
    const lines = lineFeatures(land, expandTopology(base.outlines));
    expect(lines.map((line) => line.get(LINE_KIND))).toEqual(['border', 'region', 'department']);
    for (const line of lines)
      expect((line.getGeometry() as MultiLineString).getLineStrings().length).toBeGreaterThan(50);
    // The border between France and Spain runs along the Pyrenees, not along a coast.
    const border = lines[0]!.getGeometry() as MultiLineString;
    expect(border.intersectsExtent([...fromLonLat([-0.1, 42.6]), ...fromLonLat([0.1, 42.9])])).toBe(true);
    expect(border.intersectsExtent([...fromLonLat([-3.1, 45.4]), ...fromLonLat([-2.9, 45.6])])).toBe(false);
  });

  it('names the towns around a city, in their own language, and leaves the catalogue’s cities to the api', () => {
    const catalogue = catalogueLabelPlaces([
      { id: 78, category: 'city', label: 'Versalles', lat: 48.8049, lng: 2.1204, population: 83918 },
    ]);
    const towns = townPlaces(base, catalogue);
    const names = towns.map((town) => town.label);
    expect(names).toEqual(expect.arrayContaining(['Le Chesnay', "Saint-Cyr-l'École", 'Viroflay']));
    expect(names).not.toContain('Versailles');
    expect(townPlaces(base, []).map((town) => town.label)).toContain('Versailles');
    const chesnay = towns.find((town) => town.label === 'Le Chesnay')!;
    expect(chesnay).toMatchObject({ kind: 'town' });
    expect(chesnay.lat).toBeCloseTo(48.82, 1);
    expect(chesnay.population).toBeGreaterThan(20_000);
  });

  it('names the neighbouring countries in the page’s language', () => {
    const names = (language: 'fr' | 'es' | 'it' | 'nl') => neighbourPlaces(base, language).map((place) => place.label);
    expect(names('fr')).toEqual(expect.arrayContaining(['Suisse', 'Allemagne', 'Portugal']));
    expect(names('es')).toEqual(expect.arrayContaining(['Suiza', 'Alemania']));
    expect(names('it')).toEqual(expect.arrayContaining(['Svizzera', 'Germania']));
    expect(names('nl')).toEqual(expect.arrayContaining(['Zwitserland', 'Duitsland']));
    expect(neighbourPlaces(base, 'fr').every((place) => place.kind === 'country')).toBe(true);
  });
});
