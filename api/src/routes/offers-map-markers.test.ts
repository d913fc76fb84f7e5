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
