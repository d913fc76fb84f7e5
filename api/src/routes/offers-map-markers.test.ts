import { PARIS_CITY_ID, createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface MarkerJson {
  id: number;
  lat: number;
  lng: number;
  weekendIds: number[];
  label: string;
  sellPrice: number | null;
  priceType: string | null;
}

describe('map markers of POST /api/offers.json', () => {
  it('gives one marker per hotel with its name and the price of its best offer', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/offers.json',
      payload: {
        filters: {
          property: { cityId: PARIS_CITY_ID },
          offer: { familyComposition: { adults: 2, children: 0, babies: 0 } },
        },
        sorting: { orderBy: 'priceQuality' },
        pagination: { page: 0, limit: 3 },
        flow: 'booking',
        locale: 'fr_FR',
        performMapSearch: true,
      },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<{
      totalCount: number;
      exactMatch: { id: number; sellPrice: number; hotel: { id: number; label: string } }[];
      mapMarkers: MarkerJson[];
    }>();
    expect(result.mapMarkers.length).toBe(result.totalCount);
    expect(new Set(result.mapMarkers.map((marker) => marker.id)).size).toBe(result.mapMarkers.length);
    const first = result.exactMatch[0]!;
    const marker = result.mapMarkers.find((candidate) => candidate.id === first.hotel.id)!;
    expect(marker).toMatchObject({ label: first.hotel.label, sellPrice: first.sellPrice, priceType: 'from-price' });
    expect(marker.weekendIds[0]).toBe(first.id);
  });

  it('has no markers unless asked', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/offers.json?locale=fr_FR&cityId=${PARIS_CITY_ID}&limit=3`,
    });
    expect(response.json<Record<string, unknown>>()).not.toHaveProperty('mapMarkers');
  });
});

interface CellJson {
  count: number;
  lat: number;
  lng: number;
  extent: [number, number, number, number];
  best: MarkerJson;
}
interface CellsAnswer {
  totalCount: number;
  mapHotelCount: number;
  mapExtent: [number, number, number, number] | null;
  mapCells: CellJson[];
  mapMarkers?: unknown;
}

const countrySearch = (extra: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/offers.json',
  payload: {
    filters: { property: { countryId: 1 }, offer: { familyComposition: { adults: 2, children: 0, babies: 0 } } },
    sorting: { orderBy: 'priceQuality' },
    pagination: { page: 0, limit: 3 },
    flow: 'booking',
    locale: 'fr_FR',
    ...extra,
  },
});

describe('map cells of POST /api/offers.json', () => {
  it('answers at most one entry per cell, counting every matching hotel, led by the best in the results', async () => {
    const legacy = (await testApp.app.inject(countrySearch({ performMapSearch: true }))).json<{
      mapMarkers: MarkerJson[];
    }>();
    const response = await testApp.app.inject(countrySearch({ mapGrid: { columns: 6, rows: 8 } }));
    expect(response.statusCode).toBe(200);
    const answer = response.json<CellsAnswer>();
    expect(answer).not.toHaveProperty('mapMarkers');
    expect(answer.mapHotelCount).toBe(legacy.mapMarkers.length);
    expect(answer.mapCells.length).toBeLessThanOrEqual(48);
    expect(answer.mapCells.length).toBeLessThan(answer.mapHotelCount);
    expect(answer.mapCells.reduce((sum, cell) => sum + cell.count, 0)).toBe(answer.mapHotelCount);
    // The first cell holds the results' first hotel, which is the legacy list's first marker.
    expect(answer.mapCells[0]!.best).toEqual(legacy.mapMarkers[0]);
    const lngs = legacy.mapMarkers.map((marker) => marker.lng);
    const lats = legacy.mapMarkers.map((marker) => marker.lat);
    expect(answer.mapExtent).toEqual([Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)]);
  });

  it('counts only the hotels inside the area in view', async () => {
    const whole = (await testApp.app.inject(countrySearch({ mapGrid: { columns: 6, rows: 8 } }))).json<CellsAnswer>();
    const [west, south, east, north] = whole.mapExtent!;
    const area = { west, south, east: (west + east) / 2, north: (south + north) / 2 };
    const answer = (
      await testApp.app.inject(countrySearch({ mapGrid: { columns: 6, rows: 8, area } }))
    ).json<CellsAnswer>();
    expect(answer.mapHotelCount).toBe(whole.mapHotelCount);
    const inArea = answer.mapCells.reduce((sum, cell) => sum + cell.count, 0);
    expect(inArea).toBeGreaterThan(0);
    expect(inArea).toBeLessThan(whole.mapHotelCount);
    for (const cell of answer.mapCells) {
      expect(cell.extent[0]).toBeGreaterThanOrEqual(area.west);
      expect(cell.extent[2]).toBeLessThanOrEqual(area.east);
      expect(cell.extent[1]).toBeGreaterThanOrEqual(area.south);
      expect(cell.extent[3]).toBeLessThanOrEqual(area.north);
    }
  });

  it.each([
    [{ columns: 0, rows: 4 }, /columns/],
    [{ columns: 97, rows: 4 }, /columns/],
    [{ columns: 80, rows: 80 }, /at most 4096 are answered/],
    [{ columns: 4, rows: 4, area: { west: 5, south: 40, east: 2, north: 50 } }, /west < east/],
    [{ columns: 4, rows: 4, area: { west: 2, south: 40, east: 5, north: 91 } }, /north/],
    [{ columns: 4 }, /rows/],
  ])('refuses the grid %j with a 400 saying why', async (mapGrid, reason) => {
    const response = await testApp.app.inject(countrySearch({ mapGrid }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(reason);
  });
});
