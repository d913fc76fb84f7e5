import fc from 'fast-check';
import type { GeoBox } from '@escapade/shared-contracts/offers-request';
import { mapCells, mapGridProblem } from './map-cells';
import type { MatchingHotels } from './offer-search';

interface TestHotel {
  id: number;
  lat: number;
  lng: number;
  /** Its best offer's place in the results: lower is better. */
  rank: number;
}

function matching(hotels: readonly TestHotel[]): MatchingHotels {
  return {
    count: hotels.length,
    latAt: (hotel) => hotels[hotel]!.lat,
    lngAt: (hotel) => hotels[hotel]!.lng,
    compare: (a, b) => hotels[a]!.rank - hotels[b]!.rank,
    matchesOf: (hotel) => ({ hotelId: hotels[hotel]!.id, offerIds: [hotels[hotel]!.id * 10], best: null }),
  };
}

/**
 * The grid cell of a point, written independently of the module: Web Mercator's y is asinh(tan φ),
 * the same function as ln(tan(π/4 + φ/2)) in another form.
 */
function cellOf(lat: number, lng: number, area: GeoBox, columns: number, rows: number): string {
  const y = (latitude: number) => Math.asinh(Math.tan((latitude * Math.PI) / 180));
  const column = Math.min(columns - 1, Math.floor(((lng - area.west) / (area.east - area.west)) * columns));
  const row = Math.min(rows - 1, Math.floor(((y(area.north) - y(lat)) / (y(area.north) - y(area.south))) * rows));
  return `${column},${row}`;
}

const hotelsArbitrary = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 100_000 }),
      lat: fc.double({ min: 35, max: 60, noNaN: true }),
      lng: fc.double({ min: -10, max: 20, noNaN: true }),
      rank: fc.integer({ min: 0, max: 1_000_000 }),
    }),
    { selector: (hotel) => hotel.id, maxLength: 200 },
  )
  .map((hotels) => hotels.map((hotel, index) => ({ ...hotel, rank: hotel.rank * 1000 + index })));

const areaArbitrary = fc
  .record({
    west: fc.double({ min: -15, max: 25, noNaN: true }),
    south: fc.double({ min: 30, max: 65, noNaN: true }),
    width: fc.double({ min: 0.01, max: 30, noNaN: true }),
    height: fc.double({ min: 0.01, max: 20, noNaN: true }),
  })
  .map(({ west, south, width, height }) => ({ west, south, east: west + width, north: Math.min(84, south + height) }));

describe('the map cells of a search', () => {
  it('puts every hotel in view in exactly its grid cell, counted, boxed and led by its best hotel', () => {
    fc.assert(
      fc.property(
        hotelsArbitrary,
        areaArbitrary,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        (hotels, area, columns, rows) => {
          const answer = mapCells(matching(hotels), { columns, rows, area });
          const inView = hotels.filter(
            (hotel) =>
              hotel.lng >= area.west && hotel.lng <= area.east && hotel.lat >= area.south && hotel.lat <= area.north,
          );
          const expected = new Map<string, TestHotel[]>();
          for (const hotel of inView) {
            const key = cellOf(hotel.lat, hotel.lng, area, columns, rows);
            expected.set(key, [...(expected.get(key) ?? []), hotel]);
          }
          expect(answer.hotelCount).toBe(hotels.length);
          expect(answer.cells).toHaveLength(expected.size);
          const bestOf = (members: TestHotel[]) => members.reduce((a, b) => (b.rank < a.rank ? b : a));
          const expectedCells = [...expected.values()]
            .sort((a, b) => bestOf(a).rank - bestOf(b).rank)
            .map((members) => ({
              count: members.length,
              bestId: bestOf(members).id,
              extent: [
                Math.min(...members.map((hotel) => hotel.lng)),
                Math.min(...members.map((hotel) => hotel.lat)),
                Math.max(...members.map((hotel) => hotel.lng)),
                Math.max(...members.map((hotel) => hotel.lat)),
              ],
            }));
          expect(
            answer.cells.map((cell) => ({ count: cell.count, bestId: cell.best.hotelId, extent: cell.extent })),
          ).toEqual(expectedCells);
          for (const cell of answer.cells) {
            expect(cell.lng).toBeGreaterThanOrEqual(cell.extent[0]);
            expect(cell.lat).toBeGreaterThanOrEqual(cell.extent[1] - 1e-9);
            expect(cell.lng).toBeLessThanOrEqual(cell.extent[2] + 1e-9);
            expect(cell.lat).toBeLessThanOrEqual(cell.extent[3] + 1e-9);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lays the grid over every matching hotel when the map does not know its view yet', () => {
    fc.assert(
      fc.property(
        hotelsArbitrary,
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        (hotels, columns, rows) => {
          const answer = mapCells(matching(hotels), { columns, rows, area: null });
          expect(answer.cells.reduce((sum, cell) => sum + cell.count, 0)).toBe(hotels.length);
          expect(answer.cells.length).toBeLessThanOrEqual(columns * rows);
          if (hotels.length === 0) expect(answer.extent).toBeNull();
          else
            expect(answer.extent).toEqual([
              Math.min(...hotels.map((hotel) => hotel.lng)),
              Math.min(...hotels.map((hotel) => hotel.lat)),
              Math.max(...hotels.map((hotel) => hotel.lng)),
              Math.max(...hotels.map((hotel) => hotel.lat)),
            ]);
        },
      ),
    );
  });

  it('gives a hotel alone in its cell its own position, and several their mean', () => {
    const hotels = [
      { id: 1, lat: 48.8, lng: 2.3, rank: 2 },
      { id: 2, lat: 48.9, lng: 2.5, rank: 1 },
      { id: 3, lat: 43.3, lng: 5.4, rank: 3 },
    ];
    const answer = mapCells(matching(hotels), {
      columns: 2,
      rows: 2,
      area: { west: 0, south: 40, east: 10, north: 50 },
    });
    expect(answer.cells).toEqual([
      {
        count: 2,
        lat: expect.closeTo(48.85, 9),
        lng: expect.closeTo(2.4, 9),
        extent: [2.3, 48.8, 2.5, 48.9],
        best: expect.objectContaining({ hotelId: 2 }),
      },
      { count: 1, lat: 43.3, lng: 5.4, extent: [5.4, 43.3, 5.4, 43.3], best: expect.objectContaining({ hotelId: 3 }) },
    ]);
  });

  it('refuses grids too large to answer and areas turned inside out', () => {
    expect(mapGridProblem({ columns: 64, rows: 64, area: null })).toBeNull();
    expect(mapGridProblem({ columns: 65, rows: 64, area: null })).toMatch(/at most 4096/);
    expect(mapGridProblem({ columns: 4, rows: 4, area: { west: 5, south: 40, east: 2, north: 50 } })).toMatch(
      /west < east/,
    );
    expect(mapGridProblem({ columns: 4, rows: 4, area: { west: 2, south: 50, east: 5, north: 40 } })).toMatch(
      /south < north/,
    );
  });
});
