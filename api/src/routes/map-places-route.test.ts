import { PARIS_CITY_ID, createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface PlaceJson {
  id: number;
  category: 'country' | 'city';
  label: string;
  lat: number;
  lng: number;
  population: number | null;
}

describe('GET /api/map-places.json', () => {
  it('lists the countries and the cities, largest first, in the locale language', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/map-places.json?locale=nl_BE' });
    expect(response.statusCode).toBe(200);
    const { places } = response.json<{ places: PlaceJson[] }>();
    const countries = places.filter((place) => place.category === 'country');
    const cities = places.filter((place) => place.category === 'city');
    expect(countries.map((country) => country.label)).toEqual(expect.arrayContaining(['Frankrijk', 'België']));
    expect(cities.find((city) => city.id === PARIS_CITY_ID)).toMatchObject({
      label: 'Parijs',
      population: expect.any(Number),
    });
    const populations = cities.map((city) => city.population!);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(places.every((place) => Number.isFinite(place.lat) && Number.isFinite(place.lng))).toBe(true);
  });

  it('asks for a locale', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/map-places.json' });
    expect(response.statusCode).toBe(400);
  });
});
